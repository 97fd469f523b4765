import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../components/ui/alert.component';

/** A refused backup: what nothing was done, the server's pt-BR reason, and its code to quote to support. */
export function BackupError({ error, summary }: { error: unknown; summary?: string }) {
  const { t } = useTranslation();
  return (
    <Alert>
      {summary && <strong>{summary} </strong>}
      {errorMessage(error)}
      {error instanceof ApiError && <span className="backup-error__code"> {t('backups.errorCode', { code: error.code })}</span>}
    </Alert>
  );
}
