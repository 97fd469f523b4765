import { i18n } from '../i18n/i18n';
import { ApiError } from './api-error';

/** What to tell the user about a failed call: our pt-BR text for known codes, else the server's. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors.codes.${error.code}`;
    if (i18n.exists(key)) return i18n.t(key);
    if (error.message) return error.message;
  }
  return i18n.t('errors.unexpected');
}
