import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { FormCard } from '../../../components/ui/form-card.component';
import { TextField } from '../../../components/ui/text-field.component';
import { safeNextPath } from '../../../lib/safe-next-path';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../../lib/use-session';
import { useLoginMutation } from '../api/login.api';
import { emailSchema } from '../components/email-schema';
import { OutsideSignIn } from '../components/outside-sign-in.component';
import { outsideSignInRefusal } from '../../../lib/outside-sign-in-refusal';

function loginSchema(passwordRequired: string) {
  return z.object({ email: emailSchema(), password: z.string().min(1, passwordRequired) });
}

export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.title'));
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  // An outside sign-in the API refused comes back as ?erro=<code>.
  const refusal = outsideSignInRefusal(searchParams.get('erro'));
  const { status } = useSession();
  // True while the browser solves the anti-robot challenge the API asked for.
  const [verifying, setVerifying] = useState(false);
  const mutation = useLoginMutation(setVerifying);
  const schema = useMemo(() => loginSchema(t('auth.validation.passwordRequired')), [t]);
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });

  // A successful login signs the session in; leaving from here covers that and a visit
  // by someone who is already signed in.
  if (status === 'signed-in') return <Navigate to={next ?? '/dashboard'} replace />;

  const registerLink = next ? `/register?next=${encodeURIComponent(next)}` : '/register';
  return (
    <FormCard
      title={t('auth.login.title')}
      footer={
        <>
          <p>
            <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
          </p>
          <p>
            {t('auth.login.noAccount')} <Link to={registerLink}>{t('auth.login.createAccount')}</Link>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        {refusal && !mutation.isError && <Alert>{refusal}</Alert>}
        {mutation.isError && <ErrorAlert error={mutation.error} />}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={mutation.isPending}>
          {verifying ? t('common.verifying') : t('auth.login.submit')}
        </Button>
      </form>
      <OutsideSignIn next={next} />
    </FormCard>
  );
}
