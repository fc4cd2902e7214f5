import {
  IMPORT_COLUMNS,
  IMPORT_IDENTIFIERS,
  IMPORT_MESSAGES,
  RUPEES,
  TONS,
  TRIP_MESSAGES,
  freightPaise,
  fromPaise,
  localDate,
  normalisePlace,
  normaliseTruckNumber,
  periodClosedProblem,
  readNumberText,
  readSheetDate,
  readSheetIdentifier,
  readSheetNumber,
  toPaise,
  tripAmountPaise,
  tripFieldProblems,
  tripInputSchema,
} from '@freightdesk/domain';
import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AuditLogTable, TripTable } from '../db/schema.ts';
import { conflict } from '../http/app-error.ts';
import { refuseClosedPeriod } from '../settings/books-closed.ts';
import { getBooksClosedThrough } from '../settings/settings.repository.ts';
import { toTripColumns } from '../trips/trip.mapper.ts';
import { updateUnbilledTrip } from '../trips/trip.repository.ts';
import {
  type CheckedRow,
  type Decision,
  FirstRows,
  type ImportSource,
  type KindImport,
  type RowProblem,
  RowProblems,
  type RowValues,
  type ShownColumn,
  changedValues,
  readFields,
  sameColumns,
  shown,
  textCell,
} from './import-kind.ts';
import { auditRow, insertInBatches, reserveNumbers, tripReferences, tripsBetween } from './import.repository.ts';
import { giveWay } from './give-way.ts';

/** The stored columns a row of the file sets (the rest come from the importer and FreightDesk). */
type TripValues = Omit<
  TripTable,
  'id' | 'seq' | 'username' | 'user_profile' | 'local_time' | 'created_at' | 'updated_at'
>;

interface TripRow {
  columns: TripValues;
  /** The file's own Freight, kept for a past trip when the importer asks. */
  fileFreightPaise: number | null;
  /** The file's Freight as written, kept or not: the preview warns when it is not rate x weight. */
  typedFreightPaise: number | null;
  /** The DONumber and DieselSlipNumber cells when they are numbers: the stored values they meet may show lost zeros. */
  doNumberCell: number | null;
  slipNumberCell: number | null;
}

const COLUMNS = IMPORT_COLUMNS.trips.map(({ name }) => name);
const RUPEE_COLUMNS = ['Freight', 'DieselAmount', 'Short', 'Advance', 'Toll', 'Adblue', 'Greasing'] as const;
const TON_COLUMNS = ['Weight', 'ActualWeight'] as const;
const COMPARED: (keyof TripValues)[] = [
  'do_number',
  'driver_name',
  'vendor_id',
  'destination_from',
  'destination_to',
  'truck_type',
  'status',
  'weight_kg',
  'actual_weight_kg',
  'rate_paise',
  'freight_paise',
  'tds_rate_bps',
  'diesel_paise',
  'diesel_slip_number',
  'short_paise',
  'advance_paise',
  'toll_paise',
  'adblue_paise',
  'greasing_paise',
];

/** A trip's key: the truck in its one written form, the DO number and the day. */
const tripKey = (truckNo: string, doNumber: string, day: string) =>
  `${normaliseTruckNumber(truckNo)}\u0000${doNumber}\u0000${day}`;
const routeKey = (from: string, to: string) => `${from}\u0000${to}`;
const pick = (row: Partial<TripValues>) => Object.fromEntries(COMPARED.map((key) => [key, row[key] ?? null]));
const numberCell = (cell: unknown) => (typeof cell === 'number' ? cell : null);

export interface TripImportOptions {
  keepFileFreight: boolean;
}

/** What every row is checked against, read once per file. */
interface TripReferences {
  vendorByKey: Map<string, { id: string; tds_rate_bps: number }>;
  vendorNameById: Map<string, string>;
  /** Each stored truck number by its one written form. */
  trucks: Map<string, string>;
  rateByRoute: Map<string, number>;
  froms: Set<string>;
  tos: Set<string>;
  today: string;
}

