import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { formatDateTime } from '../../../lib/giveaway-types';
import { usePageTitle } from '../../../lib/use-page-title';
import type { LiveWinner } from '../api/live-draw.types';
import { useSpectatorPresence } from '../api/spectate.api';
import { useLiveDraw } from '../api/watch-live-draw.api';
import { LiveCommitment } from '../components/live-commitment.component';
import { LiveWinners } from '../components/live-winners.component';
import '../components/live.css';
import type { liveParamsLoader } from './live-params.loader';

/** /sorteio/:id/live — spectators watch the close and the draw as they happen. */
export function LivePage() {
  const { t } = useTranslation();
  const { id } = useLoaderData<typeof liveParamsLoader>();
  const live = useLiveDraw(id);
  const { view, connection, reveal, replacement } = live;
  const [announcement, setAnnouncement] = useState('');
  useSpectatorPresence(id);
  usePageTitle(view ? t('live.title', { titulo: view.titulo }) : t('common.nav.live'));

  const onShown = useCallback(
    (shown: LiveWinner[], all: boolean) => {
      const place = (w: LiveWinner) => t('live.winners.announce', { rank: w.rank, nome: w.nome });
      setAnnouncement(all ? t('live.winners.all', { list: shown.map(place).join('; ') }) : place(shown[shown.length - 1]));
    },
    [t],
  );
  useEffect(() => {
    if (replacement) setAnnouncement(t('live.winners.replaced', { nome: replacement.winner.nome, rank: replacement.winner.rank }));
  }, [replacement, t]);

  if (!view) {
    if (connection === 'failed') return <Failed onRetry={live.retry} id={id} />;
    return <Spinner label={t('live.connecting')} />;
  }

  return (
    <article className="stack live" aria-labelledby="live-title">
      <header className="live__header">
        <p className="live__badge">
          <span className="live__dot" aria-hidden="true" />
          {t('live.badge')}
        </p>
        <h1 id="live-title">{view.titulo}</h1>
        <p className="live__spectators">{t('live.spectators', { count: view.spectators })}</p>
      </header>

      {connection === 'reconnecting' && <Alert tone="info">{t('live.reconnecting')}</Alert>}
      {connection === 'failed' && <Failed onRetry={live.retry} id={id} />}
      {/* Present from the start: screen readers only announce changes to a region they already know. */}
      <p className="visually-hidden" aria-live="polite" data-testid="live-announcer">
        {announcement}
      </p>

      {view.status === 'Rascunho' && <Alert tone="info">{t('live.draft')}</Alert>}
      {view.status === 'Cancelado' && <Alert tone="info">{t('live.cancelled')}</Alert>}
      {view.status === 'Ativo' && <p>{t('live.openUntil', { data: formatDateTime(view.dataSorteio) })}</p>}
      {view.closedAt && <LiveCommitment closedAt={view.closedAt} commitment={view.commitment} />}
      {(view.status === 'Ativo' || view.status === 'Encerrado') && (
        <div className="live__panel live__waiting" role="status">
          <p className="live__waiting-title">{t('live.notDrawn')}</p>
          <p>{t('live.notDrawnHint')}</p>
        </div>
      )}
      {view.status === 'Realizado' && view.winners.length > 0 && (
        <>
          {view.drawnAt && (
            <p>
              {t('live.drawnAt')} <time dateTime={view.drawnAt}>{formatDateTime(view.drawnAt)}</time>
            </p>
          )}
          <LiveWinners key={reveal ? 'reveal' : 'result'} winners={view.winners} reveal={reveal} onShown={onShown} />
        </>
      )}

      <ul className="live__links">
        {view.status === 'Realizado' && (
          <li>
            <Link to={`/sorteio/${id}/verificar`}>{t('live.verify')}</Link>
          </li>
        )}
        <li>
          <Link to={`/sorteio/${id}`}>{t('live.back')}</Link>
        </li>
      </ul>
    </article>
  );
}

function Failed({ onRetry, id }: { onRetry: () => void; id: string }) {
  const { t } = useTranslation();
  return (
    <section className="stack">
      <Alert>{t('live.failed')}</Alert>
      <p>{t('live.autoRetry')}</p>
      <div className="live__actions">
        <Button onClick={onRetry}>{t('live.retry')}</Button>
        <Link to={`/sorteio/${id}`}>{t('live.back')}</Link>
      </div>
    </section>
  );
}
