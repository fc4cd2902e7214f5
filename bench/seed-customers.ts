/**
 * The customer side of the bench's data set (issues 32 and 33), generated beside the trips with a random source of its
 * own (the trips and bills stay as they were): 300 customers, one of them (the big customer) the consignor of a tenth
 * of the trips; their rates for the routes they send on (half raised a year ago); an LR on every trip, numbered per
 * financial year; GST invoices per customer and half month of the Delivered TBB and Paid LRs older than
 * UNINVOICED_DAYS (the newer ones are left for the bench to invoice); a few credit notes; and receipts net of TDS
 * (most invoices paid in full, some in part, some not yet, a few receipts reversed). Money and numbers follow the
 * domain's rules (freightPaise, invoiceTotals, creditNoteTotals, formatInvoiceNo), as the app writes them.
 */
import {
  type FreightTerms,
  GST_STATES,
  type GstStateCode,
  type LrStatus,
  addDays,
  creditNoteTotals,
  formatCreditNoteNo,
  formatInvoiceNo,
  formatLrNo,
  freightPaise,
  gstinCheckCharacter,
  invoiceDueDate,
  invoiceFinancialYear,
  invoiceTotals,
  lrFinancialYear,
  partyState,
  referenceKey,
  tdsPaise,
  toPaise,
} from '@freightdesk/domain';
import type {
  CreditNoteLineTable,
  CreditNoteTable,
  CustomerInvoiceTable,
  CustomerRateTable,
  CustomerReceiptTable,
  CustomerTable,
  FreightRateTable,
  InvoiceExtraChargeTable,
  InvoiceGstRateTable,
  InvoiceLineTable,
  LorryReceiptTable,
  ReceiptAllocationTable,
} from '../apps/server/src/db/schema.ts';
import type { TripRow } from '../apps/server/src/trips/trip.repository.ts';
import { BUSINESS_SETTINGS, type MasterData, SEED_DAYS, SURNAMES, dayBefore, prng } from './seed-data.ts';

export const CUSTOMER_COUNT = 300;
/** Share of all trips whose consignor is the first customer. */
export const BIG_CUSTOMER_SHARE = 0.1;
/** Delivered LRs younger than this are not invoiced yet: the bench invoices them. */
export const UNINVOICED_DAYS = 30;
const INVOICE_PERIOD_DAYS = 15;
/** An invoice is issued this many days after its period closes. */
const INVOICE_DELAY_DAYS = 2;
const CREDIT_NOTE_DELAY_DAYS = 5;
/** The domain's MAX_INVOICE_LRS: an invoice of the big customer closes early when it reaches it. */
const MAX_LINES = 500;
const SEEDED_BY = 'accounts.one';

const TRADES = ['Cement', 'Steel Traders', 'Agro Foods', 'Ceramics', 'Builders', 'Hardware', 'Chemicals', 'Textiles'];
const CUSTOMER_STATES: GstStateCode[] = ['29', '27', '36', '33', '30', '24', '32', '29'];
const TOWNS = ['Ballari', 'Pune', 'Hyderabad', 'Chennai', 'Margao', 'Surat', 'Kochi', 'Hubballi'];
const GOODS = [
  { goods: 'Cement', packing: 'Bags' },
  { goods: 'Iron ore', packing: 'Loose' },
  { goods: 'Steel coils', packing: 'Coils' },
  { goods: 'Rice', packing: 'Bags' },
  { goods: 'Tiles', packing: 'Boxes' },
];
const RECEIVERS = ['Site store', 'Ramesh Kulkarni', 'Godown in-charge', 'Anil Shetty', 'Security gate'];
const RECEIPT_MODES = ['NEFT', 'RTGS', 'Cheque'] as const;
/** The TDS customers deduct on freight, by customer (basis points). */
const CUSTOMER_TDS_BPS = [0, 100, 200];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = (n: number) => LETTERS[Math.abs(Math.floor(n)) % 26] ?? 'A';
const HOUR_MS = 3_600_000;

