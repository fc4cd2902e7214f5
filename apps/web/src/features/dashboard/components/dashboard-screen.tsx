import { formatDisplayDate } from '@freightdesk/domain';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { useDashboard } from '../api/get-dashboard';
import { dashboardCards } from '../utils/dashboard-cards';
import { DashboardCard } from './dashboard-card';
import { LandingSwitch } from './landing-switch';

/**
 * The owner's dashboard (issue 33): today's trips, LRs not invoiced, receivables overdue, payables due, TDS due and
 * this month's margin, each a link to the screen it comes from; the accountant or admin may land here on signing in.
 */
export function DashboardScreen() {
  const dashboard = useDashboard();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{SCREENS.dashboard.title}</Title>
        <LandingSwitch />
      </Group>
      <StateView query={dashboard} loadingLabel="Loading the dashboard" errorMessage={(error) => error.message}>
        {(figures) => (
          <Stack gap="sm">
            <Text c="dimmed" size="sm">
              As of {formatDisplayDate(figures.today)}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {dashboardCards(figures).map((card) => (
                <DashboardCard key={card.title} card={card} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </StateView>
    </Stack>
  );
}
