/**
 * The ledger, Outstanding and TDS register PDFs as a reader sees them: each phrase with its page, place, size and
 * weight (Roboto Medium is the bold face), the colour of each word and the fills behind the table. The documents are
 * written by hand here, their figures added up by hand in the comments; the layout is the bills' house style: A4,
 * 36 pt margins, 9 pt text, a bold heading row on #e8eef7 with figures right-aligned under their headings, grey 7 pt
 * notes under the table, 'Page n of m' centred at 7 pt.
 */
import {
  type BusinessSettings,
  DEFAULT_BUSINESS_SETTINGS,
  type OutstandingPaise,
  type TdsRegister,
  type VendorLedger,
} from '@freightdesk/domain';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { VendorTable } from '../db/schema.ts';
import { renderLedgerPdf } from './ledger-pdf.ts';
import { renderOutstandingPdf } from './outstanding-pdf.ts';
import { renderTdsRegisterPdf } from './tds-register-pdf.ts';

interface Phrase {
  page: number;
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
  bold: boolean;
}

interface Printed {
  info: Record<string, unknown>;
  pageSizes: number[][];
  phrases: Phrase[];
  /** Each word drawn, with its fill colour. */
  words: { text: string; color: string }[];
  /** The colours of the shapes filled (a table's cell backgrounds). */
  fills: string[];
}

// pdf-parse keeps its pdfjs document private: these are the few members of its pages read here.
interface PdfPage {
  view: number[];
  getTextContent(): Promise<{ items: { str?: string; transform: number[]; width: number; fontName: string }[] }>;
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  commonObjs: { get(name: string): { name: string } };
}
interface PdfDocument {
  numPages: number;
  getPage(page: number): Promise<PdfPage>;
}
// pdfjs's operator codes (its OPS table, which pdf-parse does not export).
const OPS = { setFillRGBColor: 59, showText: 44, constructPath: 91, fill: 22 };

async function printed(data: Buffer): Promise<Printed> {
  const parser = new PDFParse({ data });
  const info = ((await parser.getInfo()) as { info: Record<string, unknown> }).info;
  const doc = (parser as unknown as { doc: PdfDocument }).doc;
  const result: Printed = { info, pageSizes: [], phrases: [], words: [], fills: [] };
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    result.pageSizes.push(page.view);
    const operators = await page.getOperatorList();
    let color = '#000000';
    operators.fnArray.forEach((fn, i) => {
      const args = operators.argsArray[i] ?? [];
      if (fn === OPS.setFillRGBColor) color = String(args[0]);
      if (fn === OPS.constructPath && args[0] === OPS.fill && Array.isArray(args[1]) && args[1][0]) {
        result.fills.push(color);
      }
      if (fn === OPS.showText) {
        const glyphs = (args[0] as ({ unicode?: string } | number | null)[]).filter((g) => typeof g === 'object');
        const text = glyphs
          .map((glyph) => glyph?.unicode ?? '')
          .join('')
          .trim();
        if (text) result.words.push({ text, color });
      }
    });
    let phrase: Phrase | undefined;
    for (const item of (await page.getTextContent()).items) {
      const text = item.str ?? '';
      if (text === '') continue;
      const [size = 0, , , , x = 0, y = 0] = item.transform;
      const bold = page.commonObjs.get(item.fontName).name.endsWith('Roboto-Medium');
      if (text.trim() === '') {
        // A space wider than a word space is the gap between two cells.
        if (phrase && item.width < size / 2 && Math.abs(phrase.right - x) < 1) {
          phrase.text += ' ';
          phrase.right = x + item.width;
        } else phrase = undefined;
        continue;
      }
      if (phrase && Math.abs(phrase.y - y) < 0.5 && Math.abs(phrase.right - x) < 1 && phrase.bold === bold) {
        phrase.text += text;
        phrase.right = x + item.width;
      } else {
        phrase = { page: number, text, x, right: x + item.width, y, size, bold };
        result.phrases.push(phrase);
      }
    }
  }
  await parser.destroy();
  for (const each of result.phrases) each.text = each.text.replace(/\s+/g, ' ').trim();
  return result;
}

