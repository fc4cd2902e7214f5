import { formatRupees, type ReviseRow } from '@freightdesk/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { REVISE_TEXTS } from '../revise-texts';

interface BillSummaryProps {
  billed: ReviseRow[];
  remarks: { text: string; amount: number }[];
}

function Figure({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} size={strong ? 'lg' : 'md'}>
        {formatRupees(amount)}
      </Text>
    </Stack>
  );
}

/** The issued bill's remarks, remarks amount, GST and total, as the last billed row carries them. */
export function BillSummary({ billed, remarks }: BillSummaryProps) {
  const last = billed.at(-1);
  if (!last) return null;
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)" aria-label="Bill amounts">
      <Group gap="xl" align="flex-start">
        <Figure label="Remarks Amount" amount={last.remarks_amount ?? 0} />
        <Figure label="GST Amount" amount={last.gst_amount ?? 0} />
        <Figure label="Total Amount" amount={last.final_amount ?? 0} strong />
        {remarks.length > 0 && (
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Remarks
            </Text>
            {remarks.map((remark, index) => (
              <Text key={index} size="sm">
                {remark.text}: {formatRupees(remark.amount)}
              </Text>
            ))}
          </Stack>
        )}
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {REVISE_TEXTS.pendingEdits}
      </Text>
    </Paper>
  );
}
