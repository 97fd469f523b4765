import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/ui/load-failed.component';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { usePageTitle } from '../../../lib/use-page-title';
import type { FeedbackFilter } from '../api/feedback.types';
import { useFeedbackQuery } from '../api/list-feedback.api';
import { FeedbackItem } from '../components/feedback-item.component';
import '../feedback.css';

const FILTERS: FeedbackFilter[] = ['naoLidas', 'lidas', 'todas'];
const isFilter = (value: string | null): value is FeedbackFilter => FILTERS.includes(value as FeedbackFilter);

/** /boss/feedback — the contact form's messages; the filter lives in the URL (?filtro=). */
export function FeedbackInboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('feedback.inbox.title'));
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const given = params.get('filtro');
  const filter: FeedbackFilter = isFilter(given) ? given : 'naoLidas';
  const inbox = useFeedbackQuery(filter);
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const naoLidas = inbox.data?.pages.at(-1)?.naoLidas;

  return (
    <section className="stack" aria-labelledby="feedback-inbox-title">
      <h1 id="feedback-inbox-title">{t('feedback.inbox.title')}</h1>
      <div className="feedback-inbox__toolbar">
        <div className="field">
          <label className="field__label" htmlFor={filterId}>
            {t('feedback.inbox.filter')}
          </label>
          <select
            id={filterId}
            className="field__input"
            value={filter}
            onChange={(event) => setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('filtro', event.target.value);
              return next;
            }, { replace: true })}
          >
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`feedback.inbox.filters.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {naoLidas !== undefined && (
          <p role="status" className="feedback-inbox__count">
            {t('feedback.inbox.unreadCount', { count: naoLidas })}
          </p>
        )}
      </div>
      {inbox.isPending ? (
        <Spinner label={t('feedback.inbox.loading')} />
      ) : inbox.isError ? (
        <LoadFailed failed={t('feedback.inbox.failed')} error={inbox.error} retryLabel={t('feedback.inbox.retry')} onRetry={inbox.refetch} />
      ) : items.length === 0 ? (
        <p>{t('feedback.inbox.empty')}</p>
      ) : (
        <div className="stack">
          {items.map((feedback) => (
            <FeedbackItem key={feedback.id} feedback={feedback} />
          ))}
        </div>
      )}
      {inbox.hasNextPage && (
        <div>
          <Button variant="secondary" loading={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
            {t('feedback.inbox.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
