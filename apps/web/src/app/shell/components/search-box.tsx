import { TRIP_MESSAGES, searchTarget, type Profile } from '@freightdesk/domain';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { reviseBillPath, tripPath } from '@/config/paths';
import { tripQueryOptions } from '@/features/trips/api/get-trip';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

/** Look up a trip (T...) or a bill (B...) by id, within what the profile may search. */
export function SearchBox({ profile }: { profile: Profile }) {
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The trip is fetched before leaving, so a wrong id leaves the current screen as it is (spec-1 section 8).
  async function openTrip(tripId: string) {
    setSearching(true);
    try {
      const trip = await queryClient.fetchQuery(tripQueryOptions(tripId));
      await navigate(tripPath(trip.TripID));
    } catch (error) {
      notifyError(serverMessageOr(error, TRIP_MESSAGES.fetchFailed));
    } finally {
      setSearching(false);
    }
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = searchTarget(query, profile);
    switch (target.kind) {
      case 'error':
        notifyError(target.message);
        return;
      case 'trip':
        void openTrip(target.id);
        return;
      case 'bill':
        void navigate(reviseBillPath(target.id));
        return;
    }
  }

  return (
    <form role="search" onSubmit={search}>
      <TextInput
        aria-label="Search Trip ID or Bill ID"
        placeholder="Trip / Bill ID"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value.toUpperCase())}
        w={{ base: 120, xs: 180, md: 220 }}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label="Search" loading={searching}>
            <IconSearch size={16} aria-hidden />
          </ActionIcon>
        }
      />
    </form>
  );
}
