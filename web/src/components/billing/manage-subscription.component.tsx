import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.component';
import { ErrorAlert } from '../ui/error-alert.component';
import { useBillingPortalMutation } from './billing-portal.api';

/**
 * "Gerenciar assinatura": opens the payment provider's page (card, invoices, cancelling).
 * Stays busy after success too, while the browser is leaving for the provider.
 */
export function ManageSubscription({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  const portal = useBillingPortalMutation();
  return (
    <div className="stack">
      {portal.isError && <ErrorAlert error={portal.error} />}
      <div>
        <Button variant={variant} loading={portal.isPending || portal.isSuccess} onClick={() => portal.mutate()}>
          {t('plans.billing.manage')}
        </Button>
      </div>
    </div>
  );
}
