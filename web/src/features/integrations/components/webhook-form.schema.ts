import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';
import { WEBHOOK_EVENT_TYPES } from './webhook-format';

const e = (key: string) => i18n.t(`integrations.webhooks.form.errors.${key}`);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

// The API's limits (docs/api.md, "Integrations"). Plain http:// is left to the server: an
// installation may allow it (WEBHOOKS_ALLOW_PRIVATE_NETWORKS), and then its refusal is the word.
export function webhookFormSchema() {
  return z.object({
    url: z.string().trim().min(1, e('urlRequired')).max(2000, e('urlTooLong')).refine(isHttpUrl, e('urlInvalid')),
    eventos: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, e('eventsRequired')),
    descricao: z.string().trim().max(200, e('descriptionTooLong')),
  });
}

export type WebhookFormInput = z.input<ReturnType<typeof webhookFormSchema>>;
export type WebhookFormValues = z.output<ReturnType<typeof webhookFormSchema>>;
