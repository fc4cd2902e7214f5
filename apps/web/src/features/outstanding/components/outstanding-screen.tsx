import { MESSAGES, formatDisplayDate, localDate } from '@freightdesk/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DateField } from '@/components/date-field';
import { StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useDownloadOutstandingExcel } from '../api/download-outstanding-excel';
import { useDownloadOutstandingPdf } from '../api/download-outstanding-pdf';
import { useOutstanding } from '../api/get-outstanding';
import { checkAsOfDay } from '../utils/as-of-day';
import { outstandingTotals } from '../utils/outstanding-totals';
import { AgeingChart } from './ageing-chart';
import { OutstandingTable } from './outstanding-table';

/** The Excel's download and the PDF's: the same day, the same answers. */
type FileDownload = ReturnType<typeof useDownloadOutstandingExcel>;

/**
 * Outstanding (issues 17 and 28): what was owed to each vendor at the end of a day (today unless another is chosen)
 * and how old its bills were then, with a chart, and an Excel and a PDF of the same day.
 */
export function OutstandingScreen() {
  const today = localDate();
  const [day, setDay] = useState(today);
  const [touched, setTouched] = useState(false);
  const checked = checkAsOfDay(day);
  // While a day is being typed, the last whole day stays on screen.
  const [asOf, setAsOf] = useState(today);
  if (checked.ok && checked.asOf !== asOf) setAsOf(checked.asOf);
  const outstanding = useOutstanding(asOf);
  const excel = useDownloadOutstandingExcel();
  const pdf = useDownloadOutstandingPdf();
  const totals = useMemo(() => outstandingTotals(outstanding.data ?? []), [outstanding.data]);

  /** The Excel or the PDF of the day typed, once it is a day the list can be taken as of. */
  function download(file: FileDownload) {
    if (!checked.ok) {
      setTouched(true);
      notifyError(checked.message);
      return;
    }
    file.mutate(checked.asOf, { onError: (error) => notifyError(serverMessageOr(error, MESSAGES.unexpected)) });
  }

  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.outstanding.title}</Title>
      <Group justify="space-between" align="flex-end">
        <DateField
          label="As of"
          description="Balances and ages at the end of this day"
          value={day}
          max={today}
          error={touched && !checked.ok ? checked.message : undefined}
          onChange={(next) => {
            setDay(next);
            setTouched(false);
          }}
          onBlur={() => setTouched(true)}
          w={{ base: '100%', xs: 220 }}
        />
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            loading={pdf.isPending}
            onClick={() => download(pdf)}
          >
            Download PDF
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={excel.isPending}
            onClick={() => download(excel)}
          >
            Download Excel
          </Button>
        </Group>
      </Group>
      <StateView
        query={outstanding}
        loadingLabel="Loading outstanding balances"
        errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
        emptyMessage={`No bills up to ${formatDisplayDate(asOf)}: nothing was outstanding.`}
      >
        {(rows) => (
          <>
            <Text size="sm" c="dimmed">
              As of {formatDisplayDate(asOf)}.
            </Text>
            <AgeingChart buckets={totals.buckets} />
            <OutstandingTable rows={rows} totals={totals} />
          </>
        )}
      </StateView>
    </Stack>
  );
}
