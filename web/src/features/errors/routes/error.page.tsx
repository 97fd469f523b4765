import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { ErrorPanel } from '../components/error-panel.component';

const DEFAULT_STATUS = 500;

/** An HTTP status from ?status=, when it is one; otherwise the page stands for a server error. */
function statusFrom(raw: string | null): number {
  const status = Number(raw);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : DEFAULT_STATUS;
}

/** /erro?status=404|500: where the server and other screens send people when something failed. */
export function ErrorPage() {
  const { t } = useTranslation();
  const status = statusFrom(useSearchParams()[0].get('status'));
  const title = status === 404 ? t('errors.pages.notFoundTitle') : t('errors.pages.serverErrorTitle');
  usePageTitle(title);
  return (
    <ErrorPanel title={title}>
      <p className="error-panel__status">{t('errors.pages.status', { status })}</p>
    </ErrorPanel>
  );
}
