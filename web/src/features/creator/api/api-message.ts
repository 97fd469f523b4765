import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';

// A conflict's message names the exact situation ("Não é possível publicar um sorteio
// Encerrado."), so it is shown as the API wrote it rather than replaced by a generic text.
const SHOWN_AS_SENT = new Set([409, 412]);

export function apiMessage(error: unknown): string {
  if (error instanceof ApiError && SHOWN_AS_SENT.has(error.status) && error.message) return error.message;
  return errorMessage(error);
}
