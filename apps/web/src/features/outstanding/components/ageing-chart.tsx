import { AGEING_BUCKETS, AGEING_LABELS, formatRupees, type AgeingBucket } from '@freightdesk/domain';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

const BUCKET_COLORS: Record<AgeingBucket, string> = {
  d0_30: 'var(--mantine-color-teal-6)',
  d31_60: 'var(--mantine-color-yellow-6)',
  d61_90: 'var(--mantine-color-orange-6)',
  over90: 'var(--mantine-color-red-7)',
};

/** The balance owed to all vendors by the age of its bills: one bar per bucket, its amount written beside it. */
export function AgeingChart({ buckets }: { buckets: Record<AgeingBucket, number> }) {
  const titleId = useId();
  const largest = Math.max(...AGEING_BUCKETS.map((bucket) => buckets[bucket]), 0);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} id={titleId}>
          Balance by Age of Bill
        </Title>
        <Stack gap={10}>
          {AGEING_BUCKETS.map((bucket) => {
            const share = largest > 0 ? (buckets[bucket] / largest) * 100 : 0;
            return (
              <Stack key={bucket} gap={4}>
                <Group justify="space-between" gap="sm">
                  <Text size="sm">{AGEING_LABELS[bucket]}</Text>
                  <Text size="sm" fw={500}>
                    {formatRupees(buckets[bucket])}
                  </Text>
                </Group>
                <Box
                  aria-hidden
                  h={14}
                  w={`${share}%`}
                  miw={buckets[bucket] > 0 ? 2 : 0}
                  bg={BUCKET_COLORS[bucket]}
                  style={{ borderRadius: 'var(--mantine-radius-xs)' }}
                />
              </Stack>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
