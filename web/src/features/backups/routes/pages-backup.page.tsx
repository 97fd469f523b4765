import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useExportPagesMutation, useImportPagesMutation, usePreviewPagesImportMutation } from '../api/pages-backup.api';
import { BackupError } from '../components/backup-error.component';
import { BackupFileField } from '../components/backup-file-field.component';
import { PageConflictItem } from '../components/page-conflict.component';
import '../backups.css';

/** /panel/bkppages — export every content page, or import a file after seeing what it changes. */
export function PagesBackupPage() {
  const { t } = useTranslation();
  usePageTitle(t('backups.pages.title'));
  const exportPages = useExportPagesMutation();
  const preview = usePreviewPagesImportMutation();
  const apply = useImportPagesMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [replace, setReplace] = useState<Record<string, boolean>>({});
  const fileInput = useRef<HTMLInputElement>(null);

  const submitPreview = (event: FormEvent) => {
    event.preventDefault();
    apply.reset();
    if (!file) {
      setFileError(t('backups.pages.import.noFile'));
      fileInput.current?.focus();
      return;
    }
    setReplace({});
    preview.mutate(file);
  };

  const cancel = () => {
    preview.reset();
    setReplace({});
  };

  const confirmImport = () => {
    if (!file || !preview.data) return;
    const substituir = Object.fromEntries(preview.data.conflitos.filter((c) => replace[c.slug]).map((c) => [c.slug, c.revision]));
    apply.mutate({ file, substituir }, { onSuccess: () => preview.reset() });
  };

  const changes = preview.data;
  const nothingToDo = changes !== undefined && changes.novas.length === 0 && changes.conflitos.length === 0;
  return (
    <section className="stack" aria-labelledby="pages-backup-title">
      <header className="stack">
        <h1 id="pages-backup-title">{t('backups.pages.title')}</h1>
        <p>{t('backups.pages.intro')}</p>
        <p>
          <Link to="/panel/pages">{t('pages.admin.title')}</Link>
        </p>
      </header>

      <section className="backup-card stack" aria-labelledby="pages-export-title">
        <h2 id="pages-export-title">{t('backups.pages.export.title')}</h2>
        <p>{t('backups.pages.export.body')}</p>
        <div>
          <Button loading={exportPages.isPending} onClick={() => exportPages.mutate()}>
            {t('backups.pages.export.button')}
          </Button>
        </div>
        <div aria-live="polite">{exportPages.isSuccess && <Alert tone="success">{t('backups.pages.export.done')}</Alert>}</div>
        {exportPages.isError && <BackupError error={exportPages.error} />}
      </section>

      <section className="backup-card stack" aria-labelledby="pages-import-title">
        <h2 id="pages-import-title">{t('backups.pages.import.title')}</h2>
        <p>{t('backups.pages.import.body')}</p>
        <form className="stack" onSubmit={submitPreview} noValidate>
          <BackupFileField
            inputRef={fileInput}
            label={t('backups.pages.import.file')}
            error={fileError}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(null);
              preview.reset();
            }}
          />
          <div>
            <Button type="submit" variant="secondary" loading={preview.isPending}>
              {t('backups.pages.import.preview')}
            </Button>
          </div>
        </form>
        {preview.isError && <BackupError error={preview.error} summary={t('backups.pages.import.failed')} />}
        {apply.isError && <BackupError error={apply.error} summary={t('backups.pages.import.failed')} />}
        <div aria-live="polite">
          {apply.isSuccess && (
            <Alert tone="success">
              {t('backups.pages.import.done', { criadas: apply.data.criadas.length, atualizadas: apply.data.atualizadas.length, mantidas: apply.data.mantidas.length })}
            </Alert>
          )}
        </div>
        {changes && (
          <section className="stack" aria-labelledby="pages-import-changes">
            <h3 id="pages-import-changes">
              {t('backups.pages.import.summary', { novas: changes.novas.length, conflitos: changes.conflitos.length, iguais: changes.iguais.length })}
            </h3>
            {changes.novas.length > 0 && (
              <>
                <h3>{t('backups.pages.import.newPages')}</h3>
                <ul>
                  {changes.novas.map((page) => (
                    <li key={page.slug}>
                      /pages/{page.slug} — {page.titulo}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {changes.conflitos.length > 0 && (
              <>
                <h3>{t('backups.pages.import.conflicts')}</h3>
                <p>{t('backups.pages.import.conflictsHelp')}</p>
                <ul className="stack">
                  {changes.conflitos.map((conflict) => (
                    <PageConflictItem
                      key={conflict.slug}
                      conflict={conflict}
                      replace={replace[conflict.slug] === true}
                      onReplaceChange={(checked) => setReplace((current) => ({ ...current, [conflict.slug]: checked }))}
                    />
                  ))}
                </ul>
              </>
            )}
            {changes.iguais.length > 0 && (
              <>
                <h3>{t('backups.pages.import.unchanged')}</h3>
                <ul>
                  {changes.iguais.map((slug) => (
                    <li key={slug}>/pages/{slug}</li>
                  ))}
                </ul>
              </>
            )}
            {nothingToDo ? (
              <Alert tone="info">{t('backups.pages.import.nothing')}</Alert>
            ) : (
              <div className="backup-actions">
                <Button loading={apply.isPending} onClick={confirmImport}>
                  {t('backups.pages.import.apply')}
                </Button>
                <Button variant="secondary" onClick={cancel}>
                  {t('backups.pages.import.cancel')}
                </Button>
              </div>
            )}
          </section>
        )}
      </section>
    </section>
  );
}
