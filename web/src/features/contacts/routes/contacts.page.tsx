import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { LoadFailed } from '../../../components/ui/load-failed.component';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { TextField } from '../../../components/ui/text-field.component';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useExportContactsCsvMutation } from '../api/export-contacts-csv.api';
import { useContactsQuery } from '../api/list-contacts.api';
import { ContactsTable } from '../components/contacts-table.component';
import { useUrlSearch } from '../../../lib/use-url-search';
import '../contacts.css';

/** /dashboard/contatos — the people who agreed to hear from this creator. */
export function ContactsPage() {
  const { t } = useTranslation();
  usePageTitle(t('contacts.page.title'));
  const { text, setText, query } = useUrlSearch();
  const contacts = useContactsQuery(query);
  const exportCsv = useExportContactsCsvMutation();
  const rows = useMemo(() => contacts.data?.pages.flatMap((page) => page.items) ?? [], [contacts.data]);
  const total = contacts.data?.pages.at(-1)?.total ?? 0;
  const searching = contacts.isPlaceholderData;
  const nothingAtAll = !query && !searching && contacts.isSuccess && total === 0;

  return (
    <section className="stack" aria-labelledby="contacts-title">
      <header className="stack">
        <h1 id="contacts-title">{t('contacts.page.title')}</h1>
        <p>{t('contacts.page.intro')}</p>
      </header>

      {nothingAtAll ? (
        <div className="contacts-empty stack">
          <h2>{t('contacts.empty.title')}</h2>
          <p>{t('contacts.empty.body')}</p>
        </div>
      ) : (
        <>
          <div className="contacts-toolbar">
            <div role="search" className="contacts-search">
              <TextField
                type="search"
                label={t('contacts.search.label')}
                hint={t('contacts.search.hint')}
                value={text}
                onChange={(event) => setText(event.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
            </div>
            <Button
              variant="secondary"
              loading={exportCsv.isPending}
              disabled={!contacts.data || total === 0}
              onClick={() => exportCsv.mutate({ q: query, fileName: t('contacts.export.fileName') })}
            >
              {t('contacts.export.button')}
            </Button>
          </div>
          {exportCsv.isError && <Alert>{t('contacts.export.failed', { message: errorMessage(exportCsv.error) })}</Alert>}
          <p role="status" className="contacts-summary">
            {contacts.data && !searching && t(query ? 'contacts.found' : 'contacts.total', { count: total, n: total.toLocaleString('pt-BR') })}
            {searching && t('contacts.page.searching')}
          </p>
          {contacts.isPending ? (
            <Spinner label={t('contacts.page.loading')} />
          ) : contacts.isError && !contacts.data ? (
            <LoadFailed failed={t('contacts.page.failed')} error={contacts.error} retryLabel={t('contacts.page.retry')} onRetry={contacts.refetch} />
          ) : rows.length === 0 ? (
            <p>{t('contacts.empty.noMatch', { q: query })}</p>
          ) : (
            <ContactsTable rows={rows} />
          )}
          {contacts.hasNextPage && (
            <div>
              <Button variant="secondary" loading={contacts.isFetchingNextPage} onClick={() => void contacts.fetchNextPage()}>
                {t('contacts.page.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
