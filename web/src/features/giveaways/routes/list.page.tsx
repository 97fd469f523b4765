import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { ApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useHistoryQuery } from '../api/get-history.api';
import { HistoryTimeline } from '../components/history-timeline.component';
import { PublicEntrantList } from '../components/public-entrant-list.component';
import '../components/giveaway.styles.css';
import '../components/history.css';
import type { giveawayParamsLoader } from './giveaway-params.loader';

/** /sorteio/:id/lista — the giveaway's public history and, if its creator published it, the entrant list. */
export function ListPage() {
  const { t } = useTranslation();
  const { id } = useLoaderData<typeof giveawayParamsLoader>();
  usePageTitle(t('history.page.title'));
  const history = useHistoryQuery(id);
  const commitStep = history.data?.steps.find((s) => s.type === 'DrawCommitted');
  const historyRoot = typeof commitStep?.data.merkleRoot === 'string' ? commitStep.data.merkleRoot : null;
  const drawn = history.data?.steps.some((s) => s.type === 'WinnersDrawn') ?? false;

  return (
    <article className="stack giveaway" aria-labelledby="lista-title">
      <h1 id="lista-title">{t('history.page.title')}</h1>
      <p>{t('history.page.intro')}</p>

      <section className="stack" aria-labelledby="history-title">
        <h2 id="history-title">{t('history.timeline.title')}</h2>
        {history.isPending && <Spinner label={t('history.timeline.loading')} />}
        {history.isError && (
          <div className="stack">
            <ErrorAlert error={history.error} />
            {!(history.error instanceof ApiError && history.error.status === 404) && (
              <div className="history-actions">
                <Button variant="secondary" onClick={() => void history.refetch()}>
                  {t('history.page.retry')}
                </Button>
              </div>
            )}
          </div>
        )}
        {history.isSuccess && <HistoryTimeline key={history.data.headHash} history={history.data} />}
      </section>

      <section className="stack" aria-labelledby="list-title">
        <h2 id="list-title">{t('history.list.title')}</h2>
        <PublicEntrantList giveawayId={id} historyRoot={historyRoot} />
      </section>

      <nav className="history-actions" aria-label={t('history.page.title')}>
        <Link to={`/sorteio/${id}`}>{t('history.page.back')}</Link>
        {drawn && <Link to={`/sorteio/${id}/verificar`}>{t('history.page.verifyDraw')}</Link>}
      </nav>
    </article>
  );
}
