import { Paper, Progress, Stack, Text } from '@mantine/core';
import { useTransfers, type Transfer } from '@/lib/transfers';

const sizeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

function amountMoved({ loaded, total }: Transfer): string {
  if (total) return `${Math.min(100, Math.round((loaded / total) * 100))}%`;
  if (loaded === 0) return 'Waiting for the server…';
  return loaded < 1024 * 1024
    ? `${sizeFormat.format(loaded / 1024)} KB`
    : `${sizeFormat.format(loaded / (1024 * 1024))} MB`;
}

/** Long work (an export, a bill's PDF, an upload) shows how far it has got, wherever it was started. */
export function TransferProgress() {
  const transfers = useTransfers();
  if (transfers.length === 0) return null;
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      pos="fixed"
      bottom={16}
      right={16}
      w={{ base: 'calc(100vw - 32px)', xs: 340 }}
      style={{ zIndex: 300 }}
      role="status"
      aria-label="Files in progress"
    >
      <Stack gap="sm">
        {transfers.map((transfer) => (
          <Stack key={transfer.id} gap={4}>
            <Text size="sm" fw={500} truncate>
              {transfer.label}
            </Text>
            <Progress
              value={transfer.total ? (transfer.loaded / transfer.total) * 100 : 100}
              striped={!transfer.total}
              animated={!transfer.total}
              aria-label={transfer.label}
            />
            <Text size="xs" c="dimmed">
              {amountMoved(transfer)}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
