import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BillingCycle } from '@sorteios/api-contract';
import { ManageSubscription } from '../../../components/billing/manage-subscription.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { ApiError } from '../../../lib/api-error';
import { useMyPlanQuery } from '../../../lib/use-my-plan';
import { useSession } from '../../../lib/use-session';
import { useCheckoutMutation } from '../api/start-checkout.api';

/** Where a person asks the team for Pro when this installation takes no payments. */
const CONTACT_PATH = '/feedback';
/** A visitor signs up (or in, from there) and comes back here to subscribe. */
const SIGN_UP_THEN_BACK = `/register?next=${encodeURIComponent('/precos')}`;

/**
 * How to get Pro, for whoever is looking: sign up first; pay for the chosen cycle at the
 * provider (`cobranca: 'stripe'`); ask the team (`manual`); or, already Pro, manage it.
 */
export function ProPlanAction({ cycle }: { cycle: BillingCycle }) {
  const { t } = useTranslation();
  const signedIn = useSession().status === 'signed-in';
  const myPlan = useMyPlanQuery({ enabled: signedIn });
  const checkout = useCheckoutMutation();

  if (!signedIn) {
    return (
      <Link className="button button--primary" to={SIGN_UP_THEN_BACK}>
        {t('plans.pricing.subscribe')}
      </Link>
    );
  }

  const plan = myPlan.data;
  let action;
  if (plan?.plano === 'pro') {
    action = (
      <>
        <p className="plan-card__current">{t('plans.pricing.alreadyPro')}</p>
        {plan.podeGerenciar && <ManageSubscription />}
      </>
    );
  } else if (plan?.cobranca === 'manual') {
    action = (
      <Link className="button button--primary" to={CONTACT_PATH}>
        {t('plans.pricing.contactToSubscribe')}
      </Link>
    );
  } else {
    // Also when the plan could not be read: the API answers the checkout with the right refusal.
    action = (
      <Button loading={myPlan.isLoading || checkout.isPending || checkout.isSuccess} onClick={() => checkout.mutate({ plano: 'pro', ciclo: cycle })}>
        {t('plans.pricing.subscribe')}
      </Button>
    );
  }

  const notConfigured = checkout.error instanceof ApiError && checkout.error.code === 'BILLING_NOT_CONFIGURED';
  return (
    <div className="stack">
      {checkout.isError && (
        <ErrorAlert error={checkout.error}>
          {notConfigured && (
            <>
              {' '}
              <Link to={CONTACT_PATH}>{t('plans.pricing.contactTeam')}</Link>
            </>
          )}
        </ErrorAlert>
      )}
      <div className="plan-card__buttons">{action}</div>
    </div>
  );
}
