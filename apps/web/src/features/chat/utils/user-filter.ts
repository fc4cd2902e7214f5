import { matchesUserPrefix } from '@freightdesk/domain';
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

// A long list in a dropdown helps nobody; typing narrows it.
const MAX_OPTIONS = 50;

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** Usernames starting with what is typed, in any case (spec-1 section 5). */
export const usernamePrefixFilter: OptionsFilter = ({ options, search }) =>
  options.filter((option) => isItem(option) && matchesUserPrefix(option.value, search)).slice(0, MAX_OPTIONS);