/** The phrases line by line, top to bottom and left to right. */
function lines(phrases: Phrase[]): Phrase[][] {
  const byLine = new Map<string, Phrase[]>();
  for (const phrase of phrases) {
    const key = `${phrase.page}:${Math.round(phrase.y)}`;
    byLine.set(key, [...(byLine.get(key) ?? []), phrase]);
  }
  return [...byLine.values()]
    .sort((a, b) => (a[0]?.page ?? 0) - (b[0]?.page ?? 0) || (b[0]?.y ?? 0) - (a[0]?.y ?? 0))
    .map((line) => line.sort((a, b) => a.x - b.x));
}

const texts = (line: Phrase[] | undefined) => line?.map((phrase) => phrase.text);
const weights = (line: Phrase[] | undefined) => line?.map((phrase) => (phrase.bold ? 'bold' : 'regular'));
const lineStarting = (all: Phrase[][], text: string) => all.find((line) => line[0]?.text === text);
const phrase = (all: Phrase[], text: string) => all.find((each) => each.text === text);

const business: BusinessSettings = { ...DEFAULT_BUSINESS_SETTINGS, companyName: 'Karnataka Freight Co' };
const vendor: VendorTable = {
  id: 'v1',
  company_name: 'Sharma Roadlines',
  company_name_key: 'sharma roadlines',
  company_owner: 'Ravi Sharma',
  tds_rate_bps: 200,
  pan: 'AAFPS1234K',
  gst: null,
  gst_applicable: 'No',
  email: '',
  mobile: '',
  bank_name: '',
  bank_account: '',
  ifsc_code: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  pin_code: '',
  tds_rate_reason: '',
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-01T00:00:00.000Z',
};

type Entry = VendorLedger['entries'][number];
const entry = (fields: Partial<Entry>): Entry => ({
  date: '2026-10-02',
  kind: 'bill',
  ref: 'B1',
  mode: null,
  reference: null,
  debit: 0,
  credit: 0,
  balance: 0,
  cashAboveLimit: false,
  ...fields,
});

/*
 * October 2026: opening 50,000.00; B1 credits 2,500.50 (52,500.50); P1 36,000.00 in cash, above the day's limit
 * (16,500.50); P2 1,200.25 by NEFT UTR0042 (15,300.25). Debits 36,000.00 + 1,200.25 = 37,200.25, credits 2,500.50,
 * closing 50,000.00 + 2,500.50 - 37,200.25 = 15,300.25, payable to the vendor.
 */
const october: VendorLedger = {
  opening: 50_000,
  entries: [
    entry({ date: '2026-10-02', kind: 'bill', ref: 'B1', credit: 2500.5, balance: 52_500.5 }),
    entry({
      date: '2026-10-03',
      kind: 'payment',
      ref: 'P1 (B1)',
      mode: 'Cash',
      reference: '',
      debit: 36_000,
      balance: 16_500.5,
      cashAboveLimit: true,
    }),
    entry({
      date: '2026-10-05',
      kind: 'payment',
      ref: 'P2 (B1)',
      mode: 'NEFT',
      reference: 'UTR0042',
      debit: 1200.25,
      balance: 15_300.25,
    }),
  ],
  totals: { debit: 37_200.25, credit: 2500.5 },
  closing: 15_300.25,
};

const ledgerPdf = (ledger: VendorLedger) =>
  renderLedgerPdf({ business, vendor, startDate: '2026-10-01', endDate: '2026-10-31', ledger });

/** Left at the margin (36 pt) and right at the column's edge: the same x, within a rounding. */
const near = (a: number | undefined, b: number | undefined) => Math.abs((a ?? Number.NaN) - (b ?? Number.NaN)) < 0.5;

