import { LR_MESSAGES, LR_RANGE, can, dateRangeProblem } from '@freightdesk/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { useAddressDraft } from '@/hooks/use-address-draft';
import { useCurrentUser } from '@/lib/session';
import { useLrs } from '../api/get-lrs';
import { lrFilterKey, lrFilterOf, lrSearchParams } from '../utils/lr-filter';
import { LrDialog } from './lr-dialog';
import { LrFilterForm } from './lr-filter-form';
import { LrTable } from './lr-table';

/**
 * Issue 32: the lorry receipts of a range of days and a status; a row (or /lorry-receipts?lr=<lrNo>, the bell's and
 * the search's link) opens its LR. The filter lives in the address, so Back returns to the same list.
 */
export function LorryReceiptsScreen() {
  const { profile } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const addressFilter = useMemo(() => lrFilterOf(searchParams), [searchParams]);
  const searched = dateRangeProblem(addressFilter, LR_RANGE) ? null : addressFilter;
  const openLrNo = searchParams.get('lr');
  const { draft, setDraft, asking } = useAddressDraft(addressFilter, lrFilterKey);
  const lrs = useLrs(searched);

  // The form has checked the range against LR_RANGE before Search.
  function search() {
    if (searched && lrFilterKey(searched) === lrFilterKey(draft)) void lrs.refetch();
    else {
      asking(draft);
      setSearchParams(lrSearchParams(draft, openLrNo), { replace: true });
    }
  }

  const open = (lrNo: string) => setSearchParams(lrSearchParams(addressFilter, lrNo));
  const close = () => setSearchParams(lrSearchParams(addressFilter, null), { replace: true });

  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.lorryReceipts.title}</Title>
      <Paper withBorder p="md">
        <LrFilterForm filter={draft} onChange={setDraft} onSearch={search} searching={lrs.isFetching} />
      </Paper>
      {searched && (
        <StateView
          query={lrs}
          loadingLabel="Loading lorry receipts"
          errorMessage={(error) => error.message}
          emptyMessage={LR_MESSAGES.empty}
        >
          {(found) => (
            <Stack gap="sm">
              <Group justify="flex-end">
                <Text size="sm" c="dimmed">
                  {found.length === 1 ? '1 lorry receipt' : `${found.length.toLocaleString('en-IN')} lorry receipts`}
                </Text>
              </Group>
              <LrTable lrs={found} showsMoney={can(profile, 'lrMoney')} onOpen={open} />
            </Stack>
          )}
        </StateView>
      )}
      <LrDialog lrNo={openLrNo} onClose={close} />
    </Stack>
  );
}
