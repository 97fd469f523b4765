import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import type { GiveawayInsights } from '@sorteios/api-contract';
import { formatDayMonthYear } from '../../../lib/calendar-day';
import { formatNumber } from '../../../lib/format-number';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGiveawayInsightsQuery } from '../api/get-giveaway-insights.api';
import { useGiveawayTitleQuery } from '../api/get-giveaway-title.api';
import { useDateRangeParam } from '../components/date-range';
import { DateRangePicker } from '../components/date-range-picker.component';
import { InsightCounts } from '../components/insight-counts.component';
import { totalsCounts } from '../components/insight-totals';
import { ProNotice } from '../components/pro-notice.component';
import { QueryState } from '../components/query-state.component';
import { SeriesChart } from '../components/series-chart.component';
import { csvFileName, insightDaySeries } from '../components/series';
import { SourcesTable } from '../components/sources-table.component';
import type { insightsParamsLoader } from './insights-params.loader';
import '../insights.css';

/** /insights/sorteio/:id — one giveaway over a period: totals, a chart per day, sources, links. */
export function GiveawayInsightsPage() {
  const { t } = useTranslation();
  const { id } = useLoaderData<typeof insightsParamsLoader>();
  const [range, setRange] = useDateRangeParam();
  const insights = useGiveawayInsightsQuery(id, range);
  const titulo = useGiveawayTitleQuery(id).data;
  const title = titulo ? t('insights.giveaway.titleOf', { titulo }) : t('insights.giveaway.title');
  usePageTitle(title);

  return (
    <section className="stack insights" aria-labelledby="giveaway-insights-title">
      <h1 id="giveaway-insights-title">{title}</h1>
      <nav aria-label={t('insights.giveaway.links')}>
        <ul className="insights-links">
          <li>
            <Link to="/insights">{t('insights.common.back')}</Link>
          </li>
          <li>
            <Link to={`/insights/sorteio/${id}/edit`}>{t('insights.giveaway.edit')}</Link>
          </li>
          <li>
            <Link to={`/insights/sorteio/${id}/inscritos`}>{t('insights.giveaway.entrants')}</Link>
          </li>
          <li>
            <Link to={`/sorteio/${id}`}>{t('insights.giveaway.publicPage')}</Link>
          </li>
        </ul>
      </nav>
      <DateRangePicker key={`${range.de} ${range.ate}`} value={range} onApply={setRange} />
      <p className="insights-hint">{t('insights.range.showing', { de: formatDayMonthYear(range.de), ate: formatDayMonthYear(range.ate) })}</p>
      <QueryState query={insights}>{(data) => <GiveawayReport id={id} data={data} />}</QueryState>
    </section>
  );
}

function GiveawayReport({ id, data }: { id: string; data: GiveawayInsights }) {
  const { t } = useTranslation();
  const counts = [
    ...totalsCounts(data.totais),
    { label: t('insights.metrics.espectadoresPico'), value: formatNumber(data.espectadoresPico), note: t('insights.notes.espectadoresPico') },
  ];
  const noVisits = data.totais.visualizacoes === 0;

  return (
    <>
      <InsightCounts label={t('insights.common.totals')} counts={counts} />
      {noVisits && (
        <div className="insights-empty">
          <p>
            {t('insights.giveaway.noVisits')} {t('insights.common.share')} <Link to={`/sorteio/${id}`}>{t('insights.giveaway.publicPage')}</Link>
          </p>
        </div>
      )}
      {!data.completo || !data.porDia || !data.origens ? (
        <ProNotice text={t('insights.pro.giveaway')} />
      ) : (
        !noVisits && (
          <>
            <SeriesChart
              title={t('insights.giveaway.chart')}
              data={data.porDia}
              series={insightDaySeries()}
              csvFileName={csvFileName(`relatorio-sorteio-${id.slice(0, 8)}`, data.de, data.ate)}
            />
            <section className="stack" aria-labelledby="giveaway-sources-title">
              <h2 id="giveaway-sources-title">{t('insights.giveaway.sources.title')}</h2>
              <SourcesTable sources={data.origens} />
            </section>
          </>
        )
      )}
    </>
  );
}
