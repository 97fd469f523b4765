import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GiveawayStatusBadge } from '../../../components/ui/giveaway-status-badge.component';
import { formatDateTime } from '../../../lib/giveaway-types';
import type { GiveawayHit, PersonHit, SearchResult } from '../api/search.api';
import { HighlightedText } from './highlighted-text.component';

/** The two sections of results, giveaways then people; a section with nothing is left out. */
export function SearchResults({ result }: { result: SearchResult }) {
  const { t } = useTranslation();
  return (
    <div className="search-results">
      {result.sorteios.length > 0 && (
        <section aria-labelledby="search-giveaways">
          <h2 id="search-giveaways">{t('search.giveaways.title')}</h2>
          <ul className="search-results__list">
            {result.sorteios.map((hit) => (
              <GiveawayResult key={hit.id} hit={hit} />
            ))}
          </ul>
        </section>
      )}
      {result.usuarios.length > 0 && (
        <section aria-labelledby="search-people">
          <h2 id="search-people">{t('search.people.title')}</h2>
          <ul className="search-results__list">
            {result.usuarios.map((hit) => (
              <PersonResult key={hit.username} hit={hit} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function GiveawayResult({ hit }: { hit: GiveawayHit }) {
  const { t } = useTranslation();
  return (
    <li className="search-result">
      {/* The title says what the picture shows: the picture itself is decoration. */}
      {hit.imagem ? <img className="search-result__image" src={hit.imagem} alt="" loading="lazy" /> : <span className="search-result__image" aria-hidden="true" />}
      <div className="search-result__body">
        <h3 className="search-result__title">
          <Link to={`/sorteio/${encodeURIComponent(hit.id)}`}>
            <HighlightedText text={hit.titulo} ranges={hit.destaques.titulo} />
          </Link>
        </h3>
        {hit.trecho && (
          <p className="search-result__excerpt">
            <HighlightedText text={hit.trecho} ranges={hit.destaques.trecho} />
          </p>
        )}
        <p className="search-result__meta">
          <GiveawayStatusBadge status={hit.status} />
          <span>
            {t('search.giveaways.drawDate')} <time dateTime={hit.dataSorteio}>{formatDateTime(hit.dataSorteio)}</time>
          </span>
        </p>
      </div>
    </li>
  );
}

function PersonResult({ hit }: { hit: PersonHit }) {
  const { t } = useTranslation();
  return (
    <li className="search-result search-result--person">
      {hit.photoURL ? <img className="search-result__avatar" src={hit.photoURL} alt="" loading="lazy" /> : <span className="search-result__avatar" aria-hidden="true">{hit.nome.slice(0, 1).toUpperCase()}</span>}
      <div className="search-result__body">
        <h3 className="search-result__title">
          <Link to={`/${encodeURIComponent(hit.username)}`}>
            <HighlightedText text={hit.nome || hit.username} ranges={hit.nome ? hit.destaques.nome : hit.destaques.username} />
          </Link>
          {hit.verified && <span className="search-result__verified">{t('search.people.verified')}</span>}
        </h3>
        <p className="search-result__meta">
          @<HighlightedText text={hit.username} ranges={hit.destaques.username} />
        </p>
      </div>
    </li>
  );
}