describe('Ledger-<vendor>-<from>-<to>.pdf', () => {
  it('prints each row of the table with its weight: balances, totals and a marked cash line in bold', async () => {
    const pdf = await printed(await ledgerPdf(october));
    const all = lines(pdf.phrases);
    const heading = lineStarting(all, 'Date');
    expect(texts(heading)).toEqual(['Date', 'Kind', 'Ref', 'Mode / reference', 'Debit', 'Credit', 'Balance']);
    expect(weights(heading)).toEqual(Array<string>(7).fill('bold'));
    const opening = lineStarting(all, '01/10/2026');
    expect(texts(opening)).toEqual(['01/10/2026', 'Opening balance', '50,000.00']);
    expect(weights(opening)).toEqual(['bold', 'bold', 'bold']);
    // A bill line has no debit: the column is blank, not 0.00.
    const bill = lineStarting(all, '02/10/2026');
    expect(texts(bill)).toEqual(['02/10/2026', 'Bill', 'B1', '2,500.50', '52,500.50']);
    expect(weights(bill)).toEqual(Array<string>(5).fill('regular'));
    const cash = lineStarting(all, '03/10/2026');
    expect(texts(cash)).toEqual(['03/10/2026', 'Payment *', 'P1 (B1)', 'Cash', '36,000.00', '16,500.50']);
    expect(weights(cash)).toEqual(['regular', 'bold', 'regular', 'regular', 'regular', 'regular']);
    const neft = lineStarting(all, '05/10/2026');
    expect(texts(neft)).toEqual(['05/10/2026', 'Payment', 'P2 (B1)', 'NEFT UTR0042', '1,200.25', '15,300.25']);
    expect(weights(neft)).toEqual(Array<string>(6).fill('regular'));
    const total = lineStarting(all, 'Total');
    expect(texts(total)).toEqual(['Total', '37,200.25', '2,500.50']);
    expect(weights(total)).toEqual(['bold', 'bold', 'bold']);
    const closing = lineStarting(all, '31/10/2026');
    expect(texts(closing)).toEqual(['31/10/2026', 'Closing balance', '15,300.25']);
    expect(weights(closing)).toEqual(['bold', 'bold', 'bold']);
    const statement = lineStarting(all, 'Closing balance payable to Sharma Roadlines: ₹15,300.25');
    expect(weights(statement)).toEqual(['bold']);
  });

  it('puts the figures right-aligned under their headings and the words left-aligned, the table at the margin', async () => {
    const { phrases } = await printed(await ledgerPdf(october));
    const all = lines(phrases);
    const heading = lineStarting(all, 'Date') ?? [];
    const [date, kind, ref, mode, debit, credit, balance] = heading;
    const cash = lineStarting(all, '03/10/2026') ?? [];
    // The dates start at the left margin, 36 pt, as the letterhead does.
    expect([date?.x, cash[0]?.x].map((x) => Math.round(x ?? 0))).toEqual([36, 36]);
    expect(near(kind?.x, cash[1]?.x) && near(ref?.x, cash[2]?.x) && near(mode?.x, cash[3]?.x)).toBe(true);
    expect(near(debit?.right, cash[4]?.right) && near(balance?.right, cash[5]?.right)).toBe(true);
    const total = lineStarting(all, 'Total') ?? [];
    expect(near(debit?.right, total[1]?.right) && near(credit?.right, total[2]?.right)).toBe(true);
    const opening = lineStarting(all, '01/10/2026') ?? [];
    expect(near(balance?.right, opening[2]?.right)).toBe(true);
    // The headings of the figures end where their figures end, not where the words' columns start.
    expect(debit && debit.right - debit.x).toBeLessThan(30);
    expect(near(debit?.x, cash[4]?.x)).toBe(false);
  });

  it('A4, 9 pt text, the heading row on its fill, the notes grey at 7 pt, the pages numbered, the title set', async () => {
    const pdf = await printed(await ledgerPdf(october));
    expect(pdf.pageSizes).toEqual([[0, 0, 595.28, 841.89]]);
    expect(pdf.info).toMatchObject({
      Title: 'Ledger Sharma Roadlines',
      Author: 'Karnataka Freight Co',
      Creator: 'FreightDesk',
    });
    expect(phrase(pdf.phrases, 'Vendor ledger')).toMatchObject({ bold: true });
    expect(phrase(pdf.phrases, '01/10/2026 to 31/10/2026')).toBeDefined();
    expect(phrase(pdf.phrases, 'Sharma Roadlines')).toMatchObject({ bold: true, size: 9 });
    // The title's word, then the label over the vendor's name.
    expect(pdf.words.filter((word) => word.text === 'Vendor').map((word) => word.color)).toEqual([
      '#000000',
      '#555555',
    ]);
    expect(phrase(pdf.phrases, 'NEFT UTR0042')?.size).toBe(9);
    expect(pdf.fills).toContain('#e8eef7');
    const footer = phrase(pdf.phrases, 'Page 1 of 1');
    expect(footer?.size).toBe(7);
    expect(Math.round(((footer?.x ?? 0) + (footer?.right ?? 0)) / 2)).toBe(298);

    const all = lines(pdf.phrases);
    const statementAt = all.findIndex((line) => line[0]?.text.startsWith('Closing balance payable'));
    const notes = all.slice(statementAt + 1).filter((line) => !line[0]?.text.startsWith('Page'));
    const cashNote =
      "* Cash paid to Sharma Roadlines that day is above ₹35,000.00: not deductible for the office's own income " +
      'tax (Income-tax Act, s. 40A(3A)).';
    const howRead =
      'A bill is credited at the amount it was issued with, on its day; a revision credits or debits its difference ' +
      'on the day it was issued; a cancellation debits what was still owed; payments are debited.';
    expect(notes.map((line) => texts(line)?.join(' ')).join(' ')).toBe(`${cashNote} ${howRead}`);
    const noteSizes = notes.flat().map((each) => [each.size, each.bold]);
    const cashLines = notes.flat().filter((each) => each.y >= (notes[0]?.[0]?.y ?? 0));
    expect(cashLines.every((each) => each.bold && each.size === 7)).toBe(true);
    expect(noteSizes.filter(([, bold]) => !bold).every(([size]) => size === 7)).toBe(true);
    expect(notes.flat().some((each) => !each.bold)).toBe(true);
    const greyWords = pdf.words.filter((word) => ['deductible', 'credited', 'debited.'].includes(word.text));
    expect(greyWords.map((word) => word.color)).toEqual(['#555555', '#555555', '#555555']);
  });

  it('without a cash line above the limit: no mark and no note about it', async () => {
    const ledger = { ...october, entries: october.entries.filter((each) => !each.cashAboveLimit) };
    const text = lines((await printed(await ledgerPdf(ledger))).phrases).map((line) => texts(line)?.join(' '));
    expect(text.filter((line) => line?.includes('*'))).toEqual([]);
    // Under the closing statement, only the note on how the ledger is read, then the page number.
    const statementAt = text.findIndex((line) => line?.startsWith('Closing balance payable'));
    expect(text.slice(statementAt + 1).join(' ')).toBe(
      'A bill is credited at the amount it was issued with, on its day; a revision credits or debits its difference ' +
        'on the day it was issued; a cancellation debits what was still owed; payments are debited. Page 1 of 1',
    );
  });

  it('keeps a row whose reference wraps on one page, wherever the page ends', async () => {
    // The reference takes ten lines of its narrow column. After 35, 38 and 41 single-line bills the first page
    // ends where the row would have 9, 5 and 1 of its lines on it (measured with the row allowed to break).
    const ref = 'P9 (B101, B102, B103, B104, B105, B106, B107, B108, B109)';
    for (const before of [35, 38, 41]) {
      const bills = Array.from({ length: before }, (_, i) =>
        entry({ ref: `B${i + 1}`, credit: 100, balance: 100 * (i + 1) }),
      );
      const wide = entry({ kind: 'payment', ref, mode: 'NEFT', reference: 'UTR9', debit: 1, balance: 1 });
      const ledger = { ...october, entries: [...bills, wide], totals: { debit: 1, credit: 100 * before } };
      const { phrases } = await printed(await ledgerPdf(ledger));
      const first = phrases.find((each) => each.text === 'P9');
      const last = phrases.find((each) => each.text.endsWith('B109)'));
      expect(first && last && first.text !== last.text, `${before}: two lines`).toBe(true);
      expect(last?.page, `${before} bills before it`).toBe(first?.page);
    }
  });
});

