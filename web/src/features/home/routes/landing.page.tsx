import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PopularCreators } from '../../../components/discovery/popular-creators.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../../lib/use-session';
import { EndingSoon } from '../components/ending-soon.component';
import '../home.css';

const STEPS = ['create', 'enter', 'draw', 'verify'] as const;

/** The front page: what the product is, giveaways ending soon, popular creators, a call to create. */
export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(t('common.nav.home'));
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('home.landing.title')}</h1>
        <p>{t('home.landing.intro')}</p>
        <div className="hero__actions">
          {signedIn ? (
            <>
              <Link className="button button--primary" to="/dashboard">
                {t('home.landing.dashboard')}
              </Link>
              <Link className="button button--secondary" to="/feed">
                {t('home.landing.feed')}
              </Link>
            </>
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
          <Link to="/explorar">{t('home.landing.explore')}</Link>
        </div>
      </section>

      <section className="stack" aria-labelledby="how-title">
        <h2 id="how-title">{t('home.how.title')}</h2>
        <ol className="home__steps">
          {STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`home.how.${step}.title`)}</strong> {t(`home.how.${step}.body`)}
            </li>
          ))}
        </ol>
      </section>

      <EndingSoon />

      <PopularCreators headingId="popular-creators-title" />

      <section className="home__cta stack" aria-labelledby="cta-title">
        <h2 id="cta-title">{t('home.cta.title')}</h2>
        <p>{t('home.cta.body')}</p>
        <p>
          <Link className="button button--primary" to={signedIn ? '/dashboard/sorteio/new' : '/register'}>
            {t(signedIn ? 'home.cta.create' : 'home.cta.register')}
          </Link>
        </p>
      </section>
    </div>
  );
}
