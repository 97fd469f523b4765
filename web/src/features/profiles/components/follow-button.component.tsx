import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { PublicProfile } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { loginPathWithNext } from '../../../lib/safe-next-path';
import { useMe } from '../../../lib/use-me';
import { useSession } from '../../../lib/use-session';
import { useFollowMutation } from '../api/follow-user.api';

/**
 * Follow or unfollow: the button shows the new state at once and goes back, with a message,
 * if the server refuses. Signed out, it is a way to sign in and come back; on one's own
 * profile, a way to edit it.
 */
export function FollowButton({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const location = useLocation();

  if (status === 'restoring') return null;
  if (status === 'signed-out') {
    return (
      <Link className="button button--primary" to={loginPathWithNext(location.pathname)}>
        {t('profiles.follow.signInToFollow')}
      </Link>
    );
  }
  return <SignedInFollowButton profile={profile} />;
}

function SignedInFollowButton({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const me = useMe();
  const mutation = useFollowMutation(profile.username);
  const [announcement, setAnnouncement] = useState('');

  // Until we know who is looking, nothing: a "Seguir" on one's own profile would be refused.
  if (me.isPending) return null;
  if (me.data?.id === profile.id) {
    return (
      <Link className="button button--secondary" to="/dashboard/perfil">
        {t('profiles.page.editProfile')}
      </Link>
    );
  }

  const toggle = () => {
    const seguir = !profile.seguindo;
    setAnnouncement('');
    mutation.mutate(seguir, {
      onSuccess: () =>
        setAnnouncement(t(seguir ? 'profiles.follow.nowFollowing' : 'profiles.follow.stoppedFollowing', { username: profile.username })),
    });
  };

  return (
    <div className="follow-button">
      <Button
        variant={profile.seguindo ? 'secondary' : 'primary'}
        // Stays pressable-looking while the server answers; a second press waits for the first.
        aria-disabled={mutation.isPending || undefined}
        onClick={() => {
          if (!mutation.isPending) toggle();
        }}
      >
        {profile.seguindo ? t('profiles.follow.following') : t('profiles.follow.follow')}
      </Button>
      {mutation.isError && (
        <Alert>
          {t(mutation.error.seguir ? 'profiles.follow.followFailed' : 'profiles.follow.unfollowFailed', { username: profile.username })}
        </Alert>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
