import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Giveaway } from '@sorteios/api-contract';
import { CoverImage } from '../../../components/discovery/cover-image.component';
import { formatDateTime } from '../../../lib/giveaway-types';
import { Countdown } from './countdown.component';
import { PrizeList } from '../../../components/discovery/prize-list.component';
import { ReplacementsSummary } from './replacements-summary.component';
import { VerifiedSeal } from './verified-seal.component';

/** Plain text as typed by the creator, line breaks kept (no HTML is ever interpreted). */
export function MultilineText({ text, className }: { text: string; className?: string }) {
  return <div className={['multiline', className].filter(Boolean).join(' ')}>{text}</div>;
}

/** The public facts of a giveaway: cover, title, creator, countdown, description, prizes, date and count. */
export function GiveawayDetails({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useTranslation();
  const premios = giveaway.premios ?? [];
  const counting = (giveaway.status === 'Ativo' || giveaway.status === 'Encerrado') && Boolean(giveaway.dataSorteio);

  return (
    <>
      <CoverImage
        giveaway={giveaway}
        className="giveaway__cover"
        alt={t('giveaways.details.coverAlt', { titulo: giveaway.titulo })}
        // The page's column: the full width on a phone, at most the 72rem page less its padding.
        sizes="(min-width: 72rem) 68rem, 100vw"
        fallback="capa"
        priority
      />
      <header className="giveaway__header">
        <h1 id="giveaway-title">{giveaway.titulo}</h1>
        <p className="giveaway__meta">
          <span className={`badge badge--${giveaway.status}`}>{t(`common.status.${giveaway.status}`)}</span>
          {giveaway.criador && (
            <span>
              {t('giveaways.details.createdBy')} <strong>@{giveaway.criador.username}</strong>
            </span>
          )}
        </p>
      </header>
      {counting && <Countdown dataSorteio={giveaway.dataSorteio} />}
      {giveaway.descricao && <MultilineText text={giveaway.descricao} />}
      {premios.length > 0 && (
        <section aria-labelledby="giveaway-prizes">
          <h2 id="giveaway-prizes">{t('giveaways.details.prizes')}</h2>
          <PrizeList giveaway={giveaway} />
        </section>
      )}
      <dl className="details">
        {typeof giveaway.numeroVencedores === 'number' && (
          <>
            <dt>{t('giveaways.details.winnersLabel')}</dt>
            <dd>{t('giveaways.details.winners', { count: giveaway.numeroVencedores })}</dd>
          </>
        )}
        {giveaway.dataSorteio && (
          <>
            <dt>{t('giveaways.details.drawDate')}</dt>
            <dd>
              <time dateTime={giveaway.dataSorteio}>{formatDateTime(giveaway.dataSorteio)}</time>
            </dd>
          </>
        )}
        {typeof giveaway.inscritosCount === 'number' && (
          <>
            <dt>{t('giveaways.details.entrantsLabel')}</dt>
            <dd>{t('giveaways.details.entrants', { count: giveaway.inscritosCount })}</dd>
          </>
        )}
      </dl>
      {giveaway.status === 'Realizado' && <DrawResult giveaway={giveaway} />}
      <details className="rules">
        <summary>{t('giveaways.details.rules')}</summary>
        <MultilineText className="rules__text" text={giveaway.regulamento || t('giveaways.details.noRules')} />
      </details>
    </>
  );
}

/** A drawn giveaway's result. Public page: winners' names only, never their e-mails. */
function DrawResult({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useTranslation();
  const winners = giveaway.vencedores ?? [];
  return (
    <section aria-labelledby="giveaway-result" className="stack">
      <h2 id="giveaway-result">{t('giveaways.result.title')}</h2>
      <p>
        <VerifiedSeal giveawayId={giveaway.id} />
      </p>
      {winners.length > 0 && (
        <ol aria-label={t('giveaways.result.winners')}>
          {winners.map((winner) => (
            <li key={winner.id}>{winner.nome}</li>
          ))}
        </ol>
      )}
      <ReplacementsSummary giveawayId={giveaway.id} />
      <ul className="link-list">
        <li>
          <a href={`/api/giveaways/${giveaway.id}/draw`} download={`recibo-${giveaway.id}.json`}>
            {t('giveaways.result.receipt')}
          </a>
        </li>
        <li>
          <Link to={`/sorteio/${giveaway.id}/verificar`}>{t('giveaways.result.verify')}</Link>
        </li>
        <li>
          <Link to={`/sorteio/${giveaway.id}/lista`}>{t('history.link')}</Link>
        </li>
      </ul>
    </section>
  );
}
