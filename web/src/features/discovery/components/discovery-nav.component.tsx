import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useSession } from '../../../lib/use-session';

/** Moves between the discovery screens; the signed-in ones only for a signed-in user. */
export function DiscoveryNav() {
  const { t } = useTranslation();
  const { status } = useSession();
  const links = [
    ...(status === 'signed-in' ? [{ to: '/feed', label: t('discovery.nav.feed') }] : []),
    { to: '/explorar', label: t('discovery.nav.explore') },
    ...(status === 'signed-in'
      ? [
          { to: '/salvos', label: t('discovery.nav.saved') },
          { to: '/win', label: t('discovery.nav.wins') },
        ]
      : []),
  ];
  // Signed out only /explorar is left: a menu of one is noise.
  if (links.length < 2) return null;
  return (
    <nav aria-label={t('discovery.nav.label')}>
      <ul className="discovery-nav">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
