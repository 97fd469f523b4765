import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../../lib/use-session';

/** The front page; later issues add the featured giveaways under the hero. */
export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(t('common.nav.home'));
  const { status } = useSession();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">{t('home.landing.title')}</h1>
      <p>{t('home.landing.intro')}</p>
      <div className="hero__actions">
        {status === 'signed-in' ? (
          <Link className="button button--primary" to="/dashboard">
            {t('home.landing.dashboard')}
          </Link>
        ) : (
          <>
            <Link className="button button--primary" to="/register">
              {t('home.landing.register')}
            </Link>
            <Link className="button button--secondary" to="/login">
              {t('home.landing.signIn')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
