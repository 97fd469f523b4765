import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { Button } from '../../../components/ui/button.component';
import { TextField } from '../../../components/ui/text-field.component';
import { showErrorOnFields } from '../../../lib/form-errors';
import { WEBHOOK_EVENT_TYPES } from './webhook-format';
import { webhookFormSchema, type WebhookFormInput, type WebhookFormValues } from './webhook-form.schema';

const FIELDS = ['url', 'eventos', 'descricao'] as const;
const CODE_TO_FIELD = { WEBHOOK_URL_NOT_ALLOWED: 'url' } as const;

interface WebhookFormProps {
  title: string;
  submitLabel: string;
  initial?: WebhookFormInput;
  pending: boolean;
  /** Sends the values; rejects with the API's error so it can be put on its field. */
  onSubmit: (values: WebhookFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** Create and edit an endpoint: its URL, the events it receives and a note for its owner. */
export function WebhookForm({ title, submitLabel, initial, pending, onSubmit, onCancel }: WebhookFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const schema = useMemo(() => webhookFormSchema(), []);
  const { register, handleSubmit, formState, setError } = useForm<WebhookFormInput, unknown, WebhookFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initial ?? { url: '', eventos: [], descricao: '' },
  });
  // A refusal that belongs to no field (network, plan): shown above the form.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const eventsError = formState.errors.eventos?.message;

  const send = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!showErrorOnFields(error, setError, CODE_TO_FIELD, FIELDS)) setFailure({ error });
    }
  });

  return (
    <form className="webhook-form card" noValidate onSubmit={send} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {failure && <ErrorAlert error={failure.error} />}
      <TextField
        label={t('integrations.webhooks.form.url')}
        hint={t('integrations.webhooks.form.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        error={formState.errors.url?.message}
        {...register('url')}
      />
      <fieldset
        className="field webhook-form__events"
        aria-invalid={eventsError ? true : undefined}
        aria-describedby={eventsError ? `${id}-events-error` : undefined}
      >
        <legend className="field__label">{t('integrations.webhooks.form.events')}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <div className="webhook-form__choice" key={type}>
            <input id={`${id}-${type}`} type="checkbox" value={type} {...register('eventos')} />
            <label htmlFor={`${id}-${type}`}>
              {t(`integrations.webhooks.events.${type}`)} <code>{type}</code>
            </label>
          </div>
        ))}
        {eventsError && (
          <p className="field__error" id={`${id}-events-error`} role="alert">
            {eventsError}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('integrations.webhooks.form.description')}
        hint={t('integrations.webhooks.form.descriptionHint')}
        maxLength={200}
        autoComplete="off"
        error={formState.errors.descricao?.message}
        {...register('descricao')}
      />
      <div className="webhooks-actions">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          {t('integrations.webhooks.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
