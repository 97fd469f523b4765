import { useTranslation } from 'react-i18next';
import type { PlatformInsights } from '@sorteios/api-contract';
import { formatDayMonthYear } from '../../../lib/calendar-day';
import { formatNumber } from '../../../lib/format-number';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePlatformInsightsQuery } from '../api/get-platform-insights.api';
import { useDateRangeParam } from '../components/date-range';
import { DateRangePicker } from '../components/date-range-picker.component';
import { InsightCounts } from '../components/insight-counts.component';
import { QueryState } from '../components/query-state.component';
import { SeriesChart } from '../components/series-chart.component';
import { csvFileName, platformDaySeries } from '../components/series';
import '../insights.css';

/** /boss/insights — the platform per day: accounts, giveaways created and drawn, entries, views. */
export function PlatformInsightsPage() {
  const { t } = useTranslation();
  usePageTitle(t('insights.boss.title'));
  const [range, setRange] = useDateRangeParam();
  const insights = usePlatformInsightsQuery(range);

  return (
    <section className="stack insights" aria-labelledby="platform-insights-title">
      <h1 id="platform-insights-title">{t('insights.boss.title')}</h1>
      <p>{t('insights.boss.intro')}</p>
      <DateRangePicker key={`${range.de} ${range.ate}`} value={range} onApply={setRange} />
      <p className="insights-hint">{t('insights.range.showing', { de: formatDayMonthYear(range.de), ate: formatDayMonthYear(range.ate) })}</p>
      <QueryState query={insights}>{(data) => <PlatformReport data={data} />}</QueryState>
    </section>
  );
}

function PlatformReport({ data }: { data: PlatformInsights }) {
  const { t } = useTranslation();
  const series = platformDaySeries();
  return (
    <>
      <InsightCounts label={t('insights.common.totals')} counts={series.map((s) => ({ label: s.label, value: formatNumber(data.totais[s.key]) }))} />
      <SeriesChart title={t('insights.boss.chart')} data={data.porDia} series={series} csvFileName={csvFileName('relatorio-plataforma', data.de, data.ate)} tableOpen />
    </>
  );
}
