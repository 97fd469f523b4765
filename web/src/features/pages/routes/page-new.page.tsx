import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreatePageMutation } from '../api/create-page.api';
import { PageEditor } from '../components/page-editor.component';
import { useAdminBase } from '../components/use-admin-base';
import '../pages.css';

/** /boss/pages/new and /panel/pages/new */
export function NewPagePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.editor.newTitle'));
  const base = useAdminBase();
  const navigate = useNavigate();
  const create = useCreatePageMutation();

  return (
    <section className="stack" aria-labelledby="page-editor-title">
      <h1 id="page-editor-title">{t('pages.editor.newTitle')}</h1>
      <Link to={`${base}/pages`}>{t('pages.editor.back')}</Link>
      <PageEditor
        submitLabel={t('pages.editor.create')}
        pending={create.isPending}
        error={create.error}
        onSubmit={(values) => create.mutate(values, { onSuccess: () => navigate(`${base}/pages`) })}
      />
    </section>
  );
}
