import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { i18n } from '../../../i18n/i18n';

/**
 * A 403 says why this user may not see the list (not the creator): the server's words are the
 * right ones. A 404 is a giveaway that does not exist or was deleted.
 */
export function entrantsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return i18n.t('entrants.page.notFound');
  if (error instanceof ApiError && error.status === 403 && error.message) return error.message;
  return errorMessage(error);
}
