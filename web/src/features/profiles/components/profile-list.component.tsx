import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicProfile } from '@sorteios/api-contract';
import { displayName } from '../api/profile.types';
import { ProBadge } from './pro-badge.component';
import { ProfileAvatar } from './profile-avatar.component';

/** People in a follow list, each a link to their profile. */
export function ProfileList({ profiles, labelledBy }: { profiles: PublicProfile[]; labelledBy?: string }) {
  const { t } = useTranslation();
  return (
    <ul className="profile-list" aria-labelledby={labelledBy}>
      {profiles.map((profile) => {
        const name = displayName(profile) || profile.username;
        return (
          <li key={profile.id} className="profile-list__item">
            <ProfileAvatar photoURL={profile.photoURL} nome={name} />
            <div>
              <Link to={`/${profile.username}`} className="profile-list__name">
                {name}
              </Link>
              {profile.verified && (
                <span className="profile-verified" role="img" aria-label={t('profiles.page.verified')}>
                  ✓
                </span>
              )}
              {profile.isPro && <ProBadge />}
              <p className="profile-list__username">@{profile.username}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
