import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { checkUsername } from '../api/check-username.api';
import { USERNAME_PATTERN } from '../routes/profile-params.loader';

export const AVAILABILITY_DEBOUNCE_MS = 400;

export type AvailabilityState =
  | { status: 'unchanged' | 'invalid' | 'checking' | 'available' | 'failed' }
  | { status: 'unavailable'; motivo: string };

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Asks the API whether `username` is free once the user stops typing for a moment. The
 * current name needs no check, and a malformed one is the form's own validation message.
 */
export function useUsernameAvailability(username: string, current: string): AvailabilityState {
  const wanted = username.trim();
  const debounced = useDebounced(wanted, AVAILABILITY_DEBOUNCE_MS);
  const unchanged = wanted.toLowerCase() === current.toLowerCase();
  const valid = USERNAME_PATTERN.test(wanted);
  const query = useQuery({
    queryKey: ['username-availability', debounced.toLowerCase()],
    queryFn: ({ signal }) => checkUsername(debounced, signal),
    enabled: valid && !unchanged && debounced === wanted,
    staleTime: 15_000,
  });

  if (unchanged) return { status: 'unchanged' };
  if (!valid) return { status: 'invalid' };
  if (debounced !== wanted || query.isPending) return { status: 'checking' };
  if (query.isError) return { status: 'failed' };
  return query.data.disponivel ? { status: 'available' } : { status: 'unavailable', motivo: query.data.motivo };
}
