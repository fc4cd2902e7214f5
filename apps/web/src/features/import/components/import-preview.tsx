import type { ImportError, ImportPreview as Preview } from '@freightdesk/domain';
import { Button, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, type Ref } from 'react';
import { ResponsiveTable } from '@/components/responsive-table';
import { skippedRows } from '../utils/import-counts';

// The error report holds them all; a page of thousands of rows would only slow the screen.
const ROWS_SHOWN = 100;

const countFormat = new Intl.NumberFormat('en-IN');

interface ImportPreviewProps {
  fileName: string;
  preview: Preview;
  reportPending: boolean;
  /** The report's button takes the focus after a check that refused rows: it is the next thing to do. */
  reportButtonRef: Ref<HTMLButtonElement> | undefined;
  onDownloadReport: () => void;
}

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={`${label}: ${value}`}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} c={color}>
        {countFormat.format(value)}
      </Text>
    </Paper>
  );
}

/** The first rows of a list, and a line saying how many more there are when it is longer. */
function FirstRows({ count, noun }: { count: number; noun: string }) {
  if (count <= ROWS_SHOWN) return null;
  return (
    <Text size="sm" c="dimmed">
      The first {ROWS_SHOWN} of {countFormat.format(count)} {noun} are shown.
    </Text>
  );
}

const shownValue = (value: string) => (value === '' ? '(blank)' : value);

/** Each value a row to update changes, stored → file (issue 29). */
function UpdatedRows({ updates }: { updates: Preview['updates'] }) {
  const changes = updates.flatMap(({ row, changes }) => changes.map((change) => ({ row, ...change })));
  return (
    <>
      <Title order={4}>Rows to update</Title>
      <ResponsiveTable minWidth={560} label="Rows to update" stickyColumns={1}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Column</Table.Th>
            <Table.Th>Now → in the file</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.slice(0, ROWS_SHOWN).map(({ row, column, before, after }) => (
            <Table.Tr key={`${row}:${column}`}>
              <Table.Td>{row}</Table.Td>
              <Table.Td>{column}</Table.Td>
              <Table.Td>
                {shownValue(before)} → {shownValue(after)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      <FirstRows count={changes.length} noun="changes" />
    </>
  );
}

/** Rows that are imported as they are, with what looks wrong in them (issue 29). */
function WarnedRows({ warnings }: { warnings: readonly ImportError[] }) {
  return (
    <>
      <Title order={4}>Warnings</Title>
      <Text size="sm">These rows are imported as they are: check them before you import.</Text>
      <ResponsiveTable minWidth={560} label="Warnings" stickyColumns={1}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Column</Table.Th>
            <Table.Th>Warning</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {warnings.slice(0, ROWS_SHOWN).map((warning, index) => (
            <Table.Tr key={`${warning.row}:${warning.column}:${index}`}>
              <Table.Td>{warning.row}</Table.Td>
              <Table.Td>{warning.column}</Table.Td>
              <Table.Td>{warning.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      <FirstRows count={warnings.length} noun="warnings" />
    </>
  );
}

/** Rows left out as repeats of an earlier row (skipDuplicates), each naming the row it repeats. */
function SkippedRows({ skipped }: { skipped: readonly ImportError[] }) {
  const titleId = useId();
  return (
    <>
      <Title order={4} id={titleId}>
        Skipped rows
      </Title>
      <Text size="sm">
        These rows repeat an earlier row of the file: the earlier row is imported, these are left out.
      </Text>
      <List size="sm" aria-labelledby={titleId}>
        {skipped.slice(0, ROWS_SHOWN).map(({ row, column, message }, index) => (
          <List.Item key={`${row}:${column}:${index}`}>
            Row {row}: {message}
          </List.Item>
        ))}
      </List>
      <FirstRows count={skipped.length} noun="skipped rows" />
    </>
  );
}

/**
 * What importing the file would do: the counts, each refused row with its reason, each update's changes, warnings,
 * and the repeated rows skipped.
 */
export function ImportPreview(props: ImportPreviewProps) {
  const { fileName, preview, reportPending, reportButtonRef, onDownloadReport } = props;
  const shown = preview.errors.slice(0, ROWS_SHOWN);
  const skipped = skippedRows(preview);
  return (
    <Stack gap="md">
      <Title order={3}>
        Preview of {fileName}: {countFormat.format(preview.rows)} {preview.rows === 1 ? 'row' : 'rows'}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: skipped > 0 ? 5 : 4 }} spacing="sm">
        <Count label="To create" value={preview.create} />
        <Count label="To update" value={preview.update} />
        <Count label="Unchanged" value={preview.unchanged} />
        <Count label="Refused" value={preview.refused} color={preview.refused > 0 ? 'red' : undefined} />
        {skipped > 0 && <Count label="Skipped" value={skipped} />}
      </SimpleGrid>
      {preview.refused > 0 && (
        <>
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              Nothing can be imported while a row is refused. Download the error report (your rows with an Error
              column), correct them, and check the file again.
            </Text>
            <Button
              ref={reportButtonRef}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={reportPending}
              onClick={onDownloadReport}
            >
              Download error report
            </Button>
          </Group>
          <ResponsiveTable minWidth={560} label="Refused rows" stickyColumns={1}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Column</Table.Th>
                <Table.Th>Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((error, index) => (
                <Table.Tr key={`${error.row}:${error.column}:${index}`}>
                  <Table.Td>{error.row}</Table.Td>
                  <Table.Td>{error.column}</Table.Td>
                  <Table.Td>{error.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
          {preview.errors.length > shown.length && (
            <Text size="sm" c="dimmed">
              The first {ROWS_SHOWN} of {countFormat.format(preview.errors.length)} problems are shown; the error report
              lists them all.
            </Text>
          )}
        </>
      )}
      {preview.updates.length > 0 && <UpdatedRows updates={preview.updates} />}
      {preview.warnings.length > 0 && <WarnedRows warnings={preview.warnings} />}
      {preview.skipped.length > 0 && <SkippedRows skipped={preview.skipped} />}
    </Stack>
  );
}
