import { MESSAGES, formatDisplayDate, localDate } from '@freightdesk/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DateField } from '@/components/date-field';
import { StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { RecordReceiptDialog } from '@/features/receipts/components/record-receipt-dialog';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useDownloadReceivables, type ReceivablesFormat } from '../api/download-receivables';
import { useReceivables } from '../api/get-receivables';
import { checkReceivablesDay } from '../utils/receivables-day';
import { receivablesTotals } from '../utils/receivables-totals';
import { ReceivablesTable } from './receivables-table';

/**
 * Receivables (issue 33): what each customer owed at the end of a day (today unless another is chosen), aged by days
 * past each invoice's due date, with a PDF and an Excel of the same day; a customer's name opens its ledger, and each
 * row records a receipt from that customer.
 */
export function ReceivablesScreen() {
  const today = localDate();
  const [day, setDay] = useState(today);
  const [touched, setTouched] = useState(false);
  const checked = checkReceivablesDay(day);
  // While a day is being typed, the last whole day stays on screen.
  const [asOf, setAsOf] = useState(today);
  if (checked.ok && checked.asOf !== asOf) setAsOf(checked.asOf);
  const [recordFor, setRecordFor] = useState<string | null>(null);
  const receivables = useReceivables(asOf);
  const download = useDownloadReceivables();
  const totals = useMemo(() => receivablesTotals(receivables.data ?? []), [receivables.data]);

  /** The PDF or the Excel of the day typed, once it is a day the list can be taken as of. */
  function downloadAs(format: ReceivablesFormat) {
    if (!checked.ok) {
      setTouched(true);
      notifyError(checked.message);
      return;
    }
    download.mutate(
      { asOf: checked.asOf, format },
      { onError: (error) => notifyError(serverMessageOr(error, MESSAGES.unexpected)) },
    );
  }

  const downloading = download.isPending ? download.variables.format : null;
  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.receivables.title}</Title>
      <Group justify="space-between" align="flex-end">
        <DateField
          label="As of"
          description="Balances and days past due at the end of this day"
          value={day}
          max={today}
          error={touched && !checked.ok ? checked.message : undefined}
          onChange={(next) => {
            setDay(next);
            setTouched(false);
          }}
          onBlur={() => setTouched(true)}
          w={{ base: '100%', xs: 260 }}
        />
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            loading={downloading === 'pdf'}
            onClick={() => downloadAs('pdf')}
          >
            Download PDF
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={downloading === 'excel'}
            onClick={() => downloadAs('excel')}
          >
            Download Excel
          </Button>
        </Group>
      </Group>
      <StateView
        query={receivables}
        loadingLabel="Loading receivables"
        errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
        emptyMessage={`Nothing was owed by customers at the end of ${formatDisplayDate(asOf)}.`}
      >
        {(rows) => (
          <>
            <Text size="sm" c="dimmed">
              As of {formatDisplayDate(asOf)}; days past due counted from each invoice&apos;s due date.
            </Text>
            <ReceivablesTable rows={rows} totals={totals} asOf={asOf} onRecordReceipt={setRecordFor} />
          </>
        )}
      </StateView>
      <RecordReceiptDialog customer={recordFor} onClose={() => setRecordFor(null)} />
    </Stack>
  );
}
