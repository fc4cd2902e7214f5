import { searchTarget, type Profile } from '@freightdesk/domain';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { reviseBillPath, tripPath } from '@/config/paths';
import { notifyError } from '@/lib/notify';

/** Look up a trip (T...) or a bill (B...) by id, within what the profile may search. */
export function SearchBox({ profile }: { profile: Profile }) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = searchTarget(query, profile);
    switch (target.kind) {
      case 'error':
        notifyError(target.message);
        return;
      case 'trip':
        void navigate(tripPath(target.id));
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
          <ActionIcon type="submit" variant="subtle" aria-label="Search">
            <IconSearch size={16} aria-hidden />
          </ActionIcon>
        }
      />
    </form>
  );
}
