import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminSubscription } from '@sorteios/api-contract';
import { formatBrlCents, formatCount } from '../../../lib/format-money';
import { formatSaoPauloDate } from '../../../lib/sao-paulo-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSubscriptionsQuery } from '../api/get-subscriptions.api';
import { ListState } from '../components/list-state.component';
import '../boss.css';

/** /boss/assinaturas — the MRR, paid and granted counts, and everyone who is Pro now. */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('plans.boss.title'));
  const subscriptions = useSubscriptionsQuery();
  const data = subscriptions.data;

  return (
    <section className="stack" aria-labelledby="boss-subscriptions-title">
      <h1 id="boss-subscriptions-title">{t('plans.boss.title')}</h1>
      <p>{t('plans.boss.intro')}</p>
      <ListState query={subscriptions} empty={false} emptyText="">
        {data && (
          <>
            <ul className="boss-counts" aria-label={t('plans.boss.counts')}>
              <li className="boss-counts__item">
                <span className="boss-counts__value">{formatBrlCents(data.mrrCentavos)}</span>
                <span className="boss-counts__label">{t('plans.boss.mrr')}</span>
                <span className="boss-counts__note">{t('plans.boss.mrrNote')}</span>
              </li>
              <li className="boss-counts__item">
                <span className="boss-counts__value">{formatCount(data.assinantesPagos)}</span>
                <span className="boss-counts__label">{t('plans.boss.paid')}</span>
              </li>
              <li className="boss-counts__item">
                <span className="boss-counts__value">{formatCount(data.concedidos)}</span>
                <span className="boss-counts__label">{t('plans.boss.granted')}</span>
              </li>
            </ul>
            {data.items.length === 0 ? <p>{t('plans.boss.empty')}</p> : <SubscriptionsTable items={data.items} />}
          </>
        )}
      </ListState>
    </section>
  );
}

function SubscriptionsTable({ items }: { items: AdminSubscription[] }) {
  const { t } = useTranslation();
  const none = t('plans.boss.none');
  return (
    <div className="table-scroll" role="region" aria-label={t('common.tableRegion', { name: t('plans.boss.table') })} tabIndex={0}>
      <table className="boss-table">
        <caption className="visually-hidden">{t('plans.boss.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('plans.boss.username')}</th>
            <th scope="col">{t('plans.boss.origem')}</th>
            <th scope="col">{t('plans.boss.ciclo')}</th>
            <th scope="col">{t('plans.boss.ativoAte')}</th>
            <th scope="col">{t('plans.boss.situacao')}</th>
            <th scope="col">{t('plans.boss.desde')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.userId}>
              <th scope="row">
                <Link to={`/${item.username}`}>@{item.username}</Link>
              </th>
              <td>{t(`plans.boss.origens.${item.origem}`)}</td>
              <td>{item.ciclo ? t(`plans.ciclos.${item.ciclo}`) : none}</td>
              <td>{item.ativoAte ? formatSaoPauloDate(item.ativoAte) : t('plans.boss.noEnd')}</td>
              <td>
                {item.cancelada ? (
                  <span className="report-status report-status--suspenso">{t('plans.boss.cancelled')}</span>
                ) : (
                  t('plans.boss.active')
                )}
              </td>
              <td>{formatSaoPauloDate(item.desde)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
