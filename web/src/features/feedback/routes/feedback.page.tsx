import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { FormCard } from '../../../components/ui/form-card.component';
import { TextField } from '../../../components/ui/text-field.component';
import { TextareaField } from '../../../components/ui/textarea-field.component';
import { showErrorOnFields } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { FEEDBACK_TYPES } from '../api/feedback.types';
import { useSendFeedbackMutation } from '../api/send-feedback.api';
import { feedbackFormSchema } from '../components/feedback-form.schema';

const FIELDS = ['nome', 'email', 'tipo', 'mensagem'] as const;

/** /feedback — anyone writes to the team: a suggestion, a problem or a compliment. */
export function FeedbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('feedback.form.title'));
  const tipoId = useId();
  const mutation = useSendFeedbackMutation();
  const schema = useMemo(() => feedbackFormSchema(), []);
  const { register, handleSubmit, formState, setError, reset } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { nome: '', email: '', mensagem: '' },
  });

  if (mutation.isSuccess) {
    return (
      <FormCard title={t('feedback.form.sentTitle')}>
        <Alert tone="success">{t('feedback.form.sent', { nome: mutation.data.nome, email: mutation.data.email })}</Alert>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              mutation.reset();
            }}
          >
            {t('feedback.form.another')}
          </Button>
        </div>
      </FormCard>
    );
  }

  const tipoError = formState.errors.tipo?.message;
  const send = handleSubmit((values) =>
    mutation.mutate(values, { onError: (error) => void showErrorOnFields(error, setError, {}, FIELDS) }),
  );
  const fieldErrorShown = mutation.isError && FIELDS.some((name) => formState.errors[name]?.type === 'server');

  return (
    <FormCard
      title={t('feedback.form.title')}
      intro={t('feedback.form.intro')}
      footer={<Trans i18nKey="feedback.form.privacy" components={[<Link key="privacidade" to="/pages/politica-de-privacidade" />]} />}
    >
      <form noValidate onSubmit={send}>
        {mutation.isError && !fieldErrorShown && <ErrorAlert error={mutation.error} />}
        <TextField label={t('feedback.form.nome')} autoComplete="name" error={formState.errors.nome?.message} {...register('nome')} />
        <TextField label={t('feedback.form.email')} type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
        <fieldset className="field field--choices" aria-invalid={tipoError ? true : undefined} aria-describedby={tipoError ? `${tipoId}-error` : undefined}>
          <legend className="field__label">{t('feedback.form.tipo')}</legend>
          {FEEDBACK_TYPES.map((tipo) => (
            <div className="checkbox" key={tipo}>
              <input id={`${tipoId}-${tipo}`} type="radio" value={tipo} {...register('tipo')} />
              <label htmlFor={`${tipoId}-${tipo}`}>{t(`feedback.tipos.${tipo}`)}</label>
            </div>
          ))}
          {tipoError && (
            <p className="field__error" id={`${tipoId}-error`} role="alert">
              {tipoError}
            </p>
          )}
        </fieldset>
        <TextareaField
          label={t('feedback.form.mensagem')}
          hint={t('feedback.form.mensagemHint')}
          rows={6}
          error={formState.errors.mensagem?.message}
          {...register('mensagem')}
        />
        <Button type="submit" loading={mutation.isPending}>
          {t('feedback.form.submit')}
        </Button>
      </form>
    </FormCard>
  );
}
