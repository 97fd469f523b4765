import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { errorMessage } from '../../../lib/error-message';

interface LoadErrorProps {
  /** What could not be loaded, in pt-BR. */
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load says so and offers another try; the screen is never left blank. */
export function LoadError({ title, error, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <Alert>
        <p className="profile-load-error__title">{title}</p>
        <p>{errorMessage(error)}</p>
      </Alert>
      <div>
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {t('profiles.page.retry')}
        </Button>
      </div>
    </div>
  );
}