/** Step 1, read: the vendors, trucks and routes a trip row may name. */
async function readTripReferences(db: Database): Promise<TripReferences> {
  const { vendors, trucks, rates } = await tripReferences(db);
  return {
    vendorByKey: new Map(vendors.map((vendor) => [vendor.company_name_key, vendor])),
    vendorNameById: new Map(vendors.map((vendor) => [vendor.id, vendor.company_name])),
    trucks: new Map(trucks.map((truck) => [normaliseTruckNumber(truck.truck_no), truck.truck_no])),
    rateByRoute: new Map(rates.map((rate) => [routeKey(rate.from_place, rate.to_place), rate.rate_paise])),
    froms: new Set(rates.map((rate) => rate.from_place)),
    tos: new Set(rates.map((rate) => rate.to_place)),
    today: localDate(),
  };
}

/** The file's numbers as the form's typed text, or the reasons they are refused. */
function typedNumbers(values: RowValues, problems: RowProblems): Record<string, string | undefined> {
  const read: Record<string, string | undefined> = {};
  for (const column of [...RUPEE_COLUMNS, ...TON_COLUMNS]) {
    const reading = readSheetNumber(values[column] ?? null, {
      rupees: column !== 'Weight' && column !== 'ActualWeight',
    });
    if (reading.ok) read[column] = reading.value ?? undefined;
    else problems.add({ column, message: reading.message });
  }
  return read;
}

/** An identifier column as the form's typed text: '' when a spreadsheet has changed its number, which is refused. */
function identifierText(values: RowValues, column: keyof typeof IMPORT_IDENTIFIERS.trips, problems: RowProblems) {
  const reading = readSheetIdentifier(values[column] ?? null, IMPORT_IDENTIFIERS.trips[column]);
  if (!reading.ok) problems.add({ column, message: reading.message });
  // Stryker disable next-line StringLiteral: equivalent, the refused cell's problem is listed first and nothing else reads the field
  return reading.ok ? textCell(reading.value) : '';
}

/** A number the form has no field for, read by the report editor's rule; null when blank. */
function extraNumber(typed: string | undefined, rule: typeof RUPEES, column: string, problems: RowProblems) {
  const reading = readNumberText(typed, rule);
  if (!reading.ok) problems.add({ column, message: reading.message });
  return reading.ok ? reading.value : null;
}

/**
 * Step 2, check: one row by the trip form's rules and the master data, alone, with every problem it has; `inFile`
 * knows the first row of each key before it. Freight is rate x weight, or the file's for a past trip when the
 * importer asks.
 */
