import { Autocomplete } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { usernamePrefixFilter } from '../utils/user-filter';

interface UserSearchProps {
  usernames: string[];
  disabled?: boolean;
  onChoose: (username: string) => void;
}

/** Find a colleague by the start of their username; choosing one opens the conversation with them. */
export function UserSearch({ usernames, disabled = false, onChoose }: UserSearchProps) {
  const [query, setQuery] = useState('');
  // The box fills in the chosen option after the choice; a chosen user leaves it empty for the next search.
  const chosen = useRef(false);
  return (
    <Autocomplete
      aria-label="Search users"
      placeholder="Search users"
      leftSection={<IconSearch size={16} aria-hidden />}
      data={usernames}
      filter={usernamePrefixFilter}
      value={query}
      onChange={(value) => {
        setQuery(chosen.current ? '' : value);
        chosen.current = false;
      }}
      disabled={disabled}
      onOptionSubmit={(username) => {
        chosen.current = true;
        onChoose(username);
      }}
      selectFirstOptionOnChange
    />
  );
}
