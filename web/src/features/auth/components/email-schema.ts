import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';

/** E-mail as typed by a person: spaces around it are forgiven, an impossible address is not. */
export function emailSchema() {
  return z
    .string()
    .trim()
    .min(1, i18n.t('auth.validation.emailRequired'))
    .pipe(z.email(i18n.t('auth.validation.emailInvalid')));
}
