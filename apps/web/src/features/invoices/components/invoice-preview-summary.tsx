import { REVERSE_CHARGE_NOTE } from '@freightdesk/domain';
import { Alert, Stack, Text } from '@mantine/core';
import type { InvoicePreview } from '../utils/invoice-preview';
import { AmountRow, AmountsTable, NoteRow } from './amounts-table';

/** The new invoice's figures as they will print, following every tick and keystroke. */
export function InvoicePreviewSummary({ preview }: { preview: InvoicePreview }) {
  return (
    <Stack gap="xs" aria-live="polite">
      <AmountsTable label="Invoice summary">
        {preview.lines.map((line, index) => (
          <AmountRow key={`${index}:${line.label}`} label={line.label} paise={line.paise} />
        ))}
        {preview.reverseCharge ? (
          <NoteRow>{REVERSE_CHARGE_NOTE}</NoteRow>
        ) : (
          preview.taxes.map((line) => <AmountRow key={line.label} label={line.label} paise={line.paise} />)
        )}
        {!preview.problem && <AmountRow label="Total" paise={preview.totalPaise} strong />}
      </AmountsTable>
      {preview.problem ? (
        <Alert color="red" variant="light" role="alert">
          {preview.problem}
        </Alert>
      ) : (
        <Text size="sm">
          <Text span size="sm" c="dimmed">
            In words:{' '}
          </Text>
          {preview.words}
        </Text>
      )}
    </Stack>
  );
}
