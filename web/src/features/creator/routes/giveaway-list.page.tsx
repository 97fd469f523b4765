import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { GiveawayStatus } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { GIVEAWAY_STATUSES } from '../../../lib/giveaway-types';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyGiveawaysQuery } from '../api/list-my-giveaways.api';
import { GiveawayListItem } from '../components/giveaway-list-item.component';
import '../creator.css';

function statusFrom(raw: string | null): GiveawayStatus | null {
  return (GIVEAWAY_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as GiveawayStatus) : null;
}

/** /dashboard/sorteio — all my giveaways, filterable by status, a page at a time. */
export function GiveawayListPage() {
  const { t } = useTranslation();
  usePageTitle(t('creator.list.title'));
  const filterId = useId();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFrom(searchParams.get('status'));
  const query = useMyGiveawaysQuery(status);
  const notice = (location.state as { notice?: string } | null)?.notice;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="stack" aria-labelledby="list-title">
      <header className="page-heading">
        <h1 id="list-title">{t('creator.list.title')}</h1>
        <Link className="button button--primary" to="/dashboard/sorteio/new">
          {t('creator.list.create')}
        </Link>
        <Link className="button button--secondary" to="/dashboard/sorteio/bkp">
          {t('backups.giveaways.link')}
        </Link>
      </header>
      <div aria-live="polite">{notice && <Alert tone="success">{notice}</Alert>}</div>
      <div className="field field--inline">
        <label className="field__label" htmlFor={filterId}>
          {t('creator.list.filter')}
        </label>
        <select
          id={filterId}
          className="field__input"
          value={status ?? ''}
          onChange={(event) => setSearchParams(event.target.value ? { status: event.target.value } : {})}
        >
          <option value="">{t('creator.list.all')}</option>
          {GIVEAWAY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`common.status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {query.isPending && <Spinner label={t('creator.list.loading')} />}
      {query.isError && (
        <div className="stack">
          <ErrorAlert error={query.error} />
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('creator.list.retry')}
          </Button>
        </div>
      )}
      {query.isSuccess && items.length === 0 && (
        <div className="empty-state stack">
          <p>{status ? t('creator.list.emptyFiltered') : t('creator.list.empty')}</p>
          {!status && (
            <Link className="button button--primary" to="/dashboard/sorteio/new">
              {t('creator.list.createFirst')}
            </Link>
          )}
        </div>
      )}
      {items.length > 0 && (
        <ul className="giveaway-list" aria-label={t('creator.list.title')}>
          {items.map((giveaway) => (
            <li key={giveaway.id}>
              <GiveawayListItem giveaway={giveaway} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('creator.list.loadMore')}
        </Button>
      )}
      <p className="visually-hidden" aria-live="polite">
        {query.isSuccess && items.length > 0 ? t('creator.list.shown', { count: items.length }) : ''}
      </p>
    </section>
  );
}
