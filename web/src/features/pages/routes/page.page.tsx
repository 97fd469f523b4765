import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePageQuery } from '../api/get-page.api';
import { PageContent } from '../components/page-content.component';
import { PageNotFound } from '../components/page-not-found.component';
import { isSlug } from '../components/page-slug';
import '../pages.css';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });

/** /pages/* — a content page; an address with no page is the app's 404. */
export function ContentPagePage() {
  const { t } = useTranslation();
  const slug = useParams()['*'] ?? '';
  const valid = isSlug(slug);
  const page = usePageQuery(slug, valid);
  usePageTitle(page.data?.titulo ?? t('common.nav.pages'));

  if (!valid || (page.error instanceof ApiError && page.error.status === 404)) return <PageNotFound />;
  if (page.isPending) return <Spinner label={t('pages.view.loading')} />;
  if (page.isError) {
    return (
      <section className="stack">
        <Alert>{`${t('pages.view.failed')} ${errorMessage(page.error)}`}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void page.refetch()}>
            {t('pages.view.retry')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <article className="content-page" aria-labelledby="content-page-title">
      <h1 id="content-page-title">{page.data.titulo}</h1>
      <PageContent html={page.data.html} />
      <p className="content-page__updated">{t('pages.view.updatedAt', { date: dateFormat.format(new Date(page.data.atualizadoEm)) })}</p>
    </article>
  );
}
