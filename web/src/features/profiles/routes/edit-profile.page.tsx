import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Me } from '@sorteios/api-contract';
import { IMAGE_ACCEPT, UploadField } from '../../../components/upload/upload-field.component';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { TextField } from '../../../components/ui/text-field.component';
import { TextareaField } from '../../../components/ui/textarea-field.component';
import { errorMessage } from '../../../lib/error-message';
import { showErrorOnFields } from '../../../lib/form-errors';
import { useMe } from '../../../lib/use-me';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUpdateMyProfileMutation } from '../api/my-profile.api';
import { LoadError } from '../components/load-error.component';
import {
  PROFILE_FIELDS,
  PROFILE_LIMITS,
  profileFormSchema,
  toFormValues,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../components/profile-form.schema';
import '../components/profiles.css';
import { useLogFailure } from '../components/use-log-failure';
import { useUsernameAvailability, type AvailabilityState } from '../components/use-username-availability';

/** /dashboard/perfil — the signed-in user edits what their public profile shows. */
export function EditProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profiles.edit.title'));
  const me = useMe();
  useLogFailure(me.error, 'my profile');

  return (
    <section className="stack profile-edit" aria-labelledby="edit-profile-title">
      <header className="stack">
        <h1 id="edit-profile-title">{t('profiles.edit.title')}</h1>
        <p>{t('profiles.edit.intro')}</p>
        <Link to="/dashboard">{t('profiles.edit.back')}</Link>
      </header>
      {me.isPending && <Spinner label={t('profiles.edit.loading')} />}
      {me.isError && <LoadError title={t('profiles.edit.loadFailed')} error={me.error} retrying={me.isFetching} onRetry={() => void me.refetch()} />}
      {me.data && <EditProfileForm key={me.data.id} me={me.data} />}
    </section>
  );
}

function EditProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const schema = useMemo(() => profileFormSchema(), []);
  const { register, handleSubmit, formState, setError, control, reset } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(me),
  });
  const mutation = useUpdateMyProfileMutation();
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const username = useWatch({ control, name: 'username' });
  const availability = useUsernameAvailability(username, me.username);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setSavedAs(null);
    setFailure(null);
    if (availability.status === 'unavailable') {
      setError('username', { type: 'server', message: availability.motivo }, { shouldFocus: true });
      return;
    }
    try {
      // An unchanged photo is not sent: one saved before the https-only rule (issue 11) must
      // not make every later save of the name or bio fail.
      const { photoURL, ...rest } = values;
      const user = await mutation.mutateAsync(photoURL === (me.photoURL ?? null) ? rest : values);
      reset(toFormValues(user));
      setSavedAs(user.username);
    } catch (error) {
      console.error('[profiles] saving my profile failed', error);
      if (!showErrorOnFields(error, setError, { USERNAME_TAKEN: 'username' }, PROFILE_FIELDS)) setFailure(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="profile-edit__form">
      {failure && <Alert>{failure}</Alert>}
      {savedAs && (
        <Alert tone="success">
          {t('profiles.edit.saved')} <Link to={`/${savedAs}`}>{t('profiles.edit.viewProfile')}</Link>
        </Alert>
      )}
      <TextField label={t('profiles.edit.nome')} autoComplete="given-name" maxLength={PROFILE_LIMITS.nomeMax} error={errors.nome?.message} {...register('nome')} />
      <TextField
        label={t('profiles.edit.sobrenome')}
        autoComplete="family-name"
        maxLength={PROFILE_LIMITS.sobrenomeMax}
        error={errors.sobrenome?.message}
        {...register('sobrenome')}
      />
      <TextField
        label={t('profiles.edit.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={30}
        hint={<UsernameHint username={username} availability={availability} />}
        error={errors.username?.message ?? (availability.status === 'unavailable' ? availability.motivo : undefined)}
        {...register('username')}
      />
      <TextareaField
        label={t('profiles.edit.bio')}
        hint={t('profiles.edit.bioHint', { count: PROFILE_LIMITS.bioMax })}
        rows={4}
        maxLength={PROFILE_LIMITS.bioMax}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <Controller
        control={control}
        name="photoURL"
        render={({ field, fieldState }) => (
          <UploadField
            label={t('profiles.edit.photo')}
            hint={t('profiles.edit.photoHint')}
            subfolder="perfis"
            accept={IMAGE_ACCEPT}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            previewAlt={t('profiles.edit.photoAlt')}
          />
        )}
      />
      <Button type="submit" loading={formState.isSubmitting}>
        {t('profiles.edit.save')}
      </Button>
    </form>
  );
}

function UsernameHint({ username, availability }: { username: string; availability: AvailabilityState }) {
  const { t } = useTranslation();
  const status =
    availability.status === 'checking'
      ? t('profiles.edit.checking')
      : availability.status === 'available'
        ? t('profiles.edit.available')
        : availability.status === 'failed'
          ? t('profiles.edit.checkFailed')
          : '';
  return (
    <>
      {t('profiles.edit.usernameHint', { url: `${window.location.origin}/${username.trim() || '…'}` })}{' '}
      <span className="profile-edit__availability" aria-live="polite" data-status={availability.status}>
        {status}
      </span>
    </>
  );
}
