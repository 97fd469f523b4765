import { ErrorAlert } from './error-alert.component';
import { errorMessage } from '../../lib/error-message';
import { Button } from './button.component';

interface LoadFailedProps {
  /** What could not be loaded, in the page's words ("Não foi possível carregar os planos."). */
  failed: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => unknown;
}

/** A query that failed: what, why (the server's pt-BR message), and a button to try again. */
export function LoadFailed({ failed, error, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <div className="stack">
      <ErrorAlert error={error} message={`${failed} ${errorMessage(error)}`} />
      <div>
        <Button variant="secondary" onClick={() => void onRetry()}>
          {retryLabel}
        </Button>
      </div>
    </div>
  );
}
