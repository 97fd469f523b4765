import { useInfiniteQuery } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import type { FeedbackFilter, FeedbackPage } from './feedback.types';

export const FEEDBACK_KEY = ['admin', 'feedback'] as const;
const LIDA: Record<FeedbackFilter, string | null> = { todas: null, naoLidas: 'false', lidas: 'true' };

export function feedbackPath(filter: FeedbackFilter, cursor: string | null): string {
  const params = new URLSearchParams({ limit: '20' });
  const lida = LIDA[filter];
  if (lida) params.set('lida', lida);
  if (cursor) params.set('cursor', cursor);
  return `/api/admin/feedback?${params.toString()}`;
}

export function useFeedbackQuery(filter: FeedbackFilter) {
  return useInfiniteQuery({
    queryKey: [...FEEDBACK_KEY, filter],
    queryFn: ({ pageParam }) => authedRequest<FeedbackPage>(feedbackPath(filter, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
