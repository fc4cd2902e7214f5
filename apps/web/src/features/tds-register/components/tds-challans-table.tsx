import { formatDisplayDate, formatRupees, isBeforeToday, type TdsChallans } from '@freightdesk/domain';
import { Badge, Group, Table, Text } from '@mantine/core';
import { ResponsiveTable, rowTint } from '@/components/responsive-table';

const COVER_HEADINGS = ['Bill ID', 'Vendor', 'Deducted On', 'Due Date', 'TDS', 'Months Late', 'Interest'] as const;
const UNDEPOSITED_HEADINGS = ['Bill ID', 'Vendor', 'Deducted On', 'Due Date', 'TDS'] as const;
const FIRST_FIGURE = 4;

const challanStyle = { ...rowTint('var(--mantine-color-default-hover)'), fontWeight: 600 };

function Headings({ headings }: { headings: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {headings.map((heading, column) => (
          <Table.Th key={heading} ta={column >= FIRST_FIGURE ? 'right' : undefined}>
            {heading}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** Each challan of the quarter with the bills' TDS it covers and the interest for depositing it late. */
export function TdsChallansTable({ challans }: { challans: TdsChallans['challans'] }) {
  return (
    <ResponsiveTable minWidth={860} label="Challans table" aria-label="Challans" fz="sm">
      <Headings headings={COVER_HEADINGS} />
      {challans.map((challan) => (
        <Table.Tbody key={challan.id}>
          <Table.Tr style={challanStyle}>
            <Table.Td colSpan={COVER_HEADINGS.length}>
              Challan of {formatDisplayDate(challan.date)}: BSR {challan.bsrCode}, serial {challan.serial},{' '}
              {formatRupees(challan.amount)} deposited
              {challan.unallocated > 0 && `, ${formatRupees(challan.unallocated)} not used by this quarter's TDS`}
            </Table.Td>
          </Table.Tr>
          {challan.covers.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COVER_HEADINGS.length}>Covers no TDS of this quarter.</Table.Td>
            </Table.Tr>
          ) : (
            challan.covers.map((cover, line) => (
              <Table.Tr key={`${cover.billId}-${line}`}>
                <Table.Td>{cover.billId}</Table.Td>
                <Table.Td>{cover.vendor}</Table.Td>
                <Table.Td>{formatDisplayDate(cover.deductedOn)}</Table.Td>
                <Table.Td>{formatDisplayDate(cover.dueDate)}</Table.Td>
                <Table.Td ta="right">{formatRupees(cover.tds)}</Table.Td>
                <Table.Td ta="right">{cover.lateMonths === 0 ? 'On time' : cover.lateMonths}</Table.Td>
                <Table.Td ta="right">{formatRupees(cover.interest)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      ))}
    </ResponsiveTable>
  );
}

/** The quarter's TDS no challan covers yet, with the day each part is due at the bank. */
export function UndepositedTable({ undeposited }: { undeposited: TdsChallans['undeposited'] }) {
  return (
    <ResponsiveTable minWidth={700} label="Not yet deposited table" aria-label="Not yet deposited" fz="sm">
      <Headings headings={UNDEPOSITED_HEADINGS} />
      <Table.Tbody>
        {undeposited.map((part, line) => (
          <Table.Tr key={`${part.billId}-${line}`}>
            <Table.Td>{part.billId}</Table.Td>
            <Table.Td>{part.vendor}</Table.Td>
            <Table.Td>{formatDisplayDate(part.deductedOn)}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text span size="sm">
                  {formatDisplayDate(part.dueDate)}
                </Text>
                {isBeforeToday(part.dueDate) && (
                  <Badge color="red" variant="light" miw="max-content">
                    Overdue
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td ta="right">{formatRupees(part.tds)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
