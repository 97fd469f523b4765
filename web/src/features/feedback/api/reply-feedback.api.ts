import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import type { Feedback } from './feedback.types';
import { FEEDBACK_KEY } from './list-feedback.api';

/** The reply goes to the sender by e-mail, signed by the team. */
export function replyToFeedback({ id, mensagem }: { id: string; mensagem: string }): Promise<Feedback> {
  return authedRequest<Feedback>(`/api/admin/feedback/${encodeURIComponent(id)}/reply`, { method: 'POST', body: { mensagem } });
}

export function useReplyFeedbackMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyToFeedback, onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }) });
}
