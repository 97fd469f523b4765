import { useMutation } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';
import type { FeedbackInput } from './feedback.types';

/** Anyone may send; a signed-in sender's token goes along so the message records who they are. */
export function sendFeedback(input: FeedbackInput): Promise<FeedbackInput & { id: string; criadoEm: string }> {
  return authedRequest('/api/feedback', { method: 'POST', body: input });
}

export function useSendFeedbackMutation() {
  return useMutation({ mutationFn: sendFeedback });
}
