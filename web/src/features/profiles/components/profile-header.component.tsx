import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicProfile } from '@sorteios/api-contract';
import { displayName } from '../api/profile.types';
import { FollowButton } from './follow-button.component';
import { ProBadge } from './pro-badge.component';
import { ProfileAvatar } from './profile-avatar.component';

/** Photo, name, verified and Pro badges, bio, follower and following counts, and the follow button. */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const name = displayName(profile) || profile.username;
  return (
    <header className="profile-header">
      <ProfileAvatar photoURL={profile.photoURL} nome={name} alt={t('profiles.page.photoAlt', { nome: name })} size="large" />
      <div className="profile-header__body stack">
        <div>
          <h1 id="profile-title" className="profile-header__name">
            {name}
            {profile.verified && (
              <span className="profile-verified" role="img" aria-label={t('profiles.page.verified')} title={t('profiles.page.verified')}>
                ✓
              </span>
            )}
            {profile.isPro && <ProBadge />}
          </h1>
          <p className="profile-header__username">@{profile.username}</p>
        </div>
        {profile.bio && <p className="profile-header__bio">{profile.bio}</p>}
        <ul className="profile-header__counts">
          <li>
            <Link to={`/${profile.username}/seguidores`}>{t('profiles.page.followers', { count: profile.seguidoresCount })}</Link>
          </li>
          <li>
            <Link to={`/${profile.username}/seguindo`}>{t('profiles.page.following', { count: profile.seguindoCount })}</Link>
          </li>
        </ul>
        <FollowButton profile={profile} />
      </div>
    </header>
  );
}