function checkTripRow(
  references: TripReferences,
  { keepFileFreight }: TripImportOptions,
  inFile: FirstRows,
  values: RowValues,
  row: number,
  uncached: ReadonlySet<string>,
): TripRow | RowProblem[] {
  const { vendorByKey, trucks, rateByRoute, froms, tos, today } = references;
  const problems = new RowProblems(COLUMNS, uncached);
  const day = readSheetDate(values.localDate ?? null);
  if (!day.ok) problems.add({ column: 'localDate', message: day.message });
  else if (day.value === null) problems.add({ column: 'localDate', message: TRIP_MESSAGES.fieldRequired });
  else if (day.value > today) problems.add({ column: 'localDate', message: IMPORT_MESSAGES.futureDate });
  const typed = typedNumbers(values, problems);
  const { complete, fields } = readFields(
    tripInputSchema,
    {
      TruckNumber: textCell(values.TruckNumber),
      DONumber: identifierText(values, 'DONumber', problems),
      DriverName: textCell(values.DriverName),
      Vendor: textCell(values.Vendor),
      DestinationFrom: textCell(values.DestinationFrom),
      DestinationTo: textCell(values.DestinationTo),
      TruckType: textCell(values.TruckType),
      TransactionStatus: textCell(values.TransactionStatus),
      DieselSlipNumber: identifierText(values, 'DieselSlipNumber', problems),
      Weight: typed.Weight,
      DieselAmount: typed.DieselAmount,
      Advance: typed.Advance,
      Toll: typed.Toll,
      Adblue: typed.Adblue,
      Greasing: typed.Greasing,
    },
    (path) => String(path[0]),
    problems,
  );
  // The key as written, known truck or not: a repeat is named before the master data is checked.
  if (fields.TruckNumber && day.ok && day.value !== null && !problems.has('TruckNumber') && !problems.has('DONumber')) {
    const repeat = inFile.repeat(tripKey(fields.TruckNumber, fields.DONumber ?? '', day.value), row, 'DONumber');
    if (repeat) problems.add(repeat);
  }
  // Stryker disable StringLiteral: equivalent, a field is missing only when its rule refused it, and then tripFieldProblems asks nothing of it
  const vendor = vendorByKey.get((fields.Vendor ?? '').toLowerCase());
  const from = normalisePlace(fields.DestinationFrom ?? '');
  const to = normalisePlace(fields.DestinationTo ?? '');
  // Stryker restore StringLiteral
  if (fields.TransactionStatus === 'Billed') {
    problems.add({ column: 'TransactionStatus', message: IMPORT_MESSAGES.billedStatus });
  }
  const formProblems = tripFieldProblems(
    fields,
    {
      hasTruck: (truckNo) => trucks.has(truckNo),
      hasVendor: () => vendor !== undefined,
      hasFrom: () => froms.has(from),
      hasTo: () => tos.has(to),
    },
    false,
  );
  problems.add(...formProblems.map(({ field, message }) => ({ column: field, message })));
  const actualWeight = extraNumber(typed.ActualWeight, TONS, 'ActualWeight', problems);
  const short = extraNumber(typed.Short, RUPEES, 'Short', problems);
  const fileFreight = extraNumber(typed.Freight, RUPEES, 'Freight', problems);
  if (!complete || problems.size > 0 || !vendor || !day.ok || day.value === null) return problems.list();
  const columns = toTripColumns(fields);
  const ratePaise = rateByRoute.get(routeKey(from, to)) ?? 0;
  const typedFreightPaise = fileFreight === null ? null : toPaise(fileFreight);
  const fileFreightPaise = keepFileFreight && day.value < today ? typedFreightPaise : null;
  // Literals with every field, no spreads: spreads on the per-row path cost 8 kB of garbage a row (50,000 rows: 400 MB).
  return {
    columns: {
      truck_no: trucks.get(columns.truck_no) ?? columns.truck_no,
      do_number: columns.do_number,
      driver_name: columns.driver_name,
      vendor_id: vendor.id,
      destination_from: from,
      destination_to: to,
      truck_type: columns.truck_type,
      status: columns.status,
      weight_kg: columns.weight_kg,
      actual_weight_kg: actualWeight === null ? null : Math.round(actualWeight * 1000),
      rate_paise: ratePaise,
      freight_paise: fileFreightPaise ?? freightPaise(ratePaise, columns.weight_kg),
      tds_rate_bps: vendor.tds_rate_bps,
      diesel_paise: columns.diesel_paise,
      diesel_slip_number: columns.diesel_slip_number,
      short_paise: short === null ? null : toPaise(short),
      advance_paise: columns.advance_paise,
      toll_paise: columns.toll_paise,
      adblue_paise: columns.adblue_paise,
      greasing_paise: columns.greasing_paise,
      bill_id: null,
      local_date: day.value,
    },
    fileFreightPaise,
    typedFreightPaise,
    doNumberCell: numberCell(values.DONumber),
    slipNumberCell: numberCell(values.DieselSlipNumber),
  };
}