const row = (vendorName: string, figures: number[]): OutstandingPaise => {
  const [billed = 0, paid = 0, balance = 0, d0 = 0, d31 = 0, d61 = 0, over = 0] = figures;
  return {
    vendor: vendorName,
    billedPaise: billed,
    paidPaise: paid,
    balancePaise: balance,
    bucketsPaise: { d0_30: d0, d31_60: d31, d61_90: d61, over90: over },
  };
};

describe('Outstanding-as-of-<day>.pdf', () => {
  // Sharma: billed 20,000.00, paid 5,000.50, balance 14,999.50 (10,000.00 up to 30 days, 4,999.50 over 90);
  // Balaji: billed 3,000.25, nothing paid, 3,000.25 in 31-60 days. Totals 23,000.25, 5,000.50, 17,999.75,
  // 10,000.00, 3,000.25, 0.00, 4,999.50.
  const rows = [
    row('Sharma Roadlines', [2_000_000, 500_050, 1_499_950, 1_000_000, 0, 0, 499_950]),
    row('Balaji Carriers', [300_025, 0, 300_025, 0, 300_025, 0, 0]),
  ];

  it('a row per vendor, the totals in bold, the figures under their headings, landscape A4', async () => {
    const pdf = await printed(await renderOutstandingPdf({ business, asOf: '2026-11-05', rows }));
    expect(pdf.pageSizes).toEqual([[0, 0, 841.89, 595.28]]);
    expect(pdf.info).toMatchObject({
      Title: 'Outstanding as of 05/11/2026',
      Author: 'Karnataka Freight Co',
      Creator: 'FreightDesk',
    });
    const all = lines(pdf.phrases);
    const heading = lineStarting(all, 'Vendor');
    expect(texts(heading)).toEqual([
      'Vendor',
      'Billed',
      'Paid',
      'Balance',
      '0-30 days',
      '31-60 days',
      '61-90 days',
      'Over 90 days',
    ]);
    expect(weights(heading)).toEqual(Array<string>(8).fill('bold'));
    const sharma = lineStarting(all, 'Sharma Roadlines');
    expect(texts(sharma)).toEqual([
      'Sharma Roadlines',
      '20,000.00',
      '5,000.50',
      '14,999.50',
      '10,000.00',
      '0.00',
      '0.00',
      '4,999.50',
    ]);
    expect(weights(sharma)).toEqual(Array<string>(8).fill('regular'));
    const total = lineStarting(all, 'Total');
    expect(texts(total)).toEqual([
      'Total',
      '23,000.25',
      '5,000.50',
      '17,999.75',
      '10,000.00',
      '3,000.25',
      '0.00',
      '4,999.50',
    ]);
    expect(weights(total)).toEqual(Array<string>(8).fill('bold'));
    // Above the table, only the letterhead: no line saying nothing was outstanding.
    const above = all.slice(0, all.indexOf(heading ?? [])).flat();
    expect(above.map((each) => each.text).sort()).toEqual(['As of 05/11/2026', 'Karnataka Freight Co', 'Outstanding']);
    const balaji = lineStarting(all, 'Balaji Carriers') ?? [];
    (heading ?? []).slice(1).forEach((title, column) => {
      expect(near(title.right, balaji[column + 1]?.right), title.text).toBe(true);
      expect(near(title.right, total?.[column + 1]?.right), title.text).toBe(true);
    });
    expect(near(heading?.[0]?.x, balaji[0]?.x)).toBe(true);
    expect(Math.round(heading?.[0]?.x ?? 0)).toBe(36);
    expect(phrase(pdf.phrases, 'Outstanding')).toMatchObject({ bold: true, size: 13 });
    expect(phrase(pdf.phrases, 'As of 05/11/2026')).toBeDefined();
    expect(pdf.fills).toContain('#e8eef7');
    expect(phrase(pdf.phrases, 'Page 1 of 1')?.size).toBe(7);
    const note =
      'The bills dated up to 05/11/2026 as they stood at the end of that day, less what was paid on them by then; ' +
      'each balance aged by its bill’s date. Largest balance first.';
    const after = all.slice(all.indexOf(total ?? []) + 1).filter((line) => !line[0]?.text.startsWith('Page'));
    expect(after.map((line) => texts(line)?.join(' ')).join(' ')).toBe(note);
    expect(after.flat().every((each) => each.size === 7 && !each.bold)).toBe(true);
    expect(pdf.words.find((word) => word.text === 'Largest')?.color).toBe('#555555');
    expect(phrase(pdf.phrases, 'Sharma Roadlines')?.size).toBe(9);
  });

  it('with no vendor owing: says so for the day, and the totals are 0.00', async () => {
    const { phrases } = await printed(await renderOutstandingPdf({ business, asOf: '2026-11-05', rows: [] }));
    const all = lines(phrases);
    expect(texts(lineStarting(all, 'No bills up to 05/11/2026: nothing was outstanding.'))).toHaveLength(1);
    expect(texts(lineStarting(all, 'Total'))).toEqual(['Total', ...Array<string>(7).fill('0.00')]);
  });

  it('keeps a row whose vendor name wraps on one page, wherever the page ends', async () => {
    const long =
      'Shree Ganesh Venkateshwara Roadlines and Logistics Private Limited, Transport Contractors and Commission ' +
      'Agents of Hosapete, Bellary Road';
    // After 27 or 28 single-line vendors, the first page ends inside the two-line row.
    for (const before of [27, 28]) {
      const others = Array.from({ length: before }, (_, i) => row(`Vendor ${i + 1}`, [100, 0, 100, 100, 0, 0, 0]));
      const pdf = await printed(
        await renderOutstandingPdf({ business, asOf: '2026-11-05', rows: [...others, row(long, [1, 0, 1, 1])] }),
      );
      const first = pdf.phrases.find((each) => each.text.startsWith('Shree Ganesh'));
      const last = pdf.phrases.find((each) => each.text.endsWith('Bellary Road'));
      expect(first && last && last.y < first.y, `${before}: two lines`).toBe(true);
      expect(last?.page, `${before} vendors before it`).toBe(first?.page);
    }
  });
});

