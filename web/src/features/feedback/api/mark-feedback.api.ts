import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import type { Feedback } from './feedback.types';
import { FEEDBACK_KEY } from './list-feedback.api';

export function markFeedback({ id, lida }: { id: string; lida: boolean }): Promise<Feedback> {
  return authedRequest<Feedback>(`/api/admin/feedback/${encodeURIComponent(id)}`, { method: 'PATCH', body: { lida } });
}

export function useMarkFeedbackMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markFeedback, onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }) });
}
