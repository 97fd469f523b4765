import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { ApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePageQuery } from '../api/get-page.api';
import { useUpdatePageMutation } from '../api/update-page.api';
import { PageEditor } from '../components/page-editor.component';
import { PageNotFound } from '../components/page-not-found.component';
import { publicPagePath, slugFromEditPath } from '../components/page-slug';
import { useAdminBase } from '../components/use-admin-base';
import '../pages.css';

/** /boss/pages/<slug>/edit and /panel/pages/<slug>/edit — the slug may have several segments. */
export function EditPagePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.editor.editTitle'));
  const base = useAdminBase();
  const navigate = useNavigate();
  const slug = slugFromEditPath(useParams()['*'] ?? '');
  const page = usePageQuery(slug ?? '', slug !== null);
  const update = useUpdatePageMutation();

  if (slug === null || (page.error instanceof ApiError && page.error.status === 404)) return <PageNotFound />;
  if (page.isPending) return <Spinner label={t('pages.editor.loading')} />;
  if (page.isError) {
    return (
      <section className="stack">
        <ErrorAlert error={page.error} />
        <div>
          <Button variant="secondary" onClick={() => void page.refetch()}>
            {t('pages.view.retry')}
          </Button>
        </div>
      </section>
    );
  }
  const { titulo, conteudo, revision } = page.data;
  return (
    <section className="stack" aria-labelledby="page-editor-title">
      <h1 id="page-editor-title">{t('pages.editor.editTitle')}</h1>
      <div className="admin-pages__links">
        <Link to={`${base}/pages`}>{t('pages.editor.back')}</Link>
        <Link to={publicPagePath(slug)}>{t('pages.editor.view')}</Link>
      </div>
      <PageEditor
        // A page reloaded after someone else's save starts the form from the new text.
        key={revision}
        fixedSlug={slug}
        initial={{ titulo, conteudo }}
        submitLabel={t('pages.editor.save')}
        pending={update.isPending}
        error={update.error}
        onSubmit={(values) => update.mutate({ slug, titulo: values.titulo, conteudo: values.conteudo, revision }, { onSuccess: () => navigate(`${base}/pages`) })}
      />
    </section>
  );
}
