import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useSession } from '../../lib/use-session';

/** The header's account links: the panel and "Criar sorteio" when signed in, sign in / create account otherwise. */
export function SessionLinks() {
  const { t } = useTranslation();
  const { status } = useSession();
  if (status === 'restoring') return null;
  if (status === 'signed-in') {
    return (
      <>
        <li>
          <NavLink to="/feed">{t('discovery.nav.feed')}</NavLink>
        </li>
        <li>
          <NavLink to="/explorar">{t('discovery.nav.explore')}</NavLink>
        </li>
        <li>
          <NavLink to="/salvos">{t('discovery.nav.saved')}</NavLink>
        </li>
        <li>
          <NavLink to="/dashboard">{t('common.nav.dashboard')}</NavLink>
        </li>
        <li>
          <NavLink to="/dashboard/sorteio/new" className="site-header__create">
            {t('common.nav.create')}
          </NavLink>
        </li>
      </>
    );
  }
  return (
    <>
      <li>
        <NavLink to="/explorar">{t('discovery.nav.explore')}</NavLink>
      </li>
      <li>
        <NavLink to="/login">{t('common.nav.signIn')}</NavLink>
      </li>
      <li>
        <NavLink to="/register">{t('common.nav.register')}</NavLink>
      </li>
    </>
  );
}
