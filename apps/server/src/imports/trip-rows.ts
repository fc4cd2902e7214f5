import {
  IMPORT_MESSAGES,
  RUPEES,
  TONS,
  TRIP_MESSAGES,
  type TripFields,
  freightPaise,
  fromPaise,
  localDate,
  normalisePlace,
  periodClosedProblem,
  readNumberText,
  readSheetDate,
  readSheetNumber,
  toPaise,
  tripAmountPaise,
  tripFieldProblems,
  tripInputSchema,
} from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import type { TripTable } from '../db/schema.ts';
import { conflict } from '../http/app-error.ts';
import { refuseClosedPeriod } from '../settings/books-closed.ts';
import { getBooksClosedThrough } from '../settings/settings.repository.ts';
import { toTripColumns } from '../trips/trip.mapper.ts';
import { updateUnbilledTrip } from '../trips/trip.repository.ts';
import {
  type CheckedRow,
  type Decision,
  type ImportSource,
  type KindImport,
  type RowProblem,
  type RowValues,
  type ShownColumn,
  changedValues,
  sameColumns,
  schemaProblems,
  shown,
  textCell,
} from './import-kind.ts';
import { auditRow, insertInBatches, reserveNumbers, tripReferences, tripsBetween } from './import.repository.ts';

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
}

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

const tripKey = (truckNo: string, doNumber: string, day: string) => `${truckNo}\u0000${doNumber}\u0000${day}`;
const routeKey = (from: string, to: string) => `${from}\u0000${to}`;
const pick = (row: Partial<TripValues>) => Object.fromEntries(COMPARED.map((key) => [key, row[key] ?? null]));

export interface TripImportOptions {
  keepFileFreight: boolean;
}

/** What every row is checked against, read once per file. */
interface TripReferences {
  vendorByKey: Map<string, { id: string; tds_rate_bps: number }>;
  vendorNameById: Map<string, string>;
  truckNumbers: Set<string>;
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
    truckNumbers: new Set(trucks.map((truck) => truck.truck_no)),
    rateByRoute: new Map(rates.map((rate) => [routeKey(rate.from_place, rate.to_place), rate.rate_paise])),
    froms: new Set(rates.map((rate) => rate.from_place)),
    tos: new Set(rates.map((rate) => rate.to_place)),
    today: localDate(),
  };
}

/** The file's numbers as the form's typed text, or the reasons they are refused. */
function typedNumbers(values: RowValues, problems: RowProblem[]): Record<string, string | undefined> {
  const read: Record<string, string | undefined> = {};
  for (const column of [...RUPEE_COLUMNS, ...TON_COLUMNS]) {
    const reading = readSheetNumber(values[column] ?? null, {
      rupees: column !== 'Weight' && column !== 'ActualWeight',
    });
    if (reading.ok) read[column] = reading.value ?? undefined;
    else problems.push({ column, message: reading.message });
  }
  return read;
}

/** A number the form has no field for, read by the report editor's rule; null when blank. */
function extraNumber(typed: string | undefined, rule: typeof RUPEES, column: string, problems: RowProblem[]) {
  const reading = readNumberText(typed, rule);
  if (!reading.ok) problems.push({ column, message: reading.message });
  return reading.ok ? reading.value : null;
}

/**
 * Step 2, check: one row by the trip form's rules and the master data, alone; `inFile` holds the keys of the rows
 * before it. Freight is rate x weight, or the file's for a past trip when the importer asks.
 */
