import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Giveaway } from '@sorteios/api-contract';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { formatDateTime } from '../../../lib/giveaway-types';
import { useCreatorGiveawaysQuery } from '../api/list-creator-giveaways.api';
import { LoadError } from './load-error.component';
import { useLogFailure } from './use-log-failure';

type Section = 'Ativo' | 'Realizado';

/** The creator's public giveaways: the open ones first, then those already drawn with their receipts. */
export function CreatorGiveaways({ criadorId }: { criadorId: string }) {
  return (
    <>
      <GiveawaySection criadorId={criadorId} status="Ativo" />
      <GiveawaySection criadorId={criadorId} status="Realizado" />
    </>
  );
}

const TEXTS: Record<Section, { title: string; empty: string; id: string }> = {
  Ativo: { title: 'profiles.giveaways.activeTitle', empty: 'profiles.giveaways.activeEmpty', id: 'profile-active-giveaways' },
  Realizado: { title: 'profiles.giveaways.pastTitle', empty: 'profiles.giveaways.pastEmpty', id: 'profile-past-giveaways' },
};

function GiveawaySection({ criadorId, status }: { criadorId: string; status: Section }) {
  const { t } = useTranslation();
  const query = useCreatorGiveawaysQuery(criadorId, status);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const texts = TEXTS[status];
  useLogFailure(query.error, `${status} giveaways of ${criadorId}`);

  let body;
  if (query.isPending) body = <Spinner label={t('profiles.giveaways.loading')} />;
  else if (query.isError && items.length === 0) {
    body = <LoadError title={t('profiles.giveaways.loadFailed')} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) body = <p>{t(texts.empty)}</p>;
  else {
    body = (
      <>
        <ul className="profile-giveaways">
          {items.map((giveaway) => (
            <GiveawayItem key={giveaway.id} giveaway={giveaway} />
          ))}
        </ul>
        {query.isFetchNextPageError && (
          <LoadError title={t('profiles.giveaways.moreFailed')} error={query.error} onRetry={() => void query.fetchNextPage()} />
        )}
        {query.hasNextPage && !query.isFetchNextPageError && (
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('profiles.giveaways.loadMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="stack" aria-labelledby={texts.id}>
      <h2 id={texts.id}>{t(texts.title)}</h2>
      {body}
    </section>
  );
}

function GiveawayItem({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useTranslation();
  const cover = giveaway.imagens?.miniatura ?? giveaway.imagemUrl;
  const drawn = giveaway.status === 'Realizado';
  return (
    <li className="profile-giveaways__item">
      {cover && <img className="profile-giveaways__cover" src={cover} alt="" loading="lazy" />}
      <div className="stack">
        <h3 className="profile-giveaways__title">
          <Link to={`/sorteio/${giveaway.id}`}>{giveaway.titulo}</Link>
        </h3>
        <p className="profile-giveaways__meta">
          {t(drawn ? 'profiles.giveaways.drawnOn' : 'profiles.giveaways.drawDate', { data: formatDateTime(giveaway.dataSorteio) })}
        </p>
        {drawn && (
          <>
            {giveaway.vencedores.length > 0 ? (
              <div>
                <p className="profile-giveaways__winners-title">{t('profiles.giveaways.winners')}</p>
                <ul className="profile-giveaways__winners">
                  {giveaway.vencedores.map((winner) => (
                    <li key={winner.id}>{winner.nome}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p>{t('profiles.giveaways.noWinners')}</p>
            )}
            <Link to={`/sorteio/${giveaway.id}/verificar`} aria-label={t('profiles.giveaways.receiptOf', { titulo: giveaway.titulo })}>
              {t('profiles.giveaways.receipt')}
            </Link>
          </>
        )}
      </div>
    </li>
  );
}
