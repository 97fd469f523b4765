import { i18n } from '../i18n/i18n';

/**
 * What to tell the person the API sent back with ?erro=<code> after an outside sign-in: the
 * pt-BR text of a code we know, else a general one. The parameter is only ever a key: any
 * text in it is never shown.
 */
export function outsideSignInRefusal(code: string | null): string | null {
  if (!code) return null;
  const key = `errors.codes.${code}`;
  return /^[A-Z_]{1,64}$/.test(code) && i18n.exists(key) ? i18n.t(key) : i18n.t('auth.outside.failed');
}
