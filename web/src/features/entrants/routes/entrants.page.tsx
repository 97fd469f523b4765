import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { TextField } from '../../../components/ui/text-field.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useExportEntrantsCsvMutation } from '../api/export-entrants-csv.api';
import { useEntrantsGiveawayQuery, type EntrantsGiveaway } from '../api/get-entrants-giveaway.api';
import { useEntrantsQuery } from '../api/list-entrants.api';
import { entrantsErrorMessage } from '../components/entrants-error-message';
import { EntrantsTable } from '../components/entrants-table.component';
import { useUrlSearch, type UrlSearch } from '../../../lib/use-url-search';
import type { entrantsParamsLoader } from './entrants-params.loader';

/** /dashboard/sorteio/:id/inscritos and /insights/sorteio/:id/inscritos — the id was checked by the loader. */
export function EntrantsPage() {
  const { t } = useTranslation();
  const { id } = useLoaderData<typeof entrantsParamsLoader>();
  const giveaway = useEntrantsGiveawayQuery(id);
  // Both requests start together; the list does not wait for the title.
  const search = useUrlSearch();
  const entries = useEntrantsQuery(id, search.query);
  usePageTitle(giveaway.data ? `${t('entrants.page.title')} · ${giveaway.data.titulo}` : t('entrants.page.title'));

  if (giveaway.isPending) return <Spinner label={t('entrants.page.loading')} />;
  if (giveaway.isError) {
    return (
      <section className="stack">
        <Alert>{entrantsErrorMessage(giveaway.error)}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void giveaway.refetch()}>
            {t('entrants.page.retry')}
          </Button>
        </div>
      </section>
    );
  }
  return <EntrantsScreen giveaway={giveaway.data} search={search} entries={entries} />;
}

interface EntrantsScreenProps {
  giveaway: EntrantsGiveaway;
  search: UrlSearch;
  entries: ReturnType<typeof useEntrantsQuery>;
}

function EntrantsScreen({ giveaway, search: { text, setText, query }, entries }: EntrantsScreenProps) {
  const { t } = useTranslation();
  const exportCsv = useExportEntrantsCsvMutation(giveaway.id);

  const rows = useMemo(() => entries.data?.pages.flatMap((page) => page.items) ?? [], [entries.data]);
  // The last page answered most recently, so its count is the freshest.
  const total = entries.data?.pages.at(-1)?.total ?? 0;
  const searching = entries.isPlaceholderData;
  const { hasNextPage, isFetching, fetchNextPage } = entries;
  const fetchMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <section className="stack" aria-labelledby="entrants-title">
      <header className="stack">
        <p className="entrants-header__eyebrow">{t('entrants.page.eyebrow')}</p>
        <h1 id="entrants-title">{giveaway.titulo}</h1>
        <Link to={`/dashboard/sorteio/${giveaway.id}`}>{t('entrants.page.back')}</Link>
      </header>

      <div className="entrants-toolbar">
        <div role="search" className="entrants-search">
          <TextField
            type="search"
            label={t('entrants.search.label')}
            hint={t('entrants.search.hint')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <Button
          variant="secondary"
          loading={exportCsv.isPending}
          disabled={!entries.data || total === 0}
          onClick={() => exportCsv.mutate({ q: query, titulo: giveaway.titulo })}
        >
          {t('entrants.export.button')}
        </Button>
      </div>
      {exportCsv.isError && <Alert>{t('entrants.export.failed', { message: entrantsErrorMessage(exportCsv.error) })}</Alert>}

      <p className="entrants-summary" role="status">
        {entries.data && !searching && t(query ? 'entrants.found' : 'entrants.total', { count: total, n: total.toLocaleString('pt-BR') })}
        {searching && t('entrants.page.searching')}
      </p>

      {entries.isPending ? (
        <Spinner label={t('entrants.page.loading')} />
      ) : entries.isError && !entries.data ? (
        <div className="stack">
          <Alert>{entrantsErrorMessage(entries.error)}</Alert>
          <div>
            <Button variant="secondary" onClick={() => void entries.refetch()}>
              {t('entrants.page.retry')}
            </Button>
          </div>
        </div>
      ) : total === 0 && rows.length === 0 ? (
        <p>{query ? t('entrants.empty.noMatch', { q: query }) : t('entrants.empty.none')}</p>
      ) : (
        <>
          <EntrantsTable
            // A new search starts at the top of its own results, not at the old scroll position.
            key={query}
            titulo={giveaway.titulo}
            campos={giveaway.camposFormulario}
            rows={rows}
            total={total}
            hasNextPage={hasNextPage && !entries.isFetchNextPageError}
            isFetching={isFetching}
            onFetchMore={fetchMore}
          />
          {entries.isFetchingNextPage && <Spinner label={t('entrants.page.loadingMore')} />}
          {entries.isFetchNextPageError && (
            <div className="stack">
              <Alert>{entrantsErrorMessage(entries.error)}</Alert>
              <div>
                <Button variant="secondary" onClick={fetchMore}>
                  {t('entrants.page.retry')}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
