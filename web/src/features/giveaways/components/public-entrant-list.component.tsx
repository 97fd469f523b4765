import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { ApiError } from '../../../lib/api-error';
import { useEntrantListQuery } from '../api/get-entrant-list.api';
import { MerkleRootCheck } from './merkle-root-check.component';
import './history.css';

const pt = (n: number) => n.toLocaleString('pt-BR');

/**
 * The entrant list the creator chose to publish: masked names and leaves in the committed
 * order, a page at a time, and the root check. `historyRoot` is the root of the history's
 * commitment step, when the history has loaded.
 */
export function PublicEntrantList({ giveawayId, historyRoot }: { giveawayId: string; historyRoot: string | null }) {
  const { t } = useTranslation();
  const query = useEntrantListQuery(giveawayId);

  if (query.isPending) return <Spinner label={t('history.list.loading')} />;
  // A failed "carregar mais" keeps the rows already shown; only a failed first page replaces them.
  if (!query.data) {
    return (
      <div className="stack">
        <ErrorAlert error={query.error} />
        {!(query.error instanceof ApiError && query.error.status === 404) && (
          <div className="history-actions">
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('history.page.retry')}
            </Button>
          </div>
        )}
      </div>
    );
  }

  const [first] = query.data.pages;
  if (!first.publicada) return <Alert tone="info">{t('history.list.notPublished')}</Alert>;
  const items = query.data.pages.flatMap((page) => (page.publicada ? page.items : []));
  const committedRoots = historyRoot === null ? [first.merkleRoot] : [first.merkleRoot, historyRoot];
  // Version 2 lists every leaf of the sealed log (withdrawn ones too): the root is over treeSize leaves.
  const leafCount = first.treeSize ?? first.entrantCount;

  return (
    <div className="stack">
      <p>{t('history.list.intro')}</p>
      <dl className="details">
        <dt>{t('history.list.title')}</dt>
        <dd>{t('history.list.count', { count: first.entrantCount, n: pt(first.entrantCount) })}</dd>
        <dt>{t('history.list.root')}</dt>
        <dd>
          <code className="hash">{first.merkleRoot || '—'}</code>
        </dd>
      </dl>
      {first.entrantCount > 0 && <MerkleRootCheck giveawayId={giveawayId} entrantCount={leafCount} committedRoots={committedRoots} />}
      {items.length === 0 ? (
        <p>{t('history.list.empty')}</p>
      ) : (
        <ol className="entrant-list" aria-label={t('history.list.caption')}>
          {items.map((item) => (
            <li key={item.index} className="entrant-list__item">
              <span className="entrant-list__index">
                <span className="visually-hidden">{t('history.list.number')} </span>
                {item.index}
              </span>
              <span>{item.nome}</span>
              <code className="hash entrant-list__leaf" title={item.leaf}>
                <span className="visually-hidden">{t('history.list.leaf')} </span>
                {`${item.leaf.slice(0, 16)}…`}
              </code>
            </li>
          ))}
        </ol>
      )}
      {items.length > 0 && (
        <p className="visually-hidden" aria-live="polite">
          {t('history.list.shown', { shown: pt(items.length), total: pt(leafCount) })}
        </p>
      )}
      {query.hasNextPage && (
        <div className="history-actions">
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('history.list.loadMore')}
          </Button>
          <span aria-hidden="true">{t('history.list.shown', { shown: pt(items.length), total: pt(leafCount) })}</span>
        </div>
      )}
      {query.isFetchNextPageError && <ErrorAlert error={query.error} />}
    </div>
  );
}
