import { PassThrough } from 'node:stream';
import { fromPaise, tdsPaise, tripAmountPaise } from '@freightdesk/domain';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { tripMoney } from '../trips/trip.mapper.ts';
import type { TripRow } from '../trips/trip.repository.ts';

interface Column {
  header: string;
  width: number;
  value: (row: TripRow) => string | number | Date | null;
  money?: boolean;
  freight?: boolean;
}

const tons = (kg: number | null) => (kg === null ? null : kg / 1000);
const rupees = (paise: number | null) => (paise === null ? null : fromPaise(paise));

/** The Reports.xlsx columns of spec-2 section 9, in order; Freight only for profiles that see it. */
const COLUMNS: Column[] = [
  { header: 'Trip ID', width: 10, value: (r) => r.id },
  { header: 'Username', width: 16, value: (r) => r.username },
  { header: 'Profile', width: 16, value: (r) => r.user_profile },
  { header: 'Truck Number', width: 14, value: (r) => r.truck_no },
  { header: 'DO', width: 12, value: (r) => r.do_number },
  { header: 'Date', width: 12, value: (r) => new Date(`${r.local_date}T00:00:00Z`) },
  { header: 'Driver', width: 16, value: (r) => r.driver_name },
  { header: 'Vendor', width: 24, value: (r) => r.vendor_name },
  { header: 'From', width: 14, value: (r) => r.destination_from },
  { header: 'To', width: 14, value: (r) => r.destination_to },
  { header: 'Truck Type', width: 11, value: (r) => r.truck_type },
  { header: 'Transaction', width: 14, value: (r) => r.status },
  { header: 'Wt.', width: 9, value: (r) => tons(r.weight_kg) },
  { header: 'A. Wt.', width: 9, value: (r) => tons(r.actual_weight_kg) },
  {
    header: 'Diff. Wt.',
    width: 9,
    value: (r) =>
      r.weight_kg === null || r.actual_weight_kg === null ? null : (r.weight_kg - r.actual_weight_kg) / 1000,
  },
  { header: 'Freight', width: 12, value: (r) => fromPaise(r.freight_paise), money: true, freight: true },
  { header: 'Diesel', width: 11, value: (r) => rupees(r.diesel_paise), money: true },
  { header: 'Dsl. Slp. No.', width: 13, value: (r) => r.diesel_slip_number },
  { header: 'TDS', width: 10, value: (r) => fromPaise(tdsPaise(r.freight_paise, r.tds_rate_bps)), money: true },
  { header: 'Short', width: 10, value: (r) => rupees(r.short_paise), money: true },
  { header: 'Adv.', width: 10, value: (r) => rupees(r.advance_paise), money: true },
  { header: 'Toll', width: 10, value: (r) => rupees(r.toll_paise), money: true },
  { header: 'Adblue', width: 10, value: (r) => rupees(r.adblue_paise), money: true },
  { header: 'Greasing', width: 10, value: (r) => rupees(r.greasing_paise), money: true },
  { header: 'Bill ID', width: 10, value: (r) => r.bill_id },
  { header: 'Amount', width: 12, value: (r) => fromPaise(tripAmountPaise(tripMoney(r))), money: true },
];

export const reportColumns = (seesFreight: boolean) => COLUMNS.filter((c) => seesFreight || !c.freight);

export interface TripWorkbook {
  sheetName: string;
  seesFreight: boolean;
  /** Business.xlsx ends with a grand total of the money columns. */
  withTotals: boolean;
}

/**
 * Writes the trips as an .xlsx with exceljs's streaming writer: rows are committed as they come,
 * so memory stays flat however long the range. Returns the stream to send.
 */
export function streamTripWorkbook(
  pages: AsyncIterable<TripRow[]>,
  options: TripWorkbook,
  log: FastifyBaseLogger,
): PassThrough {
  const output = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
    const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    const columns = reportColumns(options.seesFreight);
    sheet.columns = columns.map((c) => ({
      header: c.header,
      width: c.width,
      style: c.header === 'Date' ? { numFmt: 'dd/mm/yyyy' } : c.money ? { numFmt: '#,##,##0.00' } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const totals = columns.map(() => 0);
    for await (const page of pages) {
      for (const trip of page) {
        const values = columns.map((c) => c.value(trip));
        values.forEach((value, i) => {
          if (columns[i]?.money && typeof value === 'number') totals[i] = (totals[i] ?? 0) + Math.round(value * 100);
        });
        sheet.addRow(values).commit();
      }
    }
    if (options.withTotals) {
      const row = sheet.addRow(columns.map((c, i) => (i === 0 ? 'Total' : c.money ? (totals[i] ?? 0) / 100 : null)));
      row.font = { bold: true };
      row.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    log.error({ err: error }, 'excel export failed');
    output.destroy(error instanceof Error ? error : new Error('excel export failed'));
  });
  return output;
}
