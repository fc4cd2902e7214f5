import { MESSAGES, formatRupees } from '@freightdesk/domain';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyState, StateView } from '@/components/state-view';
import { serverMessageOr } from '@/lib/api-client';
import { useTdsChallans } from '../api/get-tds-challans';
import type { TdsQuarter } from '../api/get-tds-register';
import { TdsChallanForm } from './tds-challan-form';
import { TdsChallansTable, UndepositedTable } from './tds-challans-table';

function Figure({ label, amount }: { label: string; amount: number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{formatRupees(amount)}</Text>
    </Stack>
  );
}

/** The quarter's deposits of TDS: the form to record a challan, what each covers, and what is still to deposit. */
export function TdsChallansPanel({ period }: { period: TdsQuarter }) {
  const challans = useTdsChallans(period);
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3}>
            Add Challan for {period.quarter} FY {period.fy}
          </Title>
          <TdsChallanForm period={period} />
        </Stack>
      </Paper>
      <StateView
        query={challans}
        loadingLabel="Loading the challans"
        errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
      >
        {(found) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
              <Figure label="TDS of the quarter" amount={found.totals.tds} />
              <Figure label="Deposited" amount={found.totals.deposited} />
              <Figure label="Not yet deposited" amount={found.totals.undeposited} />
              <Figure label="Interest for late deposit" amount={found.totals.interest} />
            </SimpleGrid>
            <Title order={3}>Challans</Title>
            {found.challans.length === 0 ? (
              <EmptyState message="No challan recorded for this quarter." />
            ) : (
              <TdsChallansTable challans={found.challans} />
            )}
            <Title order={3}>Not yet deposited</Title>
            {found.undeposited.length === 0 ? (
              <EmptyState message="All of this quarter's TDS is deposited." />
            ) : (
              <UndepositedTable undeposited={found.undeposited} />
            )}
          </Stack>
        )}
      </StateView>
    </Stack>
  );
}
