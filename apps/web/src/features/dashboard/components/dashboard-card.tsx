import { Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardCard as Card } from '../utils/dashboard-cards';

/** One figure of the dashboard, the whole card a link to the screen it comes from. */
export function DashboardCard({ card }: { card: Card }) {
  return (
    <Paper
      component={Link}
      to={card.to}
      withBorder
      p="md"
      radius="md"
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      <Stack gap={4}>
        <Text size="sm" fw={600} c="dimmed">
          {card.title}
        </Text>
        <Text size="xl" fw={700}>
          {card.figure}
        </Text>
        <Text size="sm">{card.detail}</Text>
      </Stack>
    </Paper>
  );
}
