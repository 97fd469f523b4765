import { useQuery } from '@tanstack/react-query';
import type { Entry } from '@sorteios/api-contract';
import { ApiError } from '../../../lib/api-error';
import { authedRequest } from '../../../lib/authed-request';
import { useSession } from '../../../lib/use-session';

export function myEntryQueryKey(giveawayId: string) {
  return ['my-entry', giveawayId] as const;
}

/** My entry in this giveaway, or null when I have none (404 ENTRY_NOT_FOUND is an answer, not an error). */
export async function getMyEntry(giveawayId: string): Promise<Entry | null> {
  try {
    return await authedRequest<Entry>(`/api/giveaways/${encodeURIComponent(giveawayId)}/entries/me`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Only asked while signed in: a visitor has no entry to look for. */
export function useMyEntryQuery(giveawayId: string) {
  const { status } = useSession();
  return useQuery({
    queryKey: myEntryQueryKey(giveawayId),
    queryFn: () => getMyEntry(giveawayId),
    enabled: status === 'signed-in',
  });
}