/** The preview's name and reading of each compared column. */
function shownTripColumns({ vendorNameById }: TripReferences): ShownColumn[] {
  const vendorName = (id: unknown) => (typeof id === 'string' ? (vendorNameById.get(id) ?? id) : '');
  return [
    // Stryker disable next-line StringLiteral: equivalent, the DO number is part of the key, matched exactly, so an update never changes it
    { stored: 'do_number', column: 'DONumber', show: shown.text },
    { stored: 'driver_name', column: 'DriverName', show: shown.text },
    { stored: 'vendor_id', column: 'Vendor', show: vendorName },
    { stored: 'destination_from', column: 'DestinationFrom', show: shown.text },
    { stored: 'destination_to', column: 'DestinationTo', show: shown.text },
    { stored: 'truck_type', column: 'TruckType', show: shown.text },
    { stored: 'status', column: 'TransactionStatus', show: shown.text },
    { stored: 'weight_kg', column: 'Weight', show: shown.tons },
    { stored: 'actual_weight_kg', column: 'ActualWeight', show: shown.tons },
    { stored: 'rate_paise', column: 'Rate', show: shown.rupees },
    { stored: 'freight_paise', column: 'Freight', show: shown.rupees },
    { stored: 'tds_rate_bps', column: 'TDS_Rate', show: shown.percent },
    { stored: 'diesel_paise', column: 'DieselAmount', show: shown.rupees },
    { stored: 'diesel_slip_number', column: 'DieselSlipNumber', show: shown.text },
    { stored: 'short_paise', column: 'Short', show: shown.rupees },
    { stored: 'advance_paise', column: 'Advance', show: shown.rupees },
    { stored: 'toll_paise', column: 'Toll', show: shown.rupees },
    { stored: 'adblue_paise', column: 'Adblue', show: shown.rupees },
    { stored: 'greasing_paise', column: 'Greasing', show: shown.rupees },
  ];
}

/** What the preview points out in a trip to be written, without refusing it: an Amount below zero, a Freight not rate x weight. */
function tripWarnings(columns: TripValues, { fileFreightPaise, typedFreightPaise }: TripRow): RowProblem[] | undefined {
  const warnings: RowProblem[] = [];
  const amount = tripAmountPaise({
    freight: columns.freight_paise,
    tdsRateBasisPoints: columns.tds_rate_bps,
    short: columns.short_paise,
    diesel: columns.diesel_paise,
    advance: columns.advance_paise,
    toll: columns.toll_paise,
    adblue: columns.adblue_paise,
    greasing: columns.greasing_paise,
  });
  if (amount < 0) warnings.push({ column: 'Amount', message: IMPORT_MESSAGES.amountBelowZero(fromPaise(amount)) });
  const rateTimesWeight = freightPaise(columns.rate_paise, columns.weight_kg);
  if (typedFreightPaise !== null && typedFreightPaise !== rateTimesWeight) {
    warnings.push({
      column: 'Freight',
      message: IMPORT_MESSAGES.freightDiffers(
        fromPaise(typedFreightPaise),
        fromPaise(rateTimesWeight),
        fileFreightPaise !== null,
      ),
    });
  }
  return warnings.length > 0 ? warnings : undefined;
}

/** The earliest and latest of some YYYY-MM-DD days, in one pass; null for none. */
function dayRange(days: readonly string[]): { first: string; last: string } | null {
  let range: { first: string; last: string } | null = null;
  for (const day of days) {
    if (range === null) range = { first: day, last: day };
    else if (day < range.first) range.first = day;
    else if (day > range.last) range.last = day;
  }
  return range;
}

/**
 * Step 3, decide: each checked row against the stored trips of its day. A row in a closed period, on a bill or
 * matching two trips is refused; an existing trip keeps its rate and TDS rate as an edit does.
 */
