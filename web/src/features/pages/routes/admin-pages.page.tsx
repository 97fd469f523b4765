import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { LoadFailed } from '../../../components/ui/load-failed.component';
import { Button } from '../../../components/ui/button.component';
import { ConfirmPanel } from '../../../components/ui/confirm-panel.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeletePageMutation } from '../api/delete-page.api';
import { usePagesQuery } from '../api/list-pages.api';
import type { PageSummary } from '../api/page.types';
import { publicPagePath } from '../components/page-slug';
import { useAdminBase } from '../components/use-admin-base';
import '../pages.css';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** /boss/pages and /panel/pages — every content page, with edit and delete. */
export function AdminPagesPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.admin.title'));
  const base = useAdminBase();
  const pages = usePagesQuery();
  const remove = useDeletePageMutation();
  const [confirming, setConfirming] = useState<PageSummary | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const rows = pages.data?.pages.flatMap((p) => p.items) ?? [];

  const confirmDelete = () => {
    if (!confirming) return;
    const page = confirming;
    remove.mutate(page.slug, {
      onSuccess: () => {
        setDeleted(page.titulo);
        setConfirming(null);
      },
    });
  };

  return (
    <section className="stack" aria-labelledby="admin-pages-title">
      <header className="admin-pages__header">
        <div className="stack">
          <h1 id="admin-pages-title">{t('pages.admin.title')}</h1>
          <p>{t('pages.admin.intro')}</p>
        </div>
        <Link className="button button--primary" to={`${base}/pages/new`}>
          {t('pages.admin.new')}
        </Link>
        <Link className="button button--secondary" to="/panel/bkppages">
          {t('backups.pages.link')}
        </Link>
      </header>
      {deleted && <Alert tone="success">{t('pages.admin.deleted', { titulo: deleted })}</Alert>}
      {confirming && (
        <ConfirmPanel
          title={t('pages.admin.confirmDeleteTitle', { titulo: confirming.titulo })}
          description={<p>{t('pages.admin.confirmDeleteBody', { slug: confirming.slug })}</p>}
          confirmLabel={t('pages.admin.confirmDeleteYes')}
          cancelLabel={t('pages.admin.cancel')}
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => {
            remove.reset();
            setConfirming(null);
          }}
        >
          {remove.isError && <Alert>{t('pages.admin.deleteFailed', { message: errorMessage(remove.error) })}</Alert>}
        </ConfirmPanel>
      )}
      {pages.isPending ? (
        <Spinner label={t('pages.admin.loading')} />
      ) : pages.isError ? (
        <LoadFailed failed={t('pages.admin.failed')} error={pages.error} retryLabel={t('pages.admin.retry')} onRetry={pages.refetch} />
      ) : rows.length === 0 ? (
        <p>{t('pages.admin.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={t('common.tableRegion', { name: t('pages.admin.title') })} tabIndex={0}>
          <table className="admin-pages__table">
            <thead>
              <tr>
                <th scope="col">{t('pages.admin.columns.titulo')}</th>
                <th scope="col">{t('pages.admin.columns.slug')}</th>
                <th scope="col">{t('pages.admin.columns.atualizadoEm')}</th>
                <th scope="col">{t('pages.admin.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((page) => (
                <tr key={page.slug}>
                  <td>{page.titulo}</td>
                  <td>
                    <Link to={publicPagePath(page.slug)}>{publicPagePath(page.slug)}</Link>
                  </td>
                  <td>{dateFormat.format(new Date(page.atualizadoEm))}</td>
                  <td className="admin-pages__actions">
                    <Link to={`${base}/pages/${page.slug}/edit`} aria-label={t('pages.admin.editNamed', { titulo: page.titulo })}>
                      {t('pages.admin.edit')}
                    </Link>
                    <Button
                      variant="secondary"
                      aria-label={t('pages.admin.deleteNamed', { titulo: page.titulo })}
                      onClick={() => {
                        remove.reset();
                        setDeleted(null);
                        setConfirming(page);
                      }}
                    >
                      {t('pages.admin.delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages.hasNextPage && (
        <div>
          <Button variant="secondary" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {t('pages.admin.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
