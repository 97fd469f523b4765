import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { TextField } from '../../../components/ui/text-field.component';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, useSearchQuery } from '../api/search.api';
import { SearchResults } from '../components/search-results.component';
import { useUrlSearch } from '../../../lib/use-url-search';
import '../search.css';

/**
 * /pesquisar: one box for giveaways and people. The search is in the address (?q=), so a
 * link opens the same results and the back button comes back to them; typing waits for a
 * pause before asking. Enter searches at once, Escape empties the box.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const box = useUrlSearch();
  const { query } = box;
  usePageTitle(query ? t('search.titleFor', { q: query }) : t('search.title'));
  const results = useSearchQuery(query);
  const tooShort = query.length < MIN_QUERY_LENGTH;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter on the key, not on the form's submit: a navigation started inside a submit
    // handler would make React treat the form as a form action.
    if (event.key === 'Enter') box.commit();
    if (event.key !== 'Escape' || box.text === '') return;
    // The browser's own Escape on a search field would clear the text without telling React.
    event.preventDefault();
    box.clear();
  };

  const data = tooShort ? undefined : results.data;
  const found = data ? data.sorteios.length + data.usuarios.length : 0;

  return (
    <section className="stack search-page" aria-labelledby="search-title">
      <h1 id="search-title">{t('search.title')}</h1>
      <form
        role="search"
        className="search-page__form"
        // The search follows the box already (and Enter at once): nothing to send.
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          type="search"
          name="q"
          label={t('search.label')}
          hint={t('search.hint')}
          value={box.text}
          onChange={(event) => box.setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
      </form>

      <p className="search-page__status" role="status">
        {!tooShort && data && !results.isPlaceholderData && found > 0 && t('search.found', { count: found })}
        {!tooShort && results.isPlaceholderData && t('search.searching')}
      </p>

      {tooShort ? (
        <p className="search-page__note">{box.text.trim().length > 0 ? t('search.tooShort', { count: MIN_QUERY_LENGTH }) : t('search.empty')}</p>
      ) : results.isPending ? (
        <Spinner label={t('search.searching')} />
      ) : results.isError && !data ? (
        <div className="stack">
          <Alert>{t('search.failed', { message: errorMessage(results.error) })}</Alert>
          <div>
            <Button variant="secondary" onClick={() => void results.refetch()}>
              {t('search.retry')}
            </Button>
          </div>
        </div>
      ) : data && found === 0 ? (
        <p className="search-page__note">{t('search.nothing', { q: query })}</p>
      ) : data ? (
        <div aria-busy={results.isPlaceholderData}>
          <SearchResults result={data} />
        </div>
      ) : null}
    </section>
  );
}
