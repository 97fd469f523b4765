import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Giveaway } from '@sorteios/api-contract';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import type { useSubmitEntryMutation } from '../api/submit-entry.api';
import { CONTACT_CONSENT_TEXT } from './contact-consent';
import { EntryField } from './entry-field.component';
import { ResendConfirmation } from './resend-confirmation.component';
import { entrySchema, initialAnswers, toRespostas, type EntryFormValues } from './entry-schema';

interface EntryFormProps {
  giveaway: Giveaway;
  prefill: { nome: string; email: string };
  /** Owned by the page, which turns into the confirmation once it succeeds. */
  mutation: ReturnType<typeof useSubmitEntryMutation>;
  /** The browser is solving the anti-robot challenge before sending again. */
  verifying?: boolean;
}

/** The giveaway's own form, generated from camposFormulario, plus the rules and contact consent. */
export function EntryForm({ giveaway, prefill, mutation, verifying = false }: EntryFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const fields = giveaway.camposFormulario;
  const resolver = useMemo(() => zodResolver(entrySchema(fields)) as unknown as Resolver<EntryFormValues>, [fields]);
  const { register, handleSubmit, setError, formState } = useForm<EntryFormValues>({
    resolver,
    defaultValues: {
      respostas: initialAnswers(fields, prefill),
      aceiteRegulamento: false,
      // LGPD art. 8: consent is never presumed, so the box starts unticked.
      consentimentoContato: false,
    },
  });
  const answerErrors = formState.errors.respostas as Record<string, { message?: string } | undefined> | undefined;

  const submit = handleSubmit((values) =>
    mutation.mutate(
      {
        respostas: toRespostas(fields, values.respostas),
        aceiteRegulamento: true,
        consentimentoContato: values.consentimentoContato,
      },
      { onError: (error) => showServerErrors(error) },
    ),
  );

  // Each rejected answer goes under its own field; the summary alert above says the rest.
  function showServerErrors(error: unknown): void {
    if (!(error instanceof ApiError)) return;
    if (error.code === 'RULES_NOT_ACCEPTED') {
      setError('aceiteRegulamento', { type: 'server', message: error.message }, { shouldFocus: true });
      return;
    }
    const known = fields.filter((field) => error.fields?.[field.chave]?.length);
    known.forEach((field, index) =>
      setError(
        `respostas.${field.chave}` as FieldPath<EntryFormValues>,
        { type: 'server', message: error.fields![field.chave]![0] },
        { shouldFocus: index === 0 },
      ),
    );
  }

  const serverFieldsShown =
    mutation.error instanceof ApiError && fields.some((field) => (mutation.error as ApiError).fields?.[field.chave]?.length);
  const alreadyEntered = mutation.error instanceof ApiError && mutation.error.code === 'ALREADY_ENTERED';
  const emailNotConfirmed = mutation.error instanceof ApiError && mutation.error.code === 'EMAIL_NOT_CONFIRMED';
  const rulesId = `${ids}-rules`;
  const rulesErrorId = `${ids}-rules-error`;
  const consentId = `${ids}-consent`;

  return (
    <form noValidate onSubmit={submit} aria-describedby={`${ids}-legend`}>
      <p className="field__hint" id={`${ids}-legend`}>
        {t('participation.form.requiredLegend')}
      </p>
      {mutation.isError && (
        <ErrorAlert error={mutation.error} message={serverFieldsShown ? t('participation.validation.fieldsToFix') : errorMessage(mutation.error)}>
          {alreadyEntered && (
            <>
              {' '}
              <Link to={`/sorteio/${giveaway.id}/minha-inscricao`}>{t('participation.cta.viewEntry')}</Link>
            </>
          )}
          {emailNotConfirmed && <ResendConfirmation />}
        </ErrorAlert>
      )}

      {fields.map((field) => (
        <EntryField
          key={field.chave}
          field={field}
          registration={register(`respostas.${field.chave}` as FieldPath<EntryFormValues>)}
          error={answerErrors?.[field.chave]?.message}
        />
      ))}

      <details className="rules">
        <summary>{t('participation.form.readRules')}</summary>
        <div className="rules__text">{giveaway.regulamento || t('participation.form.noRules')}</div>
      </details>

      <div className="field field--checkbox">
        <div className="checkbox">
          <input
            {...register('aceiteRegulamento')}
            id={rulesId}
            type="checkbox"
            aria-required="true"
            aria-invalid={formState.errors.aceiteRegulamento ? true : undefined}
            aria-describedby={formState.errors.aceiteRegulamento ? rulesErrorId : undefined}
          />
          <label htmlFor={rulesId}>
            {t('participation.form.acceptRules')}
            <span className="required-mark" aria-hidden="true">
              {' *'}
            </span>
          </label>
        </div>
        {formState.errors.aceiteRegulamento && (
          <p className="field__error" id={rulesErrorId} role="alert">
            {formState.errors.aceiteRegulamento.message}
          </p>
        )}
      </div>

      <div className="field field--checkbox">
        <div className="checkbox">
          <input {...register('consentimentoContato')} id={consentId} type="checkbox" />
          <label htmlFor={consentId}>{CONTACT_CONSENT_TEXT}</label>
        </div>
      </div>

      <Button type="submit" loading={mutation.isPending}>
        {verifying ? t('common.verifying') : t('participation.form.submit')}
      </Button>
    </form>
  );
}
