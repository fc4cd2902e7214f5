import { useMatches } from 'react-router';
import { SCREENS, isScreenHandle, type Screen } from '@/config/paths';

/** The screen of the deepest matched route, from the `handle` the router gave it. */
export function useCurrentScreen(): Screen {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isScreenHandle);
  return SCREENS[handle?.screen ?? 'upload'];
}
