import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { FormCard } from '../../../components/ui/form-card.component';
import { TextField } from '../../../components/ui/text-field.component';
import { showErrorOnFields } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePasswordPolicy } from '../api/password-policy.api';
import { useResetPasswordMutation } from '../api/reset-password.api';
import { PasswordChecklist } from '../components/password-checklist.component';
import { passwordSchema } from '../components/password-rules';

const FIELD_ERROR_CODES = { PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'password' } as const;

/** Reached from the reset e-mail: /nova-senha?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.title'));
  const token = useSearchParams()[0].get('token');
  const policy = usePasswordPolicy();
  const mutation = useResetPasswordMutation();
  const schema = useMemo(() => z.object({ password: passwordSchema(policy) }), [policy]);
  const { register, handleSubmit, formState, setError, control } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const password = useWatch({ control, name: 'password' });

  const requestNew = <Link to="/forgot-password">{t('auth.reset.requestNew')}</Link>;
  if (!token) {
    return (
      <FormCard title={t('auth.reset.title')} footer={requestNew}>
        <Alert>{t('auth.reset.missingToken')}</Alert>
      </FormCard>
    );
  }
  if (mutation.isSuccess) {
    return (
      <FormCard title={t('auth.reset.title')} footer={<Link to="/login">{t('auth.reset.signIn')}</Link>}>
        <Alert tone="success">{t('auth.reset.done')}</Alert>
      </FormCard>
    );
  }

  const submit = handleSubmit(({ password: newPassword }) =>
    mutation.mutate(
      { token, password: newPassword },
      {
        onError: (error) => {
          if (showErrorOnFields(error, setError, FIELD_ERROR_CODES, ['password'])) mutation.reset();
        },
      },
    ),
  );
  const checklistId = 'reset-password-rules';
  // An expired link cannot be fixed on this screen, so the way to a new one is always offered.
  return (
    <FormCard title={t('auth.reset.title')} intro={t('auth.reset.intro')} footer={requestNew}>
      <form noValidate onSubmit={submit}>
        {mutation.isError && <ErrorAlert error={mutation.error} />}
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="new-password"
          describedBy={checklistId}
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <PasswordChecklist id={checklistId} policy={policy} password={password ?? ''} />
        <Button type="submit" loading={mutation.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </FormCard>
  );
}
