import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditTarget, Page } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { BOSS_KEY, listPath } from './boss.types';

/** GET /api/admin/audit, newest first; `alvo` narrows it to one kind of target. */
export function useAuditQuery(alvo: AuditTarget | null) {
  return useInfiniteQuery({
    queryKey: [...BOSS_KEY, 'audit', alvo],
    queryFn: ({ pageParam }) => authedRequest<Page<AuditEntry>>(listPath('/api/admin/audit', { alvo: alvo ?? undefined }, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
