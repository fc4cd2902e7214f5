import {
  CHAT_FILE_TYPES,
  type NumberTextRule,
  type PaymentEntry,
  RUPEES,
  TONS,
  TRIP_STATUSES,
  WHOLE_RUPEES,
  billBalancePaise,
  businessSettingsSchema,
  documentEntryProblem,
  freightInputSchema,
  freightPaise,
  fromBasisPoints,
  fromPaise,
  isCalendarDay,
  isValidUsername,
  netPaidPaise,
  normaliseRemarks,
  paymentRequestSchema,
  paymentReversalSchema,
  readNumberText,
  remarksProblem,
  squeezeSpaces,
  stripInvisible,
  truckNumberSchema,
  vehicleAddSchema,
  vendorInputSchema,
  vendorRequestSchema,
} from '@freightdesk/domain';
import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../src/db/database.ts';
import { detectFileType } from '../../src/http/file-type.ts';

/**
 * The oracle of the fuzz suite: every stored row read back must pass the domain's own rules (packages/domain), as if
 * it were typed again. Money is stored in paise, weights in kilograms and rates in basis points; they are read back
 * in rupees, tons and percent before the rules run. Returns one line per broken rule, empty when every row holds.
 */
export function createStoredRowChecker(db: Database) {
  /** Files are checked once each: their content does not change and can be a megabyte. */
  const checkedFiles = new Set<string>();

  return async function storedRowProblems(): Promise<string[]> {
    const problems: string[] = [];
    const broken = (where: string, rule: string, value: unknown) =>
      problems.push(`${where}: ${rule} (${JSON.stringify(value)?.slice(0, 200)})`);
    const check = (where: string, rule: string, holds: boolean, value: unknown) => {
      if (!holds) broken(where, rule, value);
    };
    const number = (rule: NumberTextRule, value: number | null) => value === null || readNumberText(value, rule).ok;
    const visible = (text: string | null) => text === null || stripInvisible(text) === text;
    const truck = (value: string) => truckNumberSchema.safeParse(value).data === value;
    const tdsRate = (bps: number) => vendorInputSchema.shape.tdsRate.safeParse(fromBasisPoints(bps)).success;

    const [
      trips,
      vehicles,
      documents,
      vendors,
      rates,
      bills,
      settings,
      users,
      chats,
      chatFiles,
      files,
      payments,
      allocations,
    ] = await Promise.all([
      db.selectFrom('trips').selectAll().execute(),
      db.selectFrom('vehicles').selectAll().execute(),
      db.selectFrom('vehicle_documents').selectAll().execute(),
      db.selectFrom('vendors').selectAll().execute(),
      db.selectFrom('freight_rates').selectAll().execute(),
      db.selectFrom('bills').selectAll().execute(),
      db.selectFrom('settings').selectAll().execute(),
      db.selectFrom('users').select(['id', 'username']).execute(),
      db.selectFrom('chats').select(['id', 'name']).execute(),
      db.selectFrom('chat_files').select(['file_name']).execute(),
      db.selectFrom('files').select(['id', 'file_name']).execute(),
      db.selectFrom('payments').selectAll().execute(),
      db
        .selectFrom('payment_allocations')
        .innerJoin('payments', 'payments.id', 'payment_allocations.payment_id')
        .select(['payment_allocations.bill_id', 'payment_allocations.amount_paise', 'payments.reverses'])
        .execute(),
    ]);

    for (const trip of trips) {
      const at = `trips ${trip.id}`;
      check(at, 'truck number', truck(trip.truck_no), trip.truck_no);
      for (const column of ['weight_kg', 'actual_weight_kg'] as const) {
        const kg = trip[column];
        check(at, `${column} in tons`, number(TONS, kg === null ? null : kg / 1000), kg);
      }
      for (const column of [
        'rate_paise',
        'freight_paise',
        'diesel_paise',
        'short_paise',
        'toll_paise',
        'adblue_paise',
        'greasing_paise',
      ] as const) {
        const paise = trip[column];
        check(at, `${column} in rupees`, number(RUPEES, paise === null ? null : fromPaise(paise)), paise);
      }
      const advance = trip.advance_paise;
      check(at, 'advance in whole rupees', number(WHOLE_RUPEES, advance === null ? null : fromPaise(advance)), advance);
      check(at, 'freight = rate x weight', trip.freight_paise === freightPaise(trip.rate_paise, trip.weight_kg), [
        trip.freight_paise,
        trip.rate_paise,
        trip.weight_kg,
      ]);
      check(at, 'TDS rate', tdsRate(trip.tds_rate_bps), trip.tds_rate_bps);
      check(at, 'local date', isCalendarDay(trip.local_date), trip.local_date);
      check(at, 'status', (TRIP_STATUSES as readonly string[]).includes(trip.status), trip.status);
      check(at, 'Billed exactly when on a bill', (trip.status === 'Billed') === (trip.bill_id !== null), trip);
      for (const column of [
        'driver_name',
        'do_number',
        'diesel_slip_number',
        'destination_from',
        'destination_to',
      ] as const)
        check(at, `${column} without invisible characters`, visible(trip[column]), trip[column]);
    }

    for (const vehicle of vehicles) {
      const at = `vehicles ${vehicle.truck_no}`;
      const parsed = vehicleAddSchema.safeParse({
        truck_no: vehicle.truck_no,
        make: vehicle.make,
        companyOwner: vehicle.company_owner,
        documents: {},
      });
      check(
        at,
        'vehicle schema, as stored',
        parsed.success &&
          parsed.data.truck_no === vehicle.truck_no &&
          (parsed.data.make ?? '') === vehicle.make &&
          (parsed.data.companyOwner ?? '') === vehicle.company_owner,
        vehicle,
      );
      check(
        at,
        'make and owner without invisible characters',
        visible(vehicle.make) && visible(vehicle.company_owner),
        vehicle,
      );
    }

    for (const document of documents) {
      const at = `vehicle_documents ${document.truck_no}/${document.field_name}`;
      const { start_date: startDate, end_date: endDate } = document;
      check(at, 'real calendar days', isCalendarDay(startDate) && isCalendarDay(endDate), [startDate, endDate]);
      check(at, 'dates in order', documentEntryProblem({ hasFile: true, startDate, endDate }) === null, [
        startDate,
        endDate,
      ]);
    }

    for (const vendor of vendors) {
      const stored = {
        addressLine1: vendor.address_line1,
        addressLine2: vendor.address_line2,
        city: vendor.city,
        state: vendor.state,
        pinCode: vendor.pin_code,
        companyName: vendor.company_name,
        companyOwner: vendor.company_owner,
        tdsRate: fromBasisPoints(vendor.tds_rate_bps),
        pan: vendor.pan ?? '',
        gst: vendor.gst ?? '',
        gstApplicable: vendor.gst_applicable,
        email: vendor.email,
        mobile: vendor.mobile,
        bankName: vendor.bank_name,
        bankAccount: vendor.bank_account,
        ifscCode: vendor.ifsc_code,
      };
      const parsed = vendorRequestSchema.safeParse(stored);
      check(
        `vendors ${vendor.id}`,
        'vendor schema, as stored',
        parsed.success && isDeepStrictEqual(parsed.data, stored),
        stored,
      );
    }

    for (const rate of rates) {
      const stored = {
        from_destination: rate.from_place,
        to_destination: rate.to_place,
        rate: fromPaise(rate.rate_paise),
      };
      const parsed = freightInputSchema.safeParse(stored);
      check(
        `freight_rates ${rate.id}`,
        'freight schema, as stored',
        parsed.success && isDeepStrictEqual(parsed.data, stored),
        stored,
      );
    }

    for (const bill of bills) {
      const at = `bills ${bill.id}`;
      check(at, 'local date', isCalendarDay(bill.local_date), bill.local_date);
      const remarks = JSON.parse(bill.remarks) as { text: string; amount: number }[];
      check(
        at,
        'remarks, as stored',
        remarksProblem(remarks) === null && isDeepStrictEqual(normaliseRemarks(remarks), remarks),
        remarks,
      );
      check(
        at,
        'whole paise, GST not negative',
        Number.isSafeInteger(bill.final_paise) && Number.isSafeInteger(bill.gst_paise) && bill.gst_paise >= 0,
        [bill.gst_paise, bill.final_paise],
      );
    }

    const finalPaise = new Map(bills.map((bill) => [bill.id, bill.final_paise]));
    for (const row of payments) {
      const at = `payments ${row.id}`;
      if (row.reverses === null) {
        const stored = {
          billId: row.bill_id,
          amount: fromPaise(row.amount_paise),
          date: row.date,
          mode: row.mode,
          reference: row.reference,
          note: row.note,
        };
        const parsed = paymentRequestSchema.safeParse(stored);
        check(at, 'payment schema, as stored', parsed.success && isDeepStrictEqual(parsed.data, stored), stored);
      } else {
        const parsed = paymentReversalSchema.safeParse({ reason: row.reason });
        check(at, 'reversal', isCalendarDay(row.date) && parsed.data?.reason === row.reason, row);
      }
    }
    const paidByBill = new Map<string, PaymentEntry[]>();
    for (const row of allocations)
      paidByBill.set(row.bill_id, [
        ...(paidByBill.get(row.bill_id) ?? []),
        { amountPaise: row.amount_paise, reverses: row.reverses },
      ]);
    for (const [billId, entries] of paidByBill) {
      const total = finalPaise.get(billId);
      const paid = netPaidPaise(entries);
      check(
        `bills ${billId}`,
        'paid no more than the bill',
        total !== undefined && billBalancePaise(total, paid) >= 0,
        [total, paid],
      );
    }

    const storedSettings = Object.fromEntries(settings.map((row) => [row.key, row.value]));
    const parsedSettings = businessSettingsSchema.partial().safeParse(storedSettings);
    check(
      'settings',
      'settings schema, as stored',
      parsedSettings.success &&
        Object.entries(storedSettings).every(([key, value]) => String(parsedSettings.data[key as never]) === value),
      storedSettings,
    );

    for (const user of users) check(`users ${user.id}`, 'username', isValidUsername(user.username), user.username);
    for (const chat of chats)
      check(`chats ${chat.id}`, 'group name', chat.name === null || squeezeSpaces(chat.name) === chat.name, chat.name);
    for (const file of chatFiles)
      check('chat_files', 'name without invisible characters', visible(file.file_name), file.file_name);

    for (const { id } of files.filter((file) => !checkedFiles.has(file.id))) {
      const file = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const data = Buffer.from(file.data);
      const kind = CHAT_FILE_TYPES.find(({ type }) => type === detectFileType(data, file.file_name));
      const extension = /\.([a-z0-9]+)$/i.exec(file.file_name)?.[1]?.toLowerCase() ?? '';
      check(`files ${id}`, 'name without invisible characters', visible(file.file_name), file.file_name);
      check(
        `files ${id}`,
        'name, type and content agree',
        kind !== undefined && kind.type === file.content_type && kind.extensions.includes(extension),
        [file.file_name, file.content_type, data.subarray(0, 8).toString('latin1')],
      );
      checkedFiles.add(id);
    }
    return problems;
  };
}
