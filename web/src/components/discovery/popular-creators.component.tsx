import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/use-session';
import { Button } from '../ui/button.component';
import { Spinner } from '../ui/spinner.component';
import { POPULAR_CREATORS_SHOWN, usePopularCreatorsQuery } from './popular-creators.api';
import './discovery.css';

interface PopularCreatorsProps {
  /** Id of the section heading, for aria-labelledby. */
  headingId: string;
  headingLevel?: 2 | 3;
  limit?: number;
}

/** The most followed creators (then most entrants), each a link to their profile. */
export function PopularCreators({ headingId, headingLevel = 2, limit = POPULAR_CREATORS_SHOWN }: PopularCreatorsProps) {
  const { t } = useTranslation();
  const { status } = useSession();
  const query = usePopularCreatorsQuery(limit, status === 'signed-in');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  let body;
  if (query.isPending) body = <Spinner label={t('discovery.creators.loading')} />;
  else if (query.isError) {
    body = (
      <div className="stack" role="status">
        <p>
          {t('discovery.creators.loadFailed')} {errorMessage(query.error)}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('discovery.creators.retry')}
        </Button>
      </div>
    );
  } else if (query.data.items.length === 0) {
    // Signed in, the list leaves out the people already followed: "none yet" would be untrue.
    body = <p>{t(status === 'signed-in' ? 'discovery.creators.emptyFollowingAll' : 'discovery.creators.empty')}</p>;
  }
  else {
    body = (
      <ul className="creator-list">
        {query.data.items.map((creator) => (
          <li key={creator.id} className="creator-list__item">
            {creator.photoURL ? (
              <img className="creator-list__avatar" src={creator.photoURL} alt={t('discovery.creators.avatarAlt', { nome: creator.nome })} loading="lazy" />
            ) : (
              <span className="creator-list__avatar creator-list__avatar--initial" aria-hidden="true">
                {creator.nome.charAt(0).toUpperCase()}
              </span>
            )}
            <div>
              <Link to={`/${encodeURIComponent(creator.username)}`} className="creator-list__name">
                {creator.nome}
              </Link>
              {creator.verified && <span className="creator-list__verified"> ✓ {t('discovery.creators.verified')}</span>}
              <p className="creator-list__meta">
                @{creator.username} · {t('discovery.creators.followers', { count: creator.seguidoresCount })} ·{' '}
                {t('discovery.creators.entrants', { count: creator.inscritosCount })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="stack" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('discovery.creators.title')}</Heading>
      {body}
    </section>
  );
}
