import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { i18n } from '../../i18n/i18n';
import { errorMessage } from '../../lib/error-message';
import { showErrorOnFields } from '../../lib/form-errors';
import { Alert } from '../ui/alert.component';
import { Button } from '../ui/button.component';
import { TextareaField } from '../ui/textarea-field.component';
import { ModalDialog } from './modal-dialog.component';
import { REPORT_MOTIVOS, useReportGiveawayMutation } from './report-giveaway.api';

const e = (key: string) => i18n.t(`moderation.report.${key}`);

function reportSchema() {
  return z.object({
    motivo: z.enum(REPORT_MOTIVOS, { error: e('motivoRequired') }),
    detalhes: z.string().trim().max(2000, e('detalhesTooLong')),
  });
}

/** The report form (its own chunk: the giveaway page loads the form and zod only when "Denunciar" is pressed). */
export function ReportDialog({ giveawayId, titulo, onClose, onSent }: { giveawayId: string; titulo: string; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation();
  const groupId = useId();
  const schema = useMemo(reportSchema, []);
  const mutation = useReportGiveawayMutation(giveawayId);
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { detalhes: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const motivoError = formState.errors.motivo?.message;

  const send = handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(
      { motivo: values.motivo, ...(values.detalhes ? { detalhes: values.detalhes } : {}) },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (!showErrorOnFields(error, setError, {}, ['motivo', 'detalhes'])) setFailure(`${t('moderation.report.failed')} ${errorMessage(error)}`);
        },
      },
    );
  });

  return (
    <ModalDialog title={t('moderation.report.title')} onClose={onClose} busy={mutation.isPending}>
      <form noValidate onSubmit={send} className="stack">
        <p>{t('moderation.report.intro', { titulo })}</p>
        {failure && <Alert>{failure}</Alert>}
        <fieldset className="field field--choices" aria-invalid={motivoError ? true : undefined} aria-describedby={motivoError ? `${groupId}-error` : undefined}>
          <legend className="field__label">{t('moderation.report.motivo')}</legend>
          {REPORT_MOTIVOS.map((motivo) => (
            <div className="checkbox" key={motivo}>
              <input id={`${groupId}-${motivo}`} type="radio" value={motivo} {...register('motivo')} />
              <label htmlFor={`${groupId}-${motivo}`}>{t(`moderation.motivos.${motivo}`)}</label>
            </div>
          ))}
          {motivoError && (
            <p className="field__error" id={`${groupId}-error`} role="alert">
              {motivoError}
            </p>
          )}
        </fieldset>
        <TextareaField label={t('moderation.report.detalhes')} hint={t('moderation.report.detalhesHint')} rows={4} error={formState.errors.detalhes?.message} {...register('detalhes')} />
        <div className="modal__actions">
          <Button type="submit" loading={mutation.isPending}>
            {t('moderation.report.submit')}
          </Button>
          <Button variant="secondary" disabled={mutation.isPending} onClick={onClose}>
            {t('moderation.report.cancel')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
