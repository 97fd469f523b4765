import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NoneMissing, Plan, PlanLimits } from '@sorteios/api-contract';
import { formatBrlCents, formatCount } from '../../../lib/format-money';
import { useSession } from '../../../lib/use-session';
import type { BillingCycle } from './billing-cycle-toggle.component';
import { ProPlanAction } from './pro-plan-action.component';

/** The order the card lists the limits in; a limit the contract gains and this misses fails to compile. */
const LIMITS = ['sorteiosAtivos', 'inscricoesPorSorteio', 'vencedoresESuplentes', 'camposPersonalizados'] as const satisfies readonly (keyof PlanLimits)[];
export type AllLimitsListed = NoneMissing<Exclude<keyof PlanLimits, (typeof LIMITS)[number]>>;

interface PlanCardProps {
  plan: Plan;
  cycle: BillingCycle;
}

/** One plan: its price for the chosen cycle, its limits, what it includes and how to get it. */
export function PlanCard({ plan, cycle }: PlanCardProps) {
  const { t } = useTranslation();
  const { status } = useSession();
  const titleId = useId();
  const free = plan.precoMensalCentavos === 0 && plan.precoAnualCentavos === 0;
  const yearly = cycle === 'anual';
  const saving = 12 * plan.precoMensalCentavos - plan.precoAnualCentavos;

  return (
    <article className="plan-card card" aria-labelledby={titleId}>
      <h2 id={titleId}>{plan.nome}</h2>
      <p className="plan-card__price">
        <strong>{formatBrlCents(yearly ? plan.precoAnualCentavos : plan.precoMensalCentavos)}</strong>{' '}
        <span>{t(yearly ? 'plans.pricing.perYear' : 'plans.pricing.perMonth')}</span>
      </p>
      {yearly && saving > 0 && <p className="plan-card__saving">{t('plans.pricing.yearlySaving', { valor: formatBrlCents(saving) })}</p>}

      <h3>{t('plans.pricing.limitsTitle')}</h3>
      <dl className="plan-card__limits">
        {LIMITS.map((limit) => {
          const value = plan.limites[limit];
          return (
            <div key={limit}>
              <dt>{t(`plans.pricing.limits.${limit}`)}</dt>
              <dd>{value === null ? t('plans.unlimited') : formatCount(value)}</dd>
            </div>
          );
        })}
      </dl>

      <h3>{t('plans.pricing.includesTitle')}</h3>
      {plan.recursos.length === 0 ? (
        <p>{t('plans.pricing.essentials')}</p>
      ) : (
        <>
          <p>{t('plans.pricing.moreThanFree')}</p>
          <ul className="plan-card__features">
            {plan.recursos.map((recurso) => (
              <li key={recurso}>{t(`plans.recursos.${recurso}`)}</li>
            ))}
          </ul>
        </>
      )}

      <div className="plan-card__action">
        {free ? (
          status === 'signed-in' ? (
            <Link className="button button--secondary" to="/dashboard/sorteio/new">
              {t('plans.pricing.createGiveaway')}
            </Link>
          ) : (
            <Link className="button button--secondary" to="/register">
              {t('plans.pricing.startFree')}
            </Link>
          )
        ) : (
          <ProPlanAction cycle={cycle} />
        )}
      </div>
    </article>
  );
}