/** The office time of a day as UTC ISO. */
const at = (day: string, time: string) => new Date(Date.parse(`${day}T${time}+05:30`)).toISOString();

export interface CustomerMaster {
  customers: CustomerTable[];
  rates: CustomerRateTable[];
  gstRates: InvoiceGstRateTable[];
}

/** The customer the bench invoices: the big one. */
export const bigCustomer = (customers: CustomerMaster) => customers.customers[0] as CustomerTable;

/** Each route's regular consignors (besides the big customer, who sends on every route): three customers. */
const routeConsignors = (routeIndex: number) => [0, 1, 2].map((k) => 1 + ((routeIndex * 3 + k) % (CUSTOMER_COUNT - 1)));

function customerRow(i: number, now: string): CustomerTable {
  const surname = SURNAMES[i % SURNAMES.length] ?? 'Sharma';
  const name = `${surname} ${TRADES[Math.floor(i / SURNAMES.length) % TRADES.length] ?? 'Cement'}`;
  const code = CUSTOMER_STATES[i % CUSTOMER_STATES.length] ?? '29';
  const pan = `${letter(i / 676)}${letter(i / 26)}${letter(i)}C${surname.charAt(0)}${String(1000 + i)}${letter(i * 7)}`;
  const registered = i % 10 !== 7;
  const first14 = `${code}${pan}1Z`;
  return {
    id: `C${i + 1}`,
    name,
    name_key: name.toLowerCase(),
    gstin: registered ? `${first14}${gstinCheckCharacter(first14)}` : null,
    pan,
    address: `Plot ${i + 1}, Industrial Area, ${TOWNS[i % TOWNS.length] ?? 'Ballari'}`,
    state: GST_STATES[code],
    pin: String(560_001 + i),
    phone: String(9_800_000_000 + i * 7907),
    email: `accounts${i}@customer.example.in`,
    credit_days: i === 0 ? 30 : ([15, 30, 45, 60][i % 4] ?? 30),
    // Registered customers pay GST under reverse charge, but one in ten opted for forward charge; unregistered ones
    // cannot.
    reverse_charge: registered && i % 10 !== 3 ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
}

/** Customers, their route rates (from before the first trip; half raised a year ago) and the forward GST rates. */
export function customerMaster(master: MasterData, now: string, today: string): CustomerMaster {
  const customers = Array.from({ length: CUSTOMER_COUNT }, (_, i) => customerRow(i, now));
  const first = dayBefore(today, SEED_DAYS + 1);
  const raised = dayBefore(today, 365);
  const rates: CustomerRateTable[] = [];
  const addRate = (customer: CustomerTable, route: FreightRateTable, percent: number, validFrom: string) =>
    rates.push({
      id: `CR${rates.length + 1}`,
      customer_id: customer.id,
      from_place: route.from_place,
      to_place: route.to_place,
      rate_paise: Math.round((route.rate_paise * (100 + percent)) / 100 / 100) * 100,
      valid_from: validFrom,
      created_by: SEEDED_BY,
      created_at: now,
    });
  master.routes.forEach((route, r) => {
    for (const index of [0, ...routeConsignors(r)]) {
      const customer = customers[index] as CustomerTable;
      const percent = 10 + ((index + r) % 4) * 5;
      addRate(customer, route, percent, first);
      if ((index + r) % 2 === 0) addRate(customer, route, percent + 5, raised);
    }
  });
  const gstRates: InvoiceGstRateTable[] = [
    { valid_from: first, rate_bps: 500, created_by: SEEDED_BY, created_at: now },
    { valid_from: dayBefore(today, 400), rate_bps: 1200, created_by: SEEDED_BY, created_at: now },
  ];
  return { customers, rates, gstRates };
}

/** The rows of the customer side written with one day of trips. */
export interface CustomerRows {
  lrs: LorryReceiptTable[];
  invoices: CustomerInvoiceTable[];
  lines: InvoiceLineTable[];
  extras: InvoiceExtraChargeTable[];
  creditNotes: CreditNoteTable[];
  creditNoteLines: CreditNoteLineTable[];
  receipts: CustomerReceiptTable[];
  allocations: ReceiptAllocationTable[];
}

export const noCustomerRows = (): CustomerRows => ({
  lrs: [],
  invoices: [],
  lines: [],
  extras: [],
  creditNotes: [],
  creditNoteLines: [],
  receipts: [],
  allocations: [],
});

interface OpenLine {
  lr: LorryReceiptTable;
  trip: TripRow;
  ratePaise: number;
  freightPaise: number;
  /** Credited later by a credit note: its LR stands Delivered again. */
  credited: boolean;
}

interface OpenInvoice {
  customer: CustomerTable;
  openedDay: number;
  lines: OpenLine[];
}

type Scheduled = (rows: CustomerRows) => void;

/**
 * The customer side, a day at a time (oldest first, `day` days before `today`): `day` gives the rows to write with
 * that day's trips; `counters` the values of the series counters at the end.
 */
export function createCustomerSide(master: MasterData, customers: CustomerMaster, today: string) {
  const rnd = prng(33);
  const big = bigCustomer(customers);
  const routeIndex = new Map(master.routes.map((route, i) => [`${route.from_place}>${route.to_place}`, i]));
  const ratesOf = new Map<string, CustomerRateTable[]>();
  for (const rate of customers.rates) {
    const key = `${rate.customer_id}|${rate.from_place}>${rate.to_place}`;
    ratesOf.set(
      key,
      [...(ratesOf.get(key) ?? []), rate].toSorted((a, b) => b.valid_from.localeCompare(a.valid_from)),
    );
  }
  /** The customer's rate for the route on the day, as lr-money reads it: the latest started by then. */
  const rateOn = (customerId: string, trip: TripRow) =>
    ratesOf
      .get(`${customerId}|${trip.destination_from}>${trip.destination_to}`)
      ?.find((rate) => rate.valid_from <= trip.local_date)?.rate_paise ?? null;
  const forwardRateOn = (day: string) =>
    customers.gstRates.filter((rate) => rate.valid_from <= day).at(-1)?.rate_bps ?? 0;
  const officeState = partyState(BUSINESS_SETTINGS.gstin, BUSINESS_SETTINGS.state);
  const counters = new Map<string, number>();
  const next = (name: string) => {
    const value = (counters.get(name) ?? 0) + 1;
    counters.set(name, value);
    return value;
  };
  const openInvoices = new Map<string, OpenInvoice>();
  const scheduled = new Map<number, Scheduled[]>();
  const schedule = (day: number, event: Scheduled) => {
    if (day < 0) return;
    scheduled.set(day, [...(scheduled.get(day) ?? []), event]);
  };

  function termsOf(consignor: CustomerTable): FreightTerms {
    const draw = rnd.next();
    if (consignor === big) return draw < 0.8 ? 'TBB' : draw < 0.95 ? 'Paid' : 'ToPay';
    return draw < 0.5 ? 'TBB' : draw < 0.8 ? 'Paid' : 'ToPay';
  }

  function consignorOf(trip: TripRow): CustomerTable {
    if (rnd.chance(BIG_CUSTOMER_SHARE)) return big;
    const regulars = routeConsignors(routeIndex.get(`${trip.destination_from}>${trip.destination_to}`) ?? 0);
    return customers.customers[rnd.pick(regulars)] as CustomerTable;
  }

  function receiptRows(
    rows: CustomerRows,
    invoice: CustomerInvoiceTable,
    receipt: Omit<CustomerReceiptTable, 'id' | 'seq'>,
  ): string {
    const seq = next('receipt');
    const id = `R${seq}`;
    rows.receipts.push({ id, seq, ...receipt });
    rows.allocations.push({
      receipt_id: id,
      invoice_no: invoice.invoice_no,
      amount_paise: receipt.amount_paise + receipt.tds_paise,
    });
    return id;
  }

  /**
   * A receipt of `settles` paise of the invoice, `days` days before today, net of the TDS the customer deducts; its
   * reversal `reversedAfter` days later when given. A day after today is left out: not received yet.
   */
  function scheduleReceipt(
    invoice: CustomerInvoiceTable,
    customer: CustomerTable,
    payment: { day: number; settles: number; reference: string; reversedAfter?: number },
  ) {
    const index = Number(customer.id.slice(1)) - 1;
    const taxableShare = Math.round((payment.settles * invoice.taxable_paise) / invoice.total_paise);
    const tds = tdsPaise(taxableShare, CUSTOMER_TDS_BPS[index % CUSTOMER_TDS_BPS.length] ?? 0);
    const mode = rnd.pick(RECEIPT_MODES);
    const date = dayBefore(today, payment.day);
    const receipt = {
      customer_id: invoice.customer_id,
      receipt_date: date,
      amount_paise: payment.settles - tds,
      tds_paise: tds,
      mode,
      reference: `${mode === 'Cheque' ? 'CHQ' : 'UTR'}${payment.reference}`,
      reference_key: referenceKey(`${mode === 'Cheque' ? 'CHQ' : 'UTR'}${payment.reference}`),
      note: '',
      reverses: null,
      reason: '',
      created_by: SEEDED_BY,
      created_at: at(date, '11:00:00'),
    };
    let id = '';
    schedule(payment.day, (rows) => {
      id = receiptRows(rows, invoice, receipt);
    });
    if (payment.reversedAfter === undefined) return;
    const reversedDay = payment.day - payment.reversedAfter;
    const reversedOn = dayBefore(today, reversedDay);
    schedule(reversedDay, (rows) => {
      receiptRows(rows, invoice, {
        ...receipt,
        receipt_date: reversedOn,
        reverses: id,
        reason: 'Cheque returned by the bank',
        created_at: at(reversedOn, '11:00:00'),
      });
    });
  }

  /**
   * How the invoice's balance is received, by its number: six in ten in full around the due day; two in half then
   * the rest a month later; one late, two months past due; one received, reversed three days later and received again.
   * Always after its credit note, which may not take more than the balance.
   */
  function scheduleSettlement(invoice: CustomerInvoiceTable, day: number, balance: number, customer: CustomerTable) {
    if (balance <= 0) return;
    const kind = invoice.seq % 10;
    const dueDay = day - Math.max(CREDIT_NOTE_DELAY_DAYS + 1, customer.credit_days + rnd.between(-10, 20));
    const reference = `${invoice.fy.slice(2, 4)}${String(invoice.seq).padStart(6, '0')}`;
    if (kind === 8) {
      scheduleReceipt(invoice, customer, { day: dueDay - 60, settles: balance, reference });
    } else if (kind === 6 || kind === 7) {
      const half = Math.floor(balance / 2);
      scheduleReceipt(invoice, customer, { day: dueDay, settles: half, reference });
      scheduleReceipt(invoice, customer, { day: dueDay - 30, settles: balance - half, reference: `${reference}B` });
    } else if (kind === 9) {
      scheduleReceipt(invoice, customer, { day: dueDay, settles: balance, reference, reversedAfter: 3 });
      scheduleReceipt(invoice, customer, { day: dueDay - 13, settles: balance, reference: `${reference}B` });
    } else {
      scheduleReceipt(invoice, customer, { day: dueDay, settles: balance, reference });
    }
  }

  /** Issues an invoice of its lines INVOICE_DELAY_DAYS after `day`, with its credit note and receipt to come. */
  function closeInvoice(rows: CustomerRows, open: OpenInvoice, day: number): void {
    const { customer } = open;
    const issuedDay = day - INVOICE_DELAY_DAYS;
    const date = dayBefore(today, issuedDay);
    const fy = invoiceFinancialYear(date);
    const seq = next(`inv:${fy}`);
    const invoiceNo = formatInvoiceNo(fy, seq);
    const reverseCharge = customer.reverse_charge === 1;
    const customerState = partyState(customer.gstin ?? '', customer.state);
    const gst = {
      reverseCharge,
      forwardRateBasisPoints: reverseCharge ? 0 : forwardRateOn(date),
      customerState,
      officeState,
    };
    const extras = seq % 10 === 3 ? [{ text: 'Loading charges', amount_paise: toPaise(1500) }] : [];
    const totals = invoiceTotals(
      open.lines.map((line) => line.freightPaise),
      extras.map((extra) => extra.amount_paise),
      gst,
    );
    const invoice: CustomerInvoiceTable = {
      invoice_no: invoiceNo,
      fy,
      seq,
      invoice_date: date,
      due_date: invoiceDueDate(date, customer.credit_days),
      customer_id: customer.id,
      customer_name: customer.name,
      customer_gstin: customer.gstin ?? '',
      customer_address: [customer.address, customer.pin].filter(Boolean).join(' '),
      customer_state: customerState ?? '',
      office_state: officeState ?? '',
      reverse_charge: reverseCharge ? 1 : 0,
      gst_rate_bps: totals.gst.rateBasisPoints,
      freight_paise: totals.freightPaise,
      extra_charges_paise: totals.extraChargesPaise,
      taxable_paise: totals.taxablePaise,
      cgst_paise: totals.gst.cgst,
      sgst_paise: totals.gst.sgst,
      igst_paise: totals.gst.igst,
      total_paise: totals.totalPaise,
      created_by: SEEDED_BY,
      created_at: at(date, '16:00:00'),
    };
    rows.invoices.push(invoice);
    open.lines.forEach((line, position) =>
      rows.lines.push({
        invoice_no: invoiceNo,
        position,
        lr_no: line.lr.lr_no,
        trip_id: line.trip.id,
        truck: line.trip.truck_no,
        from_place: line.trip.destination_from,
        to_place: line.trip.destination_to,
        weight_kg: line.trip.weight_kg ?? 0,
        rate_paise: line.ratePaise,
        freight_paise: line.freightPaise,
      }),
    );
    extras.forEach((extra, position) => rows.extras.push({ invoice_no: invoiceNo, position, ...extra }));
    const credited = open.lines.filter((line) => line.credited);
    const note =
      credited.length === 0
        ? null
        : creditNoteTotals(
            { totals, reverseCharge, customerState, officeState },
            credited.map((line) => line.freightPaise),
          );
    if (note) {
      const noteDay = issuedDay - CREDIT_NOTE_DELAY_DAYS;
      schedule(noteDay, (later) => {
        const noteDate = dayBefore(today, noteDay);
        const noteFy = invoiceFinancialYear(noteDate);
        const noteSeq = next(`cn:${noteFy}`);
        const creditNoteNo = formatCreditNoteNo(noteFy, noteSeq);
        later.creditNotes.push({
          credit_note_no: creditNoteNo,
          fy: noteFy,
          seq: noteSeq,
          note_date: noteDate,
          invoice_no: invoiceNo,
          reason: 'Short delivery: freight not charged',
          whole: 0,
          taxable_paise: note.taxablePaise,
          cgst_paise: note.gst.cgst,
          sgst_paise: note.gst.sgst,
          igst_paise: note.gst.igst,
          total_paise: note.totalPaise,
          created_by: SEEDED_BY,
          created_at: at(noteDate, '12:00:00'),
        });
        for (const line of credited) {
          later.creditNoteLines.push({ credit_note_no: creditNoteNo, invoice_no: invoiceNo, lr_no: line.lr.lr_no });
        }
      });
    }
    scheduleSettlement(invoice, issuedDay, totals.totalPaise - (note?.totalPaise ?? 0), customer);
  }

  function lrOf(trip: TripRow, day: number, consignor: CustomerTable, terms: FreightTerms) {
    let consignee = rnd.pick(customers.customers);
    if (consignee === consignor)
      consignee = customers.customers[(customers.customers.indexOf(consignor) + 1) % CUSTOMER_COUNT] as CustomerTable;
    // To pay: the consignee pays on delivery at the rate typed on the LR; and the office types a few others.
    const typedRate =
      terms === 'ToPay' || rnd.chance(0.05) ? Math.round(((trip.rate_paise ?? 0) * 1.2) / 100) * 100 : null;
    const ratePaise = typedRate ?? rateOn(consignor.id, trip) ?? 0;
    const acknowledged = trip.status !== 'Open';
    const printed = acknowledged || rnd.chance(0.6);
    const invoiced = acknowledged && terms !== 'ToPay' && day > UNINVOICED_DAYS && rnd.chance(0.98);
    const credited = invoiced && day > 2 * UNINVOICED_DAYS && rnd.chance(0.004);
    const status: LrStatus =
      invoiced && !credited ? 'Invoiced' : acknowledged ? 'Delivered' : printed ? 'In transit' : 'Booked';
    const deliveredOn = acknowledged ? addDays(trip.local_date, rnd.between(0, 1)) : null;
    const cargo = rnd.pick(GOODS);
    const fy = lrFinancialYear(trip.local_date);
    const seq = next(`lr:${fy}`);
    const eway = acknowledged
      ? at(addDays(trip.local_date, 3), '23:59:00')
      : day === 0
        ? new Date(Date.now() + 48 * HOUR_MS).toISOString()
        : null;
    const lr: LorryReceiptTable = {
      lr_no: formatLrNo(fy, seq),
      fy,
      seq,
      lr_date: trip.local_date,
      trip_id: trip.id,
      consignor_id: consignor.id,
      consignee_id: consignee.id,
      goods: cargo.goods,
      packages: cargo.packing === 'Loose' ? 1 : rnd.between(20, 800),
      packing: cargo.packing,
      invoice_no: `INV-${rnd.between(1000, 99_999)}`,
      invoice_value_paise: toPaise(rnd.between(20, 900) * 1000),
      eway_bill_no: eway ? `${rnd.between(100_000, 999_999)}${rnd.between(100_000, 999_999)}` : '',
      eway_valid_until: eway,
      freight_terms: terms,
      charged_weight_kg: null,
      rate_paise: typedRate,
      status,
      received_by: acknowledged ? rnd.pick(RECEIVERS) : '',
      delivered_on: deliveredOn !== null && deliveredOn > today ? today : deliveredOn,
      printed_at: printed ? trip.created_at : null,
      cancel_reason: '',
      cancelled_by: null,
      cancelled_at: null,
      created_by: trip.username,
      created_at: trip.created_at,
      updated_at: trip.created_at,
    };
    return {
      lr,
      invoiced,
      line: { lr, trip, ratePaise, freightPaise: freightPaise(ratePaise, trip.weight_kg), credited },
    };
  }

  return {
    /** The rows of a day `day` days before today (oldest first), with its trips; a negative day ends the data set. */
    day(day: number, trips: readonly TripRow[]): CustomerRows {
      const rows = noCustomerRows();
      if (day < 0) return rows;
      for (const event of scheduled.get(day) ?? []) event(rows);
      scheduled.delete(day);
      for (const [customerId, open] of openInvoices) {
        if (open.openedDay - day >= INVOICE_PERIOD_DAYS) {
          closeInvoice(rows, open, day);
          openInvoices.delete(customerId);
        }
      }
      for (const trip of trips) {
        const consignor = consignorOf(trip);
        const { lr, invoiced, line } = lrOf(trip, day, consignor, termsOf(consignor));
        rows.lrs.push(lr);
        if (!invoiced) continue;
        const open = openInvoices.get(consignor.id) ?? { customer: consignor, openedDay: day, lines: [] };
        openInvoices.set(consignor.id, open);
        open.lines.push(line);
        if (open.lines.length >= MAX_LINES) {
          closeInvoice(rows, open, day);
          openInvoices.delete(consignor.id);
        }
      }
      return rows;
    },

    /** The counters of the series as the app keeps them: `lr:<fy>`, `inv:<fy>`, `cn:<fy>` and `receipt`. */
    counters: (): Record<string, number> => Object.fromEntries(counters),
  };
}
