import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { TextField } from '../../../components/ui/text-field.component';
import { i18n } from '../../../i18n/i18n';
import { showErrorOnFields } from '../../../lib/form-errors';
import { nowInSaoPauloLocal, saoPauloLocalToIso } from '../../../lib/sao-paulo-time';
import { useReplayWebhookMutation } from '../api/replay-webhook.api';

const e = (key: string) => i18n.t(`integrations.webhooks.replay.errors.${key}`);

// The input is São Paulo wall-clock time; the API takes an instant, and refuses one in the future.
function replaySchema() {
  return z.object({
    desde: z
      .string()
      .min(1, e('required'))
      .transform((local, ctx) => {
        const iso = saoPauloLocalToIso(local);
        if (iso === null) ctx.addIssue({ code: 'custom', message: e('required') });
        else if (new Date(iso).getTime() > Date.now()) ctx.addIssue({ code: 'custom', message: e('future') });
        return iso ?? '';
      }),
  });
}

/** Replay from a date: every matching event since then is delivered again, with its original webhook-id. */
export function ReplayForm({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const replay = useReplayWebhookMutation();
  const schema = useMemo(() => replaySchema(), []);
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { desde: '' },
  });

  const send = handleSubmit((values) =>
    replay.mutate(
      { endpointId, body: { desde: values.desde } },
      { onError: (error) => void showErrorOnFields(error, setError, {}, ['desde']) },
    ),
  );
  const fieldError = formState.errors.desde?.type === 'server';

  return (
    <form className="webhook-replay stack" noValidate onSubmit={send} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('integrations.webhooks.replay.title')}</h4>
      <p className="field__hint">{t('integrations.webhooks.replay.intro')}</p>
      <TextField
        type="datetime-local"
        label={t('integrations.webhooks.replay.label')}
        max={nowInSaoPauloLocal()}
        error={formState.errors.desde?.message}
        {...register('desde')}
      />
      <div className="webhooks-actions">
        <Button type="submit" loading={replay.isPending}>
          {t('integrations.webhooks.replay.submit')}
        </Button>
      </div>
      {replay.isSuccess && <Alert tone="success">{t('integrations.webhooks.replay.queued', { count: replay.data.enfileiradas })}</Alert>}
      {replay.isError && !fieldError && <ErrorAlert error={replay.error} />}
    </form>
  );
}
