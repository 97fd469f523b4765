import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicProfileQuery } from '../api/get-public-profile.api';
import { displayName } from '../api/profile.types';
import { isUserNotFound } from '../api/user-not-found';
import { CreatorGiveaways } from '../components/creator-giveaways.component';
import { LoadError } from '../components/load-error.component';
import { ProfileHeader } from '../components/profile-header.component';
import { ProfileNotFound } from '../components/profile-not-found.component';
import { useLogFailure } from '../components/use-log-failure';
import '../components/profiles.css';
import type { profileParamsLoader } from './profile-params.loader';

/** /:username — a user's public profile and their public giveaways. */
export function ProfilePage() {
  const { username } = useLoaderData<typeof profileParamsLoader>();
  if (username === null) return <ProfileNotFound />;
  // Another profile is another screen: no follow message or state carries over.
  return <Profile key={username.toLowerCase()} username={username} />;
}

function Profile({ username }: { username: string }) {
  const { t } = useTranslation();
  const profile = usePublicProfileQuery(username);
  usePageTitle(profile.data ? `${displayName(profile.data) || profile.data.username} (@${profile.data.username})` : t('profiles.page.title'));
  useLogFailure(isUserNotFound(profile.error) ? null : profile.error, `profile @${username}`);

  if (profile.isError) {
    if (isUserNotFound(profile.error)) return <ProfileNotFound />;
    return <LoadError title={t('profiles.page.loadFailed')} error={profile.error} retrying={profile.isFetching} onRetry={() => void profile.refetch()} />;
  }
  if (!profile.data) return <Spinner label={t('profiles.page.loading')} />;

  return (
    <article className="stack profile" aria-labelledby="profile-title">
      <ProfileHeader profile={profile.data} />
      <CreatorGiveaways criadorId={profile.data.id} />
    </article>
  );
}