/*
 * Q3 of FY 2026-27: Sharma Roadlines (PAN AAFPS1234K, 2%): B1's issue, 2 trips, freight 25,010.00, TDS 500.20;
 * its revision 2 taking a trip off, -1 trip, freight -12,505.00, TDS -250.10; vendor total 12,505.00 and 250.10.
 * Balaji Carriers without a PAN (1.5%): B2, 1 trip, freight 10,000.00, TDS 150.00. The quarter: 22,505.00 and 400.10.
 */
const quarter: TdsRegister = {
  fy: '2026-27',
  quarter: 'Q3',
  startDate: '2026-10-01',
  endDate: '2026-12-31',
  rows: [
    {
      vendor: 'Sharma Roadlines',
      pan: 'AAFPS1234K',
      panValid: true,
      freight: 12_505,
      tds: 250.1,
      bills: [
        {
          billId: 'B1',
          date: '2026-10-02',
          kind: 'bill',
          revision: 0,
          trips: 2,
          tdsRate: 2,
          freight: 25_010,
          tds: 500.2,
        },
        {
          billId: 'B1',
          date: '2026-11-04',
          kind: 'revision',
          revision: 2,
          trips: -1,
          tdsRate: 2,
          freight: -12_505,
          tds: -250.1,
        },
      ],
    },
    {
      vendor: 'Balaji Carriers',
      pan: '',
      panValid: false,
      freight: 10_000,
      tds: 150,
      bills: [
        {
          billId: 'B2',
          date: '2026-12-01',
          kind: 'bill',
          revision: 0,
          trips: 1,
          tdsRate: 1.5,
          freight: 10_000,
          tds: 150,
        },
      ],
    },
  ],
  totals: { freight: 22_505, tds: 400.1 },
};

