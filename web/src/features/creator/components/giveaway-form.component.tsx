import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, UploadField } from '../../../components/upload/upload-field.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { TextField } from '../../../components/ui/text-field.component';
import { TextareaField } from '../../../components/ui/textarea-field.component';
import { isPlanRefusal } from '../../../lib/api-error';
import { nowInSaoPauloLocal } from '../../../lib/sao-paulo-time';
import { apiMessage } from '../api/api-message';
import { FormBuilder } from './form-builder.component';
import { giveawayFormSchema, LIMITS, type GiveawayFormValues } from './giveaway-form.schema';
import { PrizesEditor } from './prizes-editor.component';
import { showServerFieldErrors } from './giveaway-server-errors';

interface GiveawayFormProps {
  defaultValues: GiveawayFormValues;
  submitLabel: string;
  /** Rejects with the API's error; field errors are placed on their inputs. */
  onSubmit: (values: GiveawayFormValues) => Promise<unknown>;
  /** Someone already entered: the participant form can no longer change. */
  formLocked?: boolean;
  allowTemplates?: boolean;
  /** Something to offer next to a general error, e.g. reloading after a 412. */
  errorAction?: (error: unknown) => ReactNode;
  secondaryAction?: ReactNode;
}

interface FormFailure {
  error: unknown;
  messages: string[];
}

/** Create and edit share this form: details, prizes, cover, date, rules and the form builder. */
export function GiveawayForm({
  defaultValues,
  submitLabel,
  onSubmit,
  formLocked = false,
  allowTemplates = false,
  errorAction,
  secondaryAction,
}: GiveawayFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => giveawayFormSchema(), []);
  const methods = useForm<GiveawayFormValues>({ resolver: zodResolver(schema), defaultValues });
  const { register, handleSubmit, formState, setError, control } = methods;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      // A refusal of the plan is one message with a way to the plans, never scattered over inputs.
      const leftOver = isPlanRefusal(error) ? null : showServerFieldErrors(error, setError);
      if (leftOver === null) setFailure({ error, messages: [apiMessage(error)] });
      else if (leftOver.length > 0) setFailure({ error, messages: leftOver });
    }
  });

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={(event) => void submit(event)} className="giveaway-form">
        {failure && (
          <div className="stack">
            <ErrorAlert
              error={failure.error}
              message={failure.messages.map((message) => (
                <p key={message}>{message}</p>
              ))}
            />
            {errorAction?.(failure.error)}
          </div>
        )}
        <TextField label={t('creator.form.titulo')} maxLength={LIMITS.tituloMax} error={errors.titulo?.message} {...register('titulo')} />
        <TextareaField
          label={t('creator.form.descricao')}
          rows={6}
          maxLength={LIMITS.descricaoMax}
          error={errors.descricao?.message}
          {...register('descricao')}
        />
        <PrizesEditor />
        <Controller
          control={control}
          name="imagemUrl"
          render={({ field, fieldState }) => (
            <UploadField
              label={t('creator.form.imagem')}
              hint={t('creator.form.imagemHint')}
              subfolder="capas"
              accept={IMAGE_ACCEPT}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              previewAlt={t('creator.form.imagemAlt')}
            />
          )}
        />
        <TextField
          label={t('creator.form.dataSorteio')}
          hint={t('creator.form.dataSorteioHint')}
          type="datetime-local"
          min={nowInSaoPauloLocal()}
          error={errors.dataSorteio?.message}
          {...register('dataSorteio')}
        />
        <TextField
          label={t('creator.form.numeroVencedores')}
          type="number"
          inputMode="numeric"
          min={1}
          max={LIMITS.vencedoresMax}
          step={1}
          error={errors.numeroVencedores?.message}
          {...register('numeroVencedores', { valueAsNumber: true })}
        />
        <TextareaField
          label={t('creator.form.regulamento')}
          hint={t('creator.form.regulamentoHint')}
          rows={8}
          maxLength={LIMITS.regulamentoMax}
          error={errors.regulamento?.message}
          {...register('regulamento')}
        />
        <div className="field field--checkbox field--with-hint">
          <input id="exigir-email-confirmado" type="checkbox" aria-describedby="exigir-email-confirmado-hint" {...register('exigirEmailConfirmado')} />
          <label htmlFor="exigir-email-confirmado">{t('creator.form.exigirEmailConfirmado')}</label>
          <p className="field__hint" id="exigir-email-confirmado-hint">
            {t('creator.form.exigirEmailConfirmadoHint')}
          </p>
        </div>
        <FormBuilder locked={formLocked} allowTemplates={allowTemplates} />
        <div className="button-row">
          <Button type="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
          {secondaryAction}
        </div>
      </form>
    </FormProvider>
  );
}