function checkTripRow(
  references: TripReferences,
  { keepFileFreight }: TripImportOptions,
  inFile: Set<string>,
  values: RowValues,
): TripRow | RowProblem[] {
  const { vendorByKey, truckNumbers, rateByRoute, froms, tos, today } = references;
  const problems: RowProblem[] = [];
  const day = readSheetDate(values.localDate ?? null);
  if (!day.ok) problems.push({ column: 'localDate', message: day.message });
  else if (day.value === null) problems.push({ column: 'localDate', message: TRIP_MESSAGES.fieldRequired });
  else if (day.value > today) problems.push({ column: 'localDate', message: IMPORT_MESSAGES.futureDate });
  const typed = typedNumbers(values, problems);
  const parsed = tripInputSchema.safeParse({
    TruckNumber: textCell(values.TruckNumber),
    DONumber: textCell(values.DONumber),
    DriverName: textCell(values.DriverName),
    Vendor: textCell(values.Vendor),
    DestinationFrom: textCell(values.DestinationFrom),
    DestinationTo: textCell(values.DestinationTo),
    TruckType: textCell(values.TruckType),
    TransactionStatus: textCell(values.TransactionStatus),
    DieselSlipNumber: textCell(values.DieselSlipNumber),
    Weight: typed.Weight,
    DieselAmount: typed.DieselAmount,
    Advance: typed.Advance,
    Toll: typed.Toll,
    Adblue: typed.Adblue,
    Greasing: typed.Greasing,
  });
  if (!parsed.success) return [...problems, ...schemaProblems(parsed.error.issues, (path) => String(path[0]))];
  const fields: TripFields = parsed.data;
  const vendor = vendorByKey.get((fields.Vendor ?? '').toLowerCase());
  const from = normalisePlace(fields.DestinationFrom ?? '');
  const to = normalisePlace(fields.DestinationTo ?? '');
  if (fields.TransactionStatus === 'Billed') {
    problems.push({ column: 'TransactionStatus', message: IMPORT_MESSAGES.billedStatus });
  }
  const formProblems = tripFieldProblems(
    fields,
    {
      hasTruck: (truckNo) => truckNumbers.has(truckNo),
      hasVendor: () => vendor !== undefined,
      hasFrom: () => froms.has(from),
      hasTo: () => tos.has(to),
    },
    false,
  );
  for (const { field, message } of formProblems) {
    if (field !== 'TransactionStatus' || fields.TransactionStatus !== 'Billed')
      problems.push({ column: field, message });
  }
  const actualWeight = extraNumber(typed.ActualWeight, TONS, 'ActualWeight', problems);
  const short = extraNumber(typed.Short, RUPEES, 'Short', problems);
  const fileFreight = extraNumber(typed.Freight, RUPEES, 'Freight', problems);
  if (problems.length > 0 || !vendor || !day.ok || day.value === null) return problems;
  const key = tripKey(fields.TruckNumber ?? '', fields.DONumber ?? '', day.value);
  if (inFile.has(key)) return [{ column: 'DONumber', message: IMPORT_MESSAGES.duplicateKey }];
  inFile.add(key);
  const columns = toTripColumns(fields);
  const ratePaise = rateByRoute.get(routeKey(from, to)) ?? 0;
  const typedFreightPaise = fileFreight === null ? null : toPaise(fileFreight);
  const fileFreightPaise = keepFileFreight && day.value < today ? typedFreightPaise : null;
  // Literals with every field, no spreads: spreads on the per-row path cost 8 kB of garbage a row (50,000 rows: 400 MB).
  return {
    columns: {
      truck_no: columns.truck_no,
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
  };
}

/** The preview's name and reading of each compared column. */
function shownTripColumns({ vendorNameById }: TripReferences): ShownColumn[] {
  const vendorName = (id: unknown) => (typeof id === 'string' ? (vendorNameById.get(id) ?? id) : '');
  return [
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

/**
 * Step 3, decide: each checked row against the stored trips of its day. A row in a closed period, on a bill or
 * matching two trips is refused; an existing trip keeps its rate and TDS rate as an edit does.
 */
async function decideTripRows(
  db: Database,
  references: TripReferences,
  rows: CheckedRow<TripRow>[],
): Promise<Decision<TripRow>[]> {
  const days = rows.map(({ value }) => value.columns.local_date).toSorted();
  const stored = days.length === 0 ? [] : await tripsBetween(db, days[0] ?? '', days.at(-1) ?? '');
  const closedThrough = await getBooksClosedThrough(db);
  const shownColumns = shownTripColumns(references);
  const byKey = new Map<string, TripTable[]>();
  for (const trip of stored) {
    const key = tripKey(trip.truck_no, trip.do_number, trip.local_date);
    byKey.set(key, [...(byKey.get(key) ?? []), trip]);
  }
  return rows.map(({ row, value }): Decision<TripRow> => {
    const { columns } = value;
    const closed = periodClosedProblem(columns.local_date, closedThrough);
    if (closed) return { row, action: 'refused', problems: [{ column: 'localDate', message: closed }] };
    const matches = byKey.get(tripKey(columns.truck_no, columns.do_number, columns.local_date)) ?? [];
    const [existing] = matches;
    if (!existing) return { row, action: 'create', value, warnings: tripWarnings(columns, value) };
    if (matches.length > 1) {
      return { row, action: 'refused', problems: [{ column: 'DONumber', message: IMPORT_MESSAGES.ambiguousKey }] };
    }
    if (existing.bill_id !== null) {
      return {
        row,
        action: 'refused',
        problems: [{ column: 'TransactionStatus', message: IMPORT_MESSAGES.billed(existing.bill_id) }],
      };
    }
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
  });
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
  const updates = decisions.flatMap((decision) => {
    if (decision.action !== 'update') return [];
    const changes = pick(decision.value.columns);
    const entry = audit('update', decision.id, { ...changes, ...imported(decision.row) }, decision.before);
    return [{ id: decision.id, changes: { ...changes, updated_at: now }, audit: entry }];
  });
  // Trip ids follow the file's dates: the earliest trip gets the lowest number.
  const creates = decisions
    .flatMap((decision) =>
      decision.action === 'create' ? [{ row: decision.row, columns: decision.value.columns }] : [],
    )
    .toSorted((a, b) => a.columns.local_date.localeCompare(b.columns.local_date) || a.row - b.row);
  // One batch at a time: the rows and their audits are built as they are written, never all 50,000 at once.
  function* tripRows(first: number): Generator<TripTable> {
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
  function* auditRows(first: number) {
    for (const update of updates) yield update.audit;
    // The audit takes the row's columns with where they came from.
    for (const [i, { row, columns }] of creates.entries()) {
      yield audit('create', `T${first + i}`, { ...columns, ...imported(row) });
    }
  }
  const earliest = decisions
    .flatMap((decision) => (decision.action === 'create' || decision.action === 'update' ? [decision] : []))
    .map((decision) => decision.value.columns.local_date)
    .toSorted()
    .at(0);
  return async (trx) => {
    // The books may have been closed since the preview.
    if (earliest !== undefined) await refuseClosedPeriod(trx, earliest);
    for (const update of updates) {
      if (!(await updateUnbilledTrip(trx, update.id, update.changes))) throw conflict(TRIP_MESSAGES.billed);
    }
    // Ids come from the counter inside the transaction.
    const first = creates.length > 0 ? await reserveNumbers(trx, 'trip', creates.length) : 0;
    await insertInBatches(trx, 'trips', tripRows(first));
    await insertInBatches(trx, 'audit_log', auditRows(first));
  };
}

/**
 * Past trips by truck number + DO number + date, in four steps: read the master data, check each row by the trip
 * form's rules, decide against the stored trips, write in one transaction. Billed trips are refused.
 */
export async function tripImport(db: Database, options: TripImportOptions): Promise<KindImport<TripRow>> {
  const references = await readTripReferences(db);
  const inFile = new Set<string>();
  return {
    check: (values) => checkTripRow(references, options, inFile, values),
    decide: (rows) => decideTripRows(db, references, rows),
    prepare: tripWriter,
  };
}
