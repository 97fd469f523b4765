import { useQuery } from '@tanstack/react-query';
import type { Entry } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { useSession } from '../../../lib/use-session';

export function myEntryQueryKey(giveawayId: string) {
  return ['my-entry', giveawayId] as const;
}

/** My entry in this giveaway, or null when I have none (the API answers 204 without a body). */
export async function getMyEntry(giveawayId: string): Promise<Entry | null> {
  const entry = await authedRequest<Entry | undefined>(`/api/giveaways/${encodeURIComponent(giveawayId)}/entries/me`);
  return entry ?? null;
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
