import { LR_MESSAGES, TRIP_MESSAGES } from '@freightdesk/domain';
import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ErrorState } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { useLr } from '@/features/lorry-receipts/api/get-lr';
import { ApiRequestError, serverMessageOr } from '@/lib/api-client';
import { useTrip } from '../api/get-trip';
import { useTripLookups, type TripLookups } from '../hooks/use-trip-lookups';
import { TripForm } from './trip-form';
import { TripHistory } from './trip-history';

function TripSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading trip">
      <Skeleton height={32} width={200} />
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          {Array.from({ length: 12 }, (_, field) => (
            <Skeleton key={field} height={58} />
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

const isNotFound = (error: Error) => error instanceof ApiRequestError && error.status === 404;

function EditTrip({ tripId, lookups }: { tripId: string; lookups: TripLookups }) {
  const trip = useTrip(tripId);
  // The trip's lorry receipt (issue 32) is read before the form opens, so the form starts from both.
  const lrNo = trip.data?.lrNo || null;
  const lr = useLr(lrNo);
  if (trip.isPending || (lrNo !== null && lr.isPending)) return <TripSkeleton />;
  if (trip.isError) {
    return (
      <Stack gap="md">
        <Title order={2}>New</Title>
        <ErrorState
          message={serverMessageOr(trip.error, TRIP_MESSAGES.fetchFailed)}
          retrying={trip.isFetching}
          onRetry={isNotFound(trip.error) ? undefined : () => void trip.refetch()}
        />
        <Anchor component={Link} to={SCREENS.upload.path}>
          New trip
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={2}>Trip ID: {trip.data.TripID}</Title>
      <TripForm
        trip={trip.data}
        lr={lr.data}
        lrProblem={lr.isError ? serverMessageOr(lr.error, LR_MESSAGES.notFound) : null}
        lookups={lookups}
      />
      <TripHistory tripId={tripId} vendors={lookups.vendors} />
    </Stack>
  );
}

/** Upload Trip Details: a new trip at /home, an existing one with its history at /home/{TripID}. */
export function TripScreen() {
  const { tripId } = useParams();
  const lookups = useTripLookups();
  if (!tripId) {
    return (
      <Stack gap="lg">
        <Title order={2}>New</Title>
        <TripForm lookups={lookups} />
      </Stack>
    );
  }
  const id = tripId.trim().toUpperCase();
  return <EditTrip key={id} tripId={id} lookups={lookups} />;
}
