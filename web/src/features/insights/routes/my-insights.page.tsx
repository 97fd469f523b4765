import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyInsights } from '@sorteios/api-contract';
import { lastDays } from '../../../lib/calendar-day';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyInsightsQuery } from '../api/get-my-insights.api';
import { DEFAULT_DAYS } from '../components/date-range';
import { GiveawaysTable } from '../components/giveaways-table.component';
import { InsightCounts } from '../components/insight-counts.component';
import { totalsCounts } from '../components/insight-totals';
import { ProNotice } from '../components/pro-notice.component';
import { QueryState } from '../components/query-state.component';
import { SeriesChart } from '../components/series-chart.component';
import { csvFileName, insightDaySeries } from '../components/series';
import '../insights.css';

/** /insights — all my giveaways over the last 30 days: totals, a chart per day, one row each. */
export function MyInsightsPage() {
  const { t } = useTranslation();
  usePageTitle(t('insights.mine.title'));
  const range = useMemo(() => lastDays(DEFAULT_DAYS), []);
  const insights = useMyInsightsQuery(range);

  return (
    <section className="stack insights" aria-labelledby="my-insights-title">
      <h1 id="my-insights-title">{t('insights.mine.title')}</h1>
      <p>{t('insights.mine.intro')}</p>
      <QueryState query={insights}>{(data) => <MyInsightsReport data={data} />}</QueryState>
    </section>
  );
}

function MyInsightsReport({ data }: { data: MyInsights }) {
  const { t } = useTranslation();

  if (data.sorteios.length === 0) {
    return (
      <div className="insights-empty stack">
        <p>{t('insights.mine.noGiveaways')}</p>
        <p>{t('insights.common.share')}</p>
        <p>
          <Link className="button button--primary" to="/dashboard/sorteio/new">
            {t('insights.mine.create')}
          </Link>
        </p>
      </div>
    );
  }

  const noVisits = data.totais.visualizacoes === 0;
  return (
    <>
      <InsightCounts label={t('insights.common.totals')} counts={totalsCounts(data.totais)} />
      {noVisits && (
        <div className="insights-empty">
          <p>
            {t('insights.mine.noVisits')} {t('insights.common.share')}
          </p>
        </div>
      )}
      {!data.completo || !data.porDia ? (
        <ProNotice text={t('insights.pro.mine')} />
      ) : (
        !noVisits && (
          <SeriesChart title={t('insights.mine.chart')} data={data.porDia} series={insightDaySeries()} csvFileName={csvFileName('relatorio-sorteios', data.de, data.ate)} />
        )
      )}
      <section className="stack" aria-labelledby="my-insights-table-title">
        <h2 id="my-insights-table-title">{t('insights.mine.table.title')}</h2>
        <GiveawaysTable rows={data.sorteios} />
      </section>
    </>
  );
}
