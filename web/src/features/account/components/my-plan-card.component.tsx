import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.component';
import { errorMessage } from '../../../lib/error-message';
import { useMyPlanQuery } from '../api/get-my-plan.api';
import './my-plan-card.css';

/**
 * The panel's "Seu plano": the plan and how many active giveaways it allows. A side note of
 * the panel, so a failure is reported quietly (status, not alert).
 */
export function MyPlanCard() {
  const { t } = useTranslation();
  const query = useMyPlanQuery();

  let body;
  if (query.isPending) body = <Spinner label={t('plans.myPlan.loading')} />;
  else if (query.isError) {
    body = (
      <p role="status">
        {t('plans.myPlan.failed')} {errorMessage(query.error)}
      </p>
    );
  } else {
    const { plano, limites, uso } = query.data;
    const nome = t(`plans.nomes.${plano}`);
    body = (
      <p className="my-plan__usage">
        {limites.sorteiosAtivos === null
          ? t('plans.myPlan.unlimited', { plano: nome })
          : t('plans.myPlan.usage', { plano: nome, uso: uso.sorteiosAtivos, count: limites.sorteiosAtivos })}
      </p>
    );
  }

  return (
    <section className="my-plan card" aria-labelledby="my-plan-title">
      <h2 id="my-plan-title">{t('plans.myPlan.title')}</h2>
      {body}
      <p className="my-plan__link">
        <Link to="/precos">{t('plans.myPlan.seePlans')}</Link>
      </p>
    </section>
  );
}
