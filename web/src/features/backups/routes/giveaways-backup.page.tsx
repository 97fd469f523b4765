import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDownloadBackupMutation } from '../api/download-backup.api';
import { useRestoreBackupMutation } from '../api/restore-backup.api';
import { BackupError } from '../components/backup-error.component';
import { BackupFileField } from '../components/backup-file-field.component';
import '../backups.css';

/** /dashboard/sorteio/bkp — download a backup of my giveaways, or restore one as new drafts. */
export function GiveawaysBackupPage() {
  const { t } = useTranslation();
  usePageTitle(t('backups.giveaways.title'));
  const download = useDownloadBackupMutation();
  const restore = useRestoreBackupMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const submitRestore = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('backups.giveaways.restore.noFile'));
      fileInput.current?.focus();
      return;
    }
    setFileError(null);
    restore.mutate(file);
  };

  const copies = restore.data?.sorteios ?? [];
  return (
    <section className="stack" aria-labelledby="backup-title">
      <header className="stack">
        <h1 id="backup-title">{t('backups.giveaways.title')}</h1>
        <p>{t('backups.giveaways.intro')}</p>
      </header>

      <section className="backup-card stack" aria-labelledby="backup-download-title">
        <h2 id="backup-download-title">{t('backups.giveaways.download.title')}</h2>
        <p>{t('backups.giveaways.download.body')}</p>
        <div>
          <Button loading={download.isPending} onClick={() => download.mutate()}>
            {t('backups.giveaways.download.button')}
          </Button>
        </div>
        <div aria-live="polite">
          {download.isSuccess && <Alert tone="success">{t('backups.giveaways.download.done')}</Alert>}
        </div>
        {download.isError && <BackupError error={download.error} />}
      </section>

      <section className="backup-card stack" aria-labelledby="backup-restore-title">
        <h2 id="backup-restore-title">{t('backups.giveaways.restore.title')}</h2>
        <p>{t('backups.giveaways.restore.body')}</p>
        <form className="stack" onSubmit={submitRestore} noValidate>
          <BackupFileField
            inputRef={fileInput}
            label={t('backups.giveaways.restore.file')}
            error={fileError}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(null);
              restore.reset();
            }}
          />
          <div>
            <Button type="submit" loading={restore.isPending}>
              {t('backups.giveaways.restore.button')}
            </Button>
          </div>
        </form>
        {restore.isError && <BackupError error={restore.error} summary={t('backups.giveaways.restore.failed')} />}
        <div aria-live="polite">
          {restore.isSuccess &&
            (copies.length === 0 ? (
              <Alert tone="info">{t('backups.giveaways.restore.empty')}</Alert>
            ) : (
              <Alert tone="success">
                {t('backups.giveaways.restore.done', { count: copies.length })}
                <ul className="backup-copies">
                  {copies.map((copy) => (
                    <li key={copy.giveawayId}>
                      <Link to={`/dashboard/sorteio/${copy.giveawayId}`}>{copy.titulo}</Link> ({t('backups.giveaways.restore.draft')})
                    </li>
                  ))}
                </ul>
              </Alert>
            ))}
        </div>
      </section>
    </section>
  );
}
