import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { FormCard } from '../../../components/ui/form-card.component';
import { TextField } from '../../../components/ui/text-field.component';
import { i18n } from '../../../i18n/i18n';
import { showErrorOnFields } from '../../../lib/form-errors';
import { safeNextPath } from '../../../lib/safe-next-path';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../../lib/use-session';
import { usePasswordPolicy, type PasswordPolicy } from '../api/password-policy.api';
import { useRegisterMutation } from '../api/register.api';
import { emailSchema } from '../components/email-schema';
import { OutsideSignIn } from '../components/outside-sign-in.component';
import { PasswordChecklist } from '../components/password-checklist.component';
import { passwordSchema } from '../components/password-rules';

const USERNAME_MAX = 30;
const FIELDS = ['nome', 'sobrenome', 'username', 'email', 'password'] as const;
const FIELD_ERROR_CODES = {
  EMAIL_ALREADY_IN_USE: 'email',
  USERNAME_TAKEN: 'username',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'password',
} as const;

function registerSchema(policy: PasswordPolicy) {
  return z.object({
    nome: z.string().trim().min(1, i18n.t('auth.validation.nomeRequired')),
    sobrenome: z.string().trim(),
    username: z
      .string()
      .trim()
      .min(1, i18n.t('auth.validation.usernameRequired'))
      .max(USERNAME_MAX, i18n.t('auth.validation.usernameTooLong', { count: USERNAME_MAX }))
      .regex(/^\S+$/, i18n.t('auth.validation.usernameNoSpaces')),
    email: emailSchema(),
    password: passwordSchema(policy),
  });
}

export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.title'));
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const { status } = useSession();
  const policy = usePasswordPolicy();
  // True while the browser solves the anti-robot challenge the API asked for.
  const [verifying, setVerifying] = useState(false);
  const mutation = useRegisterMutation(setVerifying);
  const schema = useMemo(() => registerSchema(policy), [policy]);
  const { register, handleSubmit, formState, setError, control } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    defaultValues: { nome: '', sobrenome: '', username: '', email: '', password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  if (status === 'signed-in') return <Navigate to={next ?? '/dashboard'} replace />;

  const submit = handleSubmit(({ sobrenome, ...values }) =>
    mutation.mutate(
      { ...values, sobrenome: sobrenome || undefined },
      {
        onError: (error) => {
          // An error shown next to its field is not repeated in the alert above the form.
          if (showErrorOnFields(error, setError, FIELD_ERROR_CODES, FIELDS)) mutation.reset();
        },
      },
    ),
  );

  const checklistId = 'register-password-rules';
  return (
    <FormCard
      title={t('auth.register.title')}
      footer={
        <p>
          {t('auth.register.hasAccount')}{' '}
          <Link to={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}>{t('auth.register.signIn')}</Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit}>
        {mutation.isError && <ErrorAlert error={mutation.error} />}
        <TextField label={t('auth.fields.nome')} autoComplete="given-name" error={formState.errors.nome?.message} {...register('nome')} />
        <TextField
          label={t('auth.fields.sobrenome')}
          hint={t('auth.fields.sobrenomeHint')}
          autoComplete="family-name"
          error={formState.errors.sobrenome?.message}
          {...register('sobrenome')}
        />
        <TextField
          label={t('auth.fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={formState.errors.username?.message}
          {...register('username')}
        />
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
          autoComplete="new-password"
          describedBy={checklistId}
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <PasswordChecklist id={checklistId} policy={policy} password={password ?? ''} />
        <Button type="submit" loading={mutation.isPending}>
          {verifying ? t('common.verifying') : t('auth.register.submit')}
        </Button>
      </form>
      <OutsideSignIn next={next} />
    </FormCard>
  );
}
