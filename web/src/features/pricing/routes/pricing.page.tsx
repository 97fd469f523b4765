import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { LoadFailed } from '../../../components/ui/load-failed.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePlansQuery } from '../api/list-plans.api';
import { BillingCycleToggle, type BillingCycle } from '../components/billing-cycle-toggle.component';
import { PlanCard } from '../components/plan-card.component';
import { PricingFaq } from '../components/pricing-faq.component';
import '../pricing.css';

/**
 * /precos — the plans side by side (stacked on narrow screens), by month or by year. The
 * payment provider sends a checkout left unpaid back here with ?assinatura=cancelada.
 */
export function PricingPage() {
  const { t } = useTranslation();
  usePageTitle(t('plans.pricing.title'));
  const plans = usePlansQuery();
  const [cycle, setCycle] = useState<BillingCycle>('mensal');
  const [params] = useSearchParams();
  const checkoutCancelled = params.get('assinatura') === 'cancelada';

  let body;
  if (plans.isPending) body = <Spinner label={t('plans.pricing.loading')} />;
  else if (plans.isError) body = <LoadFailed failed={t('plans.pricing.failed')} error={plans.error} retryLabel={t('plans.pricing.retry')} onRetry={plans.refetch} />;
  else {
    body = (
      <>
        <BillingCycleToggle value={cycle} onChange={setCycle} />
        <ul className="pricing__plans">
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} cycle={cycle} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="pricing stack">
      <header className="pricing__header">
        <h1>{t('plans.pricing.title')}</h1>
        <p>{t('plans.pricing.intro')}</p>
      </header>
      {checkoutCancelled && <Alert tone="info">{t('plans.billing.cancelled')}</Alert>}
      {body}
      <PricingFaq />
    </div>
  );
}
