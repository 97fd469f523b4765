import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminRefusal, Page, RefusalMotivo } from '@sorteios/api-contract';
import { authedRequest } from '../../../lib/authed-request';
import { BOSS_KEY, listPath } from './boss.types';

/** GET /api/admin/refusals?motivo=: entries and sign-ups refused by the fraud rules, newest first. */
export function useAdminRefusalsQuery(motivo: RefusalMotivo | null) {
  return useInfiniteQuery({
    queryKey: [...BOSS_KEY, 'refusals', motivo],
    queryFn: ({ pageParam }) => authedRequest<Page<AdminRefusal>>(listPath('/api/admin/refusals', { motivo: motivo ?? undefined }, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