describe('TDS-Register-FY<fy>-<quarter>.pdf', () => {
  it('per vendor its name in bold with the PAN or the flag in red, its lines and total; the quarter last', async () => {
    const pdf = await printed(await renderTdsRegisterPdf({ business, register: quarter }));
    expect(pdf.pageSizes).toEqual([[0, 0, 841.89, 595.28]]);
    expect(pdf.info).toMatchObject({
      Title: 'TDS register FY 2026-27 Q3',
      Author: 'Karnataka Freight Co',
      Creator: 'FreightDesk',
    });
    const all = lines(pdf.phrases);
    const heading = lineStarting(all, 'Bill ID');
    expect(texts(heading)).toEqual(['Bill ID', 'Entry', 'Date', 'Trips', 'Freight', 'TDS rate', 'TDS']);
    expect(weights(heading)).toEqual(Array<string>(7).fill('bold'));
    // Above the table, only the letterhead: no line saying the quarter has no bills.
    const above = all.slice(0, all.indexOf(heading ?? [])).flat();
    expect(above.map((each) => each.text).sort()).toEqual([
      '01/10/2026 to 31/12/2026',
      'FY 2026-27 Q3',
      'Karnataka Freight Co',
      'TDS register',
    ]);
    expect(texts(lineStarting(all, 'Sharma Roadlines'))).toEqual(['Sharma Roadlines', 'PAN AAFPS1234K']);
    expect(weights(lineStarting(all, 'Sharma Roadlines'))).toEqual(['bold', 'regular']);
    expect(texts(lineStarting(all, 'Balaji Carriers'))).toEqual(['Balaji Carriers', 'No valid PAN']);
    expect(weights(lineStarting(all, 'Balaji Carriers'))).toEqual(['bold', 'bold']);
    expect(pdf.words.filter((word) => ['No', 'valid'].includes(word.text)).map((word) => word.color)).toEqual([
      '#b42318',
      '#b42318',
    ]);
    const [issue, revision] = all.filter((line) => line[0]?.text === 'B1');
    expect(texts(issue)).toEqual(['B1', 'Bill', '02/10/2026', '2', '25,010.00', '2%', '500.20']);
    expect(texts(revision)).toEqual(['B1', 'Revision 2', '04/11/2026', '-1', '-12,505.00', '2%', '-250.10']);
    expect(texts(lineStarting(all, 'B2'))).toEqual(['B2', 'Bill', '01/12/2026', '1', '10,000.00', '1.5%', '150.00']);
    expect(weights(issue)).toEqual(Array<string>(7).fill('regular'));
    const sharmaTotal = lineStarting(all, 'Total of Sharma Roadlines');
    expect(texts(sharmaTotal)).toEqual(['Total of Sharma Roadlines', '12,505.00', '250.10']);
    expect(weights(sharmaTotal)).toEqual(['bold', 'bold', 'bold']);
    expect(texts(lineStarting(all, 'Total of Balaji Carriers'))).toEqual([
      'Total of Balaji Carriers',
      '10,000.00',
      '150.00',
    ]);
    const quarterTotal = lineStarting(all, 'Total of Q3 FY 2026-27');
    expect(texts(quarterTotal)).toEqual(['Total of Q3 FY 2026-27', '22,505.00', '400.10']);
    expect(weights(quarterTotal)).toEqual(['bold', 'bold', 'bold']);
    const titles = heading ?? [];
    [3, 4, 5, 6].forEach((column) => {
      expect(near(titles[column]?.right, issue?.[column]?.right), titles[column]?.text).toBe(true);
    });
    [0, 1, 2].forEach((column) => {
      expect(near(titles[column]?.x, issue?.[column]?.x), titles[column]?.text).toBe(true);
    });
    expect(near(titles[4]?.right, quarterTotal?.[1]?.right) && near(titles[6]?.right, quarterTotal?.[2]?.right)).toBe(
      true,
    );
    expect(Math.round(titles[0]?.x ?? 0)).toBe(36);
    expect(pdf.fills).toEqual(expect.arrayContaining(['#e8eef7', '#f4f4f4', '#fde8e8']));
    expect(phrase(pdf.phrases, 'TDS register')).toMatchObject({ bold: true, size: 13 });
    expect(phrase(pdf.phrases, 'FY 2026-27 Q3')).toBeDefined();
    expect(phrase(pdf.phrases, '01/10/2026 to 31/12/2026')).toBeDefined();
    expect(phrase(pdf.phrases, 'Page 1 of 1')?.size).toBe(7);
    const note =
      'A bill counts in the quarter of its day, a revision’s difference and a cancellation in the quarter of ' +
      'theirs, with the freight and TDS of the trips as issued. Add a missing or invalid PAN on the Vendor ' +
      'screen before filing the return.';
    const after = all.slice(all.indexOf(quarterTotal ?? []) + 1).filter((line) => !line[0]?.text.startsWith('Page'));
    expect(after.map((line) => texts(line)?.join(' ')).join(' ')).toBe(note);
    expect(after.flat().every((each) => each.size === 7 && !each.bold)).toBe(true);
    expect(pdf.words.find((word) => word.text === 'return.')?.color).toBe('#555555');
    expect(phrase(pdf.phrases, '25,010.00')?.size).toBe(9);
  });

  it('a quarter without bills says so, with totals of 0.00', async () => {
    const empty = { ...quarter, rows: [], totals: { freight: 0, tds: 0 } };
    const all = lines((await printed(await renderTdsRegisterPdf({ business, register: empty }))).phrases);
    expect(texts(lineStarting(all, 'No bills in this quarter.'))).toHaveLength(1);
    expect(texts(lineStarting(all, 'Total of Q3 FY 2026-27'))).toEqual(['Total of Q3 FY 2026-27', '0.00', '0.00']);
  });

  it('keeps a vendor’s total on one page when its name wraps, wherever the page ends', async () => {
    const long =
      'Shree Ganesh Venkateshwara Roadlines and Logistics Private Limited, Transport Contractors of Hosapete';
    // Its total takes two lines; after 27 bill lines the first page ends between them.
    for (const before of [26, 27]) {
      const line = { billId: 'B1', date: '2026-10-02', kind: 'bill' as const, revision: 0, trips: 1, tdsRate: 2 };
      const bills = Array.from({ length: before }, () => ({ ...line, freight: 100, tds: 2 }));
      const register = {
        ...quarter,
        rows: [{ vendor: long, pan: 'AAFPS1234K', panValid: true, freight: 100 * before, tds: 2 * before, bills }],
      };
      const { phrases } = await printed(await renderTdsRegisterPdf({ business, register }));
      const first = phrases.find((each) => each.text.startsWith('Total of Shree'));
      const last = phrases.find((each) => each.text.endsWith('Hosapete') && !each.text.startsWith('Shree'));
      expect(first && last && last.y < first.y, `${before}: two lines`).toBe(true);
      expect(last?.page, `${before} bill lines before it`).toBe(first?.page);
    }
  });
});
