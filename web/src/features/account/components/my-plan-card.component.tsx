import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyPlan } from '@sorteios/api-contract';
import { ManageSubscription } from '../../../components/billing/manage-subscription.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { errorMessage } from '../../../lib/error-message';
import { formatSaoPauloDate } from '../../../lib/sao-paulo-time';
import { useMyPlanQuery } from '../../../lib/use-my-plan';
import './my-plan-card.css';

/**
 * The panel's "Seu plano": the plan, how many active giveaways it allows, how Pro is held
 * (until when, renewing or not, granted by the team) and the way to Pro or to manage it. A side
 * note of the panel, so a failure is reported quietly (status, not alert). `awaitPro`: back
 * from paying, the plan is asked again until Pro shows.
 */
export function MyPlanCard({ awaitPro = false }: { awaitPro?: boolean }) {
  const { t } = useTranslation();
  const query = useMyPlanQuery({ awaitPro });

  let body;
  if (query.isPending) body = <Spinner label={t('plans.myPlan.loading')} />;
  else if (query.isError) {
    body = (
      <p role="status">
        {t('plans.myPlan.failed')} {errorMessage(query.error)}
      </p>
    );
  } else body = <PlanDetails plan={query.data} />;

  return (
    <section className="my-plan card" aria-labelledby="my-plan-title">
      <h2 id="my-plan-title">{t('plans.myPlan.title')}</h2>
      {body}
      <div className="my-plan__actions">
        {query.data?.plano === 'gratis' ? (
          <Link className="button button--primary" to="/precos">
            {t('plans.myPlan.discoverPro')}
          </Link>
        ) : query.data?.podeGerenciar ? (
          <ManageSubscription />
        ) : (
          <Link to="/precos">{t('plans.myPlan.seePlans')}</Link>
        )}
      </div>
    </section>
  );
}

function PlanDetails({ plan }: { plan: MyPlan }) {
  const { t } = useTranslation();
  const { plano, limites, uso } = plan;
  const nome = t(`plans.nomes.${plano}`);
  const notes =
    plano === 'pro'
      ? [
          plan.ativoAte && t('plans.myPlan.proUntil', { data: formatSaoPauloDate(plan.ativoAte) }),
          plan.ciclo && t(`plans.myPlan.cycles.${plan.ciclo}`),
          plan.cancelada && t('plans.myPlan.notRenewing'),
          plan.origem === 'admin' && t('plans.myPlan.grantedByTeam'),
        ].filter((note): note is string => Boolean(note))
      : [];
  return (
    <>
      <p className="my-plan__usage">
        {limites.sorteiosAtivos === null
          ? t('plans.myPlan.unlimited', { plano: nome })
          : t('plans.myPlan.usage', { plano: nome, uso: uso.sorteiosAtivos, count: limites.sorteiosAtivos })}
      </p>
      {notes.length > 0 && (
        <ul className="my-plan__notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </>
  );
}
