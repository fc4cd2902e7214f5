import { Progress, Stack, Text } from '@mantine/core';

export type ImportStage = 'checking' | 'writing';

const SERVER_WORK: Record<ImportStage, string> = {
  checking: 'Checking every row…',
  writing: 'Writing the rows…',
};

/** Sending the file, with how much has gone; then the server's work, which gives no measure, as a moving bar. */
export function ImportProgress({ stage, percent }: { stage: ImportStage; percent: number }) {
  const uploading = percent < 100;
  const label = uploading ? `Uploading the file: ${percent}%` : SERVER_WORK[stage];
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Progress value={uploading ? percent : 100} striped={!uploading} animated={!uploading} aria-label={label} />
    </Stack>
  );
}
