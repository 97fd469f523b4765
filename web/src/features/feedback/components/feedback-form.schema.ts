import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';
import { FEEDBACK_TYPES } from '../api/feedback.types';

const e = (key: string) => i18n.t(`feedback.form.errors.${key}`);

// The API's limits (docs/api-pages-contacts.md), checked here first.
export function feedbackFormSchema() {
  return z.object({
    nome: z.string().trim().min(1, e('nomeRequired')).max(100, e('nomeTooLong')),
    email: z.string().trim().pipe(z.email(e('email'))),
    tipo: z.enum(FEEDBACK_TYPES, { error: e('tipo') }),
    mensagem: z.string().trim().min(10, e('mensagemShort')).max(5000, e('mensagemLong')),
  });
}
