import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { TextField } from '../../../components/ui/text-field.component';
import { ApiError } from '../../../lib/api-error';
import { useEraseAccountMutation } from '../api/erase-account.api';

function eraseSchema(passwordRequired: string, confirmRequired: string) {
  return z.object({
    password: z.string().min(1, passwordRequired),
    understood: z.boolean().refine((v) => v, confirmRequired),
  });
}

/**
 * "Excluir minha conta": an explicit warning, then the password and a checkbox. A wrong
 * password shows next to the field and nothing is erased; once erased, the person lands on
 * /conta-excluida, which ends the session.
 */
export function EraseAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const erase = useEraseAccountMutation();
  const schema = useMemo(() => eraseSchema(t('myData.erase.passwordRequired'), t('myData.erase.confirmRequired')), [t]);
  const { register, handleSubmit, formState, setError, reset } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', understood: false },
  });

  const submit = handleSubmit(({ password }) =>
    erase.mutate(password, {
      // The confirmation page ends the session once it shows: ended here, the dashboard's guard would send the person to /login first.
      onSuccess: () => void navigate('/conta-excluida', { replace: true, state: { erased: true } }),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') setError('password', { type: 'server', message: t('myData.erase.wrongPassword') }, { shouldFocus: true });
      },
    }),
  );

  if (!open) {
    return (
      <div>
        <Button variant="secondary" className="my-data__danger" onClick={() => setOpen(true)}>
          {t('myData.erase.open')}
        </Button>
      </div>
    );
  }

  const passwordError = erase.error instanceof ApiError && erase.error.code === 'INVALID_CREDENTIALS';
  return (
    <form className="stack my-data__erase" noValidate onSubmit={submit} aria-labelledby="erase-form-title">
      <h3 id="erase-form-title">{t('myData.erase.confirmTitle')}</h3>
      <Alert tone="error">
        <p>{t('myData.erase.warning')}</p>
        <ul>
          <li>{t('myData.erase.consequences.data')}</li>
          <li>{t('myData.erase.consequences.entries')}</li>
          <li>{t('myData.erase.consequences.draws')}</li>
          <li>{t('myData.erase.consequences.giveaways')}</li>
        </ul>
        <p>{t('myData.erase.downloadFirst')}</p>
      </Alert>
      {erase.isError && !passwordError && <ErrorAlert error={erase.error} />}
      {erase.error instanceof ApiError && erase.error.code === 'PASSWORD_REQUIRED' && (
        <p>
          <Link to="/forgot-password">{t('myData.erase.setPassword')}</Link>
        </p>
      )}
      <TextField label={t('myData.erase.password')} type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
      <label className="my-data__check">
        <input type="checkbox" {...register('understood')} aria-invalid={formState.errors.understood ? true : undefined} aria-describedby={formState.errors.understood ? 'erase-understood-error' : undefined} />
        {t('myData.erase.understood')}
      </label>
      {formState.errors.understood && (
        <p id="erase-understood-error" className="field__error">
          {formState.errors.understood.message}
        </p>
      )}
      <div className="my-data__actions">
        <Button type="submit" className="my-data__danger" loading={erase.isPending}>
          {t('myData.erase.submit')}
        </Button>
        <Button
          variant="secondary"
          disabled={erase.isPending}
          onClick={() => {
            reset();
            erase.reset();
            setOpen(false);
          }}
        >
          {t('myData.erase.cancel')}
        </Button>
      </div>
    </form>
  );
}
