import { formatDisplayDate, localTime, type VendorLookup } from '@freightdesk/domain';
import { Box, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '@/components/state-view';
import { serverMessageOr } from '@/lib/api-client';
import type { TripHistoryEntry } from '@freightdesk/domain';
import { useTripHistory } from '../api/get-trip-history';
import { tripChanges } from './trip-changes';

const ACTION_LABELS: Record<TripHistoryEntry['action'], string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
};

/** dd/mm/yyyy HH:mm in the office's time zone. */
const when = (at: string) => `${formatDisplayDate(at)} ${localTime(at).slice(0, 5)}`;

interface TripHistoryProps {
  tripId: string;
  vendors: VendorLookup[] | undefined;
}

/** Who changed the trip, when, and what, newest first. */
export function TripHistory({ tripId, vendors }: TripHistoryProps) {
  const history = useTripHistory(tripId);
  const vendorName = (id: string) => vendors?.find((vendor) => vendor._id === id)?.company_name;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="trip-history-heading">
      <Stack gap="sm">
        <Title order={3} id="trip-history-heading">
          History
        </Title>
        {history.isPending && (
          <Stack gap="xs" role="status" aria-label="Loading history">
            <Skeleton height={18} width="60%" />
            <Skeleton height={14} width="80%" />
          </Stack>
        )}
        {history.isError && (
          <ErrorState
            message={serverMessageOr(history.error, 'The history could not be loaded.')}
            retrying={history.isFetching}
            onRetry={() => void history.refetch()}
          />
        )}
        {history.data && (
          <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {history.data.toReversed().map((entry, index) => {
              const changes = tripChanges(entry, vendorName);
              return (
                <Box component="li" key={`${entry.at}-${index}`}>
                  <Text size="sm">
                    <Text span fw={600}>
                      <time dateTime={entry.at}>{when(entry.at)}</time>
                    </Text>{' '}
                    · {entry.actor} · {ACTION_LABELS[entry.action]}
                  </Text>
                  {changes.length > 0 && (
                    <List size="sm" withPadding>
                      {changes.map((change) => (
                        <List.Item
                          key={change.column}
                        >{`${change.label}: ${change.before} -> ${change.after}`}</List.Item>
                      ))}
                    </List>
                  )}
                </Box>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
