import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { FormCard } from '../../../components/ui/form-card.component';
import { TextField } from '../../../components/ui/text-field.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useForgotPasswordMutation } from '../api/forgot-password.api';
import { emailSchema } from '../components/email-schema';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgot.title'));
  const mutation = useForgotPasswordMutation();
  const schema = useMemo(() => z.object({ email: emailSchema() }), []);
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });

  const back = <Link to="/login">{t('auth.forgot.back')}</Link>;
  // The server answers 202 whether or not the e-mail exists, so the message cannot say more.
  if (mutation.isSuccess) {
    return (
      <FormCard title={t('auth.forgot.title')} footer={back}>
        <Alert tone="success">{t('auth.forgot.sent')}</Alert>
      </FormCard>
    );
  }
  return (
    <FormCard title={t('auth.forgot.title')} intro={t('auth.forgot.intro')} footer={back}>
      <form noValidate onSubmit={handleSubmit(({ email }) => mutation.mutate(email))}>
        {mutation.isError && <ErrorAlert error={mutation.error} />}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" loading={mutation.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
    </FormCard>
  );
}
