import {
  type BusinessSettings,
  type DeductionPart,
  type Quarter,
  formatDisplayDate,
  fromBasisPoints,
  fromPaise,
  quarterRange,
} from '@freightdesk/domain';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { VendorTable } from '../db/schema.ts';
import { letterhead, vendorBlock } from '../pdf/letterhead.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { headingRow, money, note, right } from '../vendor-accounts/pdf-cells.ts';

/** What a vendor's TDS statement prints: its credits of the quarter, the TDS on each and the challan it went in. */
export interface TdsStatementDocument {
  business: BusinessSettings;
  vendor: VendorTable;
  fy: string;
  quarter: Quarter;
  parts: DeductionPart[];
}

const rateFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export const statementFileName = (vendor: string, fy: string, quarter: Quarter) =>
  `TDS-Statement-${vendor.replace(/[^A-Za-z0-9]+/g, '-')}-FY${fy}-${quarter}.pdf`;

/** The statement sent with a payment advice: each bill's amount credited, its TDS, and where the TDS was deposited. */
export function tdsStatementDocument({
  business,
  vendor,
  fy,
  quarter,
  parts,
}: TdsStatementDocument): TDocumentDefinitions {
  const { startDate, endDate } = quarterRange(fy, quarter);
  const total = (pick: (part: DeductionPart) => number) => fromPaise(parts.reduce((sum, part) => sum + pick(part), 0));
  const body: TableCell[][] = [
    headingRow(['Bill ID', 'Date of credit', 'Amount credited', 'TDS rate', 'TDS', 'Deposited in challan'], 2),
    ...parts.map((part): TableCell[] => [
      part.deduction.billId,
      formatDisplayDate(part.deduction.date),
      right(money(fromPaise(part.amountPaise))),
      right(`${rateFormat.format(fromBasisPoints(part.deduction.rateBasisPoints))}%`),
      right(money(fromPaise(part.tdsPaise))),
      part.challan
        ? `BSR ${part.challan.bsrCode}, ${formatDisplayDate(part.challan.date)}, serial ${part.challan.serial}`
        : part.tdsPaise > 0
          ? 'Not yet deposited'
          : 'No TDS',
    ]),
    [
      { text: 'Total', bold: true, colSpan: 2 },
      '',
      right(money(total((part) => part.amountPaise)), true),
      '',
      right(money(total((part) => part.tdsPaise)), true),
      '',
    ],
  ];
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 40],
    info: { title: `TDS statement FY ${fy} ${quarter}`, author: business.companyName, creator: 'FreightDesk' },
    defaultStyle: { fontSize: 9 },
    content: [
      letterhead(business, 'TDS statement', [
        `FY ${fy} ${quarter}`,
        `${formatDisplayDate(startDate)} to ${formatDisplayDate(endDate)}`,
      ]),
      vendorBlock('Deductee', vendor),
      {
        margin: [0, 12, 0, 0],
        table: { headerRows: 1, dontBreakRows: true, widths: [50, 60, 80, 45, 70, '*'], body },
        layout: 'lightHorizontalLines',
      },
      note(
        'The TDS of each bill as issued, under the vendor’s PAN of the bill’s day. The tax credit shows on Form 26AS ' +
          'once the office’s quarterly return is filed.',
      ),
    ],
  };
}

export function renderTdsStatementPdf(document: TdsStatementDocument): Promise<Buffer> {
  return renderPdf(tdsStatementDocument(document));
}
