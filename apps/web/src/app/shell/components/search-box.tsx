import { LR_MESSAGES, TRIP_MESSAGES, searchTarget, type Profile } from '@freightdesk/domain';
import { ActionIcon, Box, Popover, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lorryReceiptPath, reviseBillPath, tripOpenedFrom, tripPath } from '@/config/paths';
import { findLr } from '@/features/lorry-receipts/api/find-lr';
import { tripQueryOptions } from '@/features/trips/api/get-trip';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

/** Look up a trip (T...), a bill (B...) or a lorry receipt (LR...) by number, within what the profile may search. */
export function SearchBox({ profile }: { profile: Profile }) {
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  // The trip is fetched before leaving, so a wrong id leaves the current screen as it is (spec-1 section 8).
  async function openTrip(tripId: string) {
    setSearching(true);
    try {
      const trip = await queryClient.fetchQuery(tripQueryOptions(tripId));
      // Saved, the trip goes back to the screen it was searched from.
      await navigate(tripPath(trip.TripID), { state: tripOpenedFrom(location) });
    } catch (error) {
      notifyError(serverMessageOr(error, TRIP_MESSAGES.fetchFailed));
    } finally {
      setSearching(false);
    }
  }

  // As a trip: a number that names no LR leaves the current screen as it is.
  async function openLr(typed: string) {
    setSearching(true);
    try {
      const found = await findLr(typed);
      await navigate(lorryReceiptPath(found.lrNo));
    } catch (error) {
      notifyError(serverMessageOr(error, LR_MESSAGES.notFound));
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
      case 'lr':
        void openLr(target.query);
        return;
    }
  }

  const form = (autoFocus: boolean) => (
    <form role="search" onSubmit={search}>
      <TextInput
        aria-label="Search Trip ID or Bill ID"
        placeholder="Trip / Bill / LR No"
        value={query}
        autoFocus={autoFocus}
        onChange={(event) => setQuery(event.currentTarget.value.toUpperCase())}
        w={{ base: 200, xs: 180, md: 220 }}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label="Search" loading={searching}>
            <IconSearch size={16} aria-hidden />
          </ActionIcon>
        }
      />
    </form>
  );

  // On a phone the box opens from an icon, leaving the top bar room for the screen's title.
  return (
    <>
      <Box visibleFrom="xs">{form(false)}</Box>
      <Box hiddenFrom="xs">
        <Popover position="bottom-end" shadow="md" trapFocus returnFocus>
          <Popover.Target>
            <ActionIcon variant="subtle" size="lg" aria-label="Open the Trip ID or Bill ID search">
              <IconSearch size={20} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>{form(true)}</Popover.Dropdown>
        </Popover>
      </Box>
    </>
  );
}