async function decideTripRows(
  db: Database,
  references: TripReferences,
  rows: CheckedRow<TripRow>[],
): Promise<Decision<TripRow>[]> {
  const days = dayRange(rows.map(({ value }) => value.columns.local_date));
  const stored = days ? await tripsBetween(db, days.first, days.last) : [];
  const closedThrough = await getBooksClosedThrough(db);
  const shownColumns = shownTripColumns(references);
  const byKey = new Map<string, TripTable[]>();
  // A stored DO number that a number cell would show otherwise (0042 as 42, 007.5 or 7.50 as 7.5), by its key as that
  // number: a cell holding it has lost zeros.
  const byUnpaddedKey = new Map<string, TripTable>();
  for (const trip of stored) {
    const key = tripKey(trip.truck_no, trip.do_number, trip.local_date);
    byKey.set(key, [...(byKey.get(key) ?? []), trip]);
    const asNumber = String(Number(trip.do_number));
    // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, a DO number shown as itself is found by its own key first (byKey), so this index is only read for the others
    if (/^\d+(\.\d+)?$/.test(trip.do_number) && asNumber !== trip.do_number) {
      byUnpaddedKey.set(tripKey(trip.truck_no, asNumber, trip.local_date), trip);
    }
    await giveWay();
  }
  const decisions: Decision<TripRow>[] = [];
  for (const checked of rows) {
    decisions.push(decideTripRow(checked));
    // A 50,000-row file is decided in turns, so other requests are answered meanwhile.
    await giveWay();
  }
  return decisions;

  function decideTripRow({ row, value }: CheckedRow<TripRow>): Decision<TripRow> {
    const { columns } = value;
    const key = tripKey(columns.truck_no, columns.do_number, columns.local_date);
    const matches = byKey.get(key) ?? [];
    const [existing] = matches;
    const problems: RowProblem[] = [];
    const closed = periodClosedProblem(columns.local_date, closedThrough);
    if (closed) problems.push({ column: 'localDate', message: closed });
    const doNumber = readSheetIdentifier(
      value.doNumberCell,
      IMPORT_IDENTIFIERS.trips.DONumber,
      existing ? null : byUnpaddedKey.get(key)?.do_number,
    );
    if (!doNumber.ok) problems.push({ column: 'DONumber', message: doNumber.message });
    else if (matches.length > 1) problems.push({ column: 'DONumber', message: IMPORT_MESSAGES.ambiguousKey });
    if (existing) {
      const slip = readSheetIdentifier(
        value.slipNumberCell,
        IMPORT_IDENTIFIERS.trips.DieselSlipNumber,
        existing.diesel_slip_number,
      );
      if (!slip.ok) problems.push({ column: 'DieselSlipNumber', message: slip.message });
      if (existing.bill_id !== null) {
        problems.push({ column: 'TransactionStatus', message: IMPORT_MESSAGES.billed(existing.bill_id) });
      }
    }
    if (problems.length > 0) return { row, action: 'refused', problems };
    if (!existing) return { row, action: 'create', value, warnings: tripWarnings(columns, value) };
    // As the form edits a trip: the stored rate stays on the same route, the stored TDS rate with the same vendor.
    const sameRoute =
      columns.destination_from === existing.destination_from && columns.destination_to === existing.destination_to;
    const ratePaise = sameRoute ? existing.rate_paise : columns.rate_paise;
    const next = {
      ...columns,
      rate_paise: ratePaise,
      freight_paise: value.fileFreightPaise ?? freightPaise(ratePaise, columns.weight_kg),
      tds_rate_bps: columns.vendor_id === existing.vendor_id ? existing.tds_rate_bps : columns.tds_rate_bps,
    };
    const [before, after] = [pick(existing), pick(next)];
    if (sameColumns(before, after)) return { row, action: 'unchanged' };
    return {
      row,
      action: 'update',
      value: { ...value, columns: next },
      id: existing.id,
      before,
      changes: changedValues(before, after, shownColumns),
      warnings: tripWarnings(next, value),
    };
  }
}

/**
 * Step 4, write: builds the updates and the new trips with their audit entries, and returns the writer the import's
 * one transaction runs. New trips get their ids in the file's date order.
 */
