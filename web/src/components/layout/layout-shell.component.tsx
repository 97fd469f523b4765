import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { SessionLinks } from './session-links.component';

export interface NavItem {
  to: string;
  label: string;
}

interface LayoutShellProps {
  /** Modifier class so each area can style its own frame (layout--auth, layout--boss…). */
  area: string;
  /** Name of the area shown next to the brand, e.g. "Administração". */
  section?: string;
  nav?: NavItem[];
  /** Account links are pointless on the sign-in screens themselves. */
  showSessionLinks?: boolean;
  aside?: ReactNode;
}

/** Header with brand and navigation, the page in <main>, a footer; shared by every layout. */
export function LayoutShell({ area, section, nav = [], showSessionLinks = true, aside }: LayoutShellProps) {
  const { t } = useTranslation();
  return (
    <div className={`layout layout--${area}`}>
      <a className="skip-link" href="#conteudo">
        {t('common.skipToContent')}
      </a>
      <header className="site-header">
        <Link to="/" className="site-header__brand">
          {t('common.appName')}
        </Link>
        {section && <span className="site-header__section">{section}</span>}
        <nav aria-label={t('common.nav.main')}>
          <ul className="site-header__nav">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {showSessionLinks && <SessionLinks />}
          </ul>
        </nav>
      </header>
      <div className="layout__body">
        {aside && <aside className="layout__aside">{aside}</aside>}
        <main id="conteudo" className="layout__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <footer className="site-footer">{t('common.footer')}</footer>
    </div>
  );
}
