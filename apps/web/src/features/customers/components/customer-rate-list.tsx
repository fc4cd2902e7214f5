import { formatDisplayDate, formatRupees, localDate, type CustomerRate } from '@freightdesk/domain';
import { Badge, Table } from '@mantine/core';
import { ResponsiveTable } from '@/components/responsive-table';
import { type RateStanding, ratesByRoute } from '../utils/rates-by-route';

const HEADINGS = ['From', 'To', 'Valid From', 'Rate per Ton', 'Status'] as const;

const STANDING_BADGES: Record<RateStanding, { label: string; color: string } | null> = {
  inForce: { label: 'In force', color: 'teal' },
  upcoming: { label: 'Upcoming', color: 'blue' },
  superseded: null,
};

/** A customer's rates by route, newest first, the one charged today marked "In force". */
export function CustomerRateList({ rates }: { rates: CustomerRate[] }) {
  return (
    <ResponsiveTable minWidth={560} label="Customer rates table" aria-label="Customer rates" stickyColumns={0}>
      <Table.Thead>
        <Table.Tr>
          {HEADINGS.map((heading) => (
            <Table.Th key={heading}>{heading}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ratesByRoute(rates, localDate()).map(({ rate, standing }) => {
          const badge = STANDING_BADGES[standing];
          return (
            <Table.Tr key={rate.id}>
              <Table.Td>{rate.from}</Table.Td>
              <Table.Td>{rate.to}</Table.Td>
              <Table.Td>{formatDisplayDate(rate.validFrom)}</Table.Td>
              <Table.Td>{formatRupees(rate.rate)}</Table.Td>
              <Table.Td>
                {badge && (
                  <Badge color={badge.color} variant="light" tt="none">
                    {badge.label}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
