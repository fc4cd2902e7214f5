import { formatDisplayDate, formatRupees, type TdsReturn } from '@freightdesk/domain';
import { Table } from '@mantine/core';
import { ResponsiveTable, rowTint } from '@/components/responsive-table';

/** The return's deductee columns, in its order. */
const HEADINGS = [
  'Sr No',
  'Deductee Code',
  'PAN',
  'Name',
  'Section',
  'Payment Code',
  'Date',
  'Amount Paid',
  'TDS',
  'Rate',
  'Reason Code',
  'Certificate No',
  'Challan',
] as const;
const FIGURES = new Set(['Amount Paid', 'TDS', 'Rate']);

const totalStyle = { ...rowTint('var(--mantine-color-default-border)'), fontWeight: 700 };
const rateFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** The deductee rows of the quarter's return, with the challan each was deposited in. */
export function TdsReturnTable({ taxReturn }: { taxReturn: TdsReturn }) {
  return (
    <ResponsiveTable minWidth={1300} label="TDS return table" aria-label="TDS return" fz="sm">
      <Table.Thead>
        <Table.Tr>
          {HEADINGS.map((heading) => (
            <Table.Th key={heading} ta={FIGURES.has(heading) ? 'right' : undefined}>
              {heading}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {taxReturn.rows.map((row) => (
          <Table.Tr key={row.serial}>
            <Table.Td>{row.serial}</Table.Td>
            <Table.Td>{row.deducteeCode}</Table.Td>
            <Table.Td>{row.pan}</Table.Td>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{row.section}</Table.Td>
            <Table.Td>{row.paymentCode ?? ''}</Table.Td>
            <Table.Td>{formatDisplayDate(row.date)}</Table.Td>
            <Table.Td ta="right">{formatRupees(row.amount)}</Table.Td>
            <Table.Td ta="right">{formatRupees(row.tds)}</Table.Td>
            <Table.Td ta="right">{rateFormat.format(row.rate)}%</Table.Td>
            <Table.Td>{row.reasonCode}</Table.Td>
            <Table.Td>{row.certificateNo ?? ''}</Table.Td>
            <Table.Td>
              {row.challan
                ? `${row.challan.bsrCode} / ${formatDisplayDate(row.challan.date)} / ${row.challan.serial}`
                : 'Not deposited'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr style={totalStyle} aria-label="Return total">
          <Table.Td colSpan={7}>
            Total of {taxReturn.quarter} FY {taxReturn.fy}
          </Table.Td>
          <Table.Td ta="right">{formatRupees(taxReturn.totals.amount)}</Table.Td>
          <Table.Td ta="right">{formatRupees(taxReturn.totals.tds)}</Table.Td>
          <Table.Td colSpan={4} />
        </Table.Tr>
      </Table.Tfoot>
    </ResponsiveTable>
  );
}
