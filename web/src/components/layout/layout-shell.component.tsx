import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { CookiePreferencesLink } from './cookie-preferences-link.component';
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
  /** Shown in <main> instead of the matched route (a guard's answer, such as a 404). */
  children?: ReactNode;
}

/** Header with brand and navigation, the page in <main>, a footer; shared by every layout. */
export function LayoutShell({ area, section, nav = [], showSessionLinks = true, aside, children }: LayoutShellProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menuId = useId();
  // On narrow screens the links fold behind "Menu" (aria-expanded says whether it is open); on wide ones the button is hidden (CSS).
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setMenuOpen(false), [pathname]);
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
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('common.nav.menu')}
        </button>
        <nav
          aria-label={t('common.nav.main')}
          id={menuId}
          className={menuOpen ? 'site-header__menu site-header__menu--open' : 'site-header__menu'}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !menuOpen) return;
            setMenuOpen(false);
            menuButton.current?.focus();
          }}
        >
          <ul className="site-header__nav">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {showSessionLinks && (
              <li>
                <NavLink to="/pesquisar">{t('search.nav')}</NavLink>
              </li>
            )}
            {showSessionLinks && <SessionLinks />}
          </ul>
        </nav>
      </header>
      <div className="layout__body">
        {aside && <aside className="layout__aside">{aside}</aside>}
        <main id="conteudo" className="layout__main" tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
      </div>
      <footer className="site-footer">
        <p>{t('common.footer')}</p>
        <nav aria-label={t('common.footerNav.label')}>
          <ul className="site-footer__links">
            <li>
              <Link to="/pages/termos-de-uso">{t('common.footerNav.terms')}</Link>
            </li>
            <li>
              <Link to="/pages/politica-de-privacidade">{t('common.footerNav.privacy')}</Link>
            </li>
            <li>
              <Link to="/precos">{t('common.footerNav.pricing')}</Link>
            </li>
            <li>
              <Link to="/feedback">{t('common.footerNav.feedback')}</Link>
            </li>
            <li>
              <CookiePreferencesLink />
            </li>
          </ul>
        </nav>
      </footer>
    </div>
  );
}
