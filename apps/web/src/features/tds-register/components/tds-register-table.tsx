import { formatDisplayDate, formatRupees, type TdsRegister } from '@freightdesk/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { ResponsiveTable, rowTint } from '@/components/responsive-table';

const HEADINGS = ['Vendor', 'PAN', 'Bill ID', 'Bill Date', 'Trips', 'Freight', 'TDS Rate', 'TDS'] as const;
const FIRST_FIGURE = 4;

const vendorTotalStyle: CSSProperties = { ...rowTint('var(--mantine-color-default-hover)'), fontWeight: 600 };
const quarterTotalStyle: CSSProperties = { ...rowTint('var(--mantine-color-default-border)'), fontWeight: 700 };
const flaggedStyle = rowTint('var(--mantine-color-red-light)');

const rateFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

interface TdsRegisterTableProps {
  register: TdsRegister;
  /** Downloads a vendor's TDS statement of the quarter. */
  onStatement: (vendor: string) => void;
  /** The vendor whose statement is being prepared; null while none is. */
  preparingStatementOf: string | null;
}

/**
 * The quarter's TDS per vendor: a line per bill, the vendor's total with its statement, and the quarter's total at the
 * foot.
 */
export function TdsRegisterTable({ register, onStatement, preparingStatementOf }: TdsRegisterTableProps) {
  return (
    <ResponsiveTable minWidth={860} label="TDS register table" aria-label="TDS register" fz="sm">
      <Table.Thead>
        <Table.Tr>
          {HEADINGS.map((heading, column) => (
            <Table.Th key={heading} ta={column >= FIRST_FIGURE ? 'right' : undefined}>
              {heading}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      {register.rows.map((vendor) => {
        const lineStyle = vendor.panValid ? undefined : flaggedStyle;
        return (
          <Table.Tbody key={vendor.vendor}>
            {vendor.bills.map((bill) => (
              <Table.Tr key={`${bill.billId}-${bill.tdsRate}`} style={lineStyle}>
                <Table.Td>{vendor.vendor}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text span size="sm">
                      {vendor.pan}
                    </Text>
                    {!vendor.panValid && (
                      <Badge color="red" variant="light" miw="max-content">
                        No valid PAN
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{bill.billId}</Table.Td>
                <Table.Td>{formatDisplayDate(bill.date)}</Table.Td>
                <Table.Td ta="right">{bill.trips}</Table.Td>
                <Table.Td ta="right">{formatRupees(bill.freight)}</Table.Td>
                <Table.Td ta="right">{rateFormat.format(bill.tdsRate)}%</Table.Td>
                <Table.Td ta="right">{formatRupees(bill.tds)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr style={vendorTotalStyle} aria-label={`Total of ${vendor.vendor}`}>
              <Table.Td colSpan={5}>
                <Group gap="sm" wrap="nowrap">
                  <Text span size="sm" fw={600}>
                    Total of {vendor.vendor}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="light"
                    leftSection={<IconFileTypePdf size={14} aria-hidden />}
                    aria-label={`Statement (PDF) of ${vendor.vendor}`}
                    loading={preparingStatementOf === vendor.vendor}
                    onClick={() => onStatement(vendor.vendor)}
                  >
                    Statement (PDF)
                  </Button>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{formatRupees(vendor.freight)}</Table.Td>
              <Table.Td />
              <Table.Td ta="right">{formatRupees(vendor.tds)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        );
      })}
      <Table.Tfoot>
        <Table.Tr style={quarterTotalStyle} aria-label="Quarter total">
          <Table.Td colSpan={5}>
            Total of {register.quarter} FY {register.fy}
          </Table.Td>
          <Table.Td ta="right">{formatRupees(register.totals.freight)}</Table.Td>
          <Table.Td />
          <Table.Td ta="right">{formatRupees(register.totals.tds)}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </ResponsiveTable>
  );
}