function tripWriter(
  decisions: Decision<TripRow>[],
  { actor, fileName }: ImportSource,
): (trx: Database) => Promise<void> {
  const now = new Date().toISOString();
  const imported = (row: number) => ({ imported: { file: fileName, row, user: actor.username } });
  const audit = (action: 'create' | 'update', id: string, newValues: object, oldValues?: object) =>
    auditRow(
      {
        actor: actor.username,
        action,
        entity: 'trip',
        entityId: id,
        oldValues: oldValues as Record<string, unknown> | undefined,
        newValues: newValues as Record<string, unknown>,
      },
      now,
    );
  /** The updates, and the new trips grouped by day, in one pass that gives way as it goes. */
  async function sorted() {
    const updates: { id: string; changes: Updateable<TripTable>; audit: Insertable<AuditLogTable> }[] = [];
    // Trip ids follow the file's dates: the earliest trip gets the lowest number, a day's trips in the file's order.
    // The rows are grouped by day and the days sorted: sorting 50,000 rows held other requests up for a tenth of a
    // second.
    const createsByDay = new Map<string, { row: number; columns: TripValues }[]>();
    let earliest: string | undefined;
    for (const decision of decisions) {
      if (decision.action === 'update' || decision.action === 'create') {
        const day = decision.value.columns.local_date;
        if (earliest === undefined || day < earliest) earliest = day;
      }
      if (decision.action === 'update') {
        const changes = pick(decision.value.columns);
        const entry = audit('update', decision.id, { ...changes, ...imported(decision.row) }, decision.before);
        updates.push({ id: decision.id, changes: { ...changes, updated_at: now }, audit: entry });
      }
      if (decision.action === 'create') {
        const { columns } = decision.value;
        const day = createsByDay.get(columns.local_date) ?? [];
        if (day.length === 0) createsByDay.set(columns.local_date, day);
        day.push({ row: decision.row, columns });
      }
      await giveWay();
    }
    const creates = [...createsByDay.keys()].toSorted().flatMap((day) => createsByDay.get(day) ?? []);
    return { updates, creates, earliest };
  }
  // One batch at a time: the rows and their audits are built as they are written, never all 50,000 at once.
  function* tripRows(creates: readonly { columns: TripValues }[], first: number): Generator<TripTable> {
    for (const [i, { columns }] of creates.entries()) {
      const seq = first + i;
      yield {
        id: `T${seq}`,
        seq,
        username: actor.username,
        user_profile: actor.profile,
        truck_no: columns.truck_no,
        do_number: columns.do_number,
        driver_name: columns.driver_name,
        vendor_id: columns.vendor_id,
        destination_from: columns.destination_from,
        destination_to: columns.destination_to,
        truck_type: columns.truck_type,
        status: columns.status,
        weight_kg: columns.weight_kg,
        actual_weight_kg: columns.actual_weight_kg,
        rate_paise: columns.rate_paise,
        freight_paise: columns.freight_paise,
        tds_rate_bps: columns.tds_rate_bps,
        diesel_paise: columns.diesel_paise,
        diesel_slip_number: columns.diesel_slip_number,
        short_paise: columns.short_paise,
        advance_paise: columns.advance_paise,
        toll_paise: columns.toll_paise,
        adblue_paise: columns.adblue_paise,
        greasing_paise: columns.greasing_paise,
        bill_id: columns.bill_id,
        local_date: columns.local_date,
        local_time: '00:00:00',
        created_at: now,
        updated_at: now,
      };
    }
  }
  function* auditRows(
    updates: readonly { audit: Insertable<AuditLogTable> }[],
    creates: readonly { row: number; columns: TripValues }[],
    first: number,
  ) {
    for (const update of updates) yield update.audit;
    // The audit takes the row's columns with where they came from.
    for (const [i, { row, columns }] of creates.entries()) {
      yield audit('create', `T${first + i}`, { ...columns, ...imported(row) });
    }
  }
  return async (trx) => {
    const { updates, creates, earliest } = await sorted();
    // The books may have been closed since the preview.
    if (earliest !== undefined) await refuseClosedPeriod(trx, earliest);
    for (const update of updates) {
      if (!(await updateUnbilledTrip(trx, update.id, update.changes))) throw conflict(TRIP_MESSAGES.billed);
    }
    // Ids come from the counter inside the transaction.
    const first = creates.length > 0 ? await reserveNumbers(trx, 'trip', creates.length) : 0;
    await insertInBatches(trx, 'trips', tripRows(creates, first));
    await insertInBatches(trx, 'audit_log', auditRows(updates, creates, first));
  };
}

/**
 * Past trips by truck number + DO number + date, in four steps: read the master data, check each row by the trip
 * form's rules, decide against the stored trips, write in one transaction. Billed trips are refused.
 */
export async function tripImport(db: Database, options: TripImportOptions): Promise<KindImport<TripRow>> {
  const references = await readTripReferences(db);
  const inFile = new FirstRows();
  return {
    check: (values, row, uncached) => checkTripRow(references, options, inFile, values, row, uncached),
    decide: (rows, executor) => decideTripRows(executor, references, rows),
    prepare: tripWriter,
  };
}
