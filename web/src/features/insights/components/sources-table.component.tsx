import { useTranslation } from 'react-i18next';
import type { InsightSource } from '@sorteios/api-contract';
import { formatNumber, formatPercent } from '../../../lib/format-number';

/** Where the visitors came from (the referrer's host, or "direto"), most visitors first. */
export function SourcesTable({ sources }: { sources: InsightSource[] }) {
  const { t } = useTranslation();
  if (sources.length === 0) return <p>{t('insights.giveaway.sources.empty')}</p>;
  const total = sources.reduce((sum, s) => sum + s.visitantes, 0);
  const sorted = [...sources].sort((a, b) => b.visitantes - a.visitantes || a.origem.localeCompare(b.origem));
  return (
    <div className="table-scroll" role="region" aria-label={t('common.tableRegion', { name: t('insights.giveaway.sources.caption') })} tabIndex={0}>
      <table className="insights-table">
        <caption className="visually-hidden">{t('insights.giveaway.sources.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('insights.giveaway.sources.origem')}</th>
            <th scope="col" className="insights-table__number">
              {t('insights.giveaway.sources.visitantes')}
            </th>
            <th scope="col" className="insights-table__number">
              {t('insights.giveaway.sources.share')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((source) => (
            <tr key={source.origem}>
              <th scope="row">{source.origem === 'direto' ? t('insights.giveaway.sources.direto') : source.origem}</th>
              <td className="insights-table__number">{formatNumber(source.visitantes)}</td>
              <td className="insights-table__number">{formatPercent(total === 0 ? 0 : source.visitantes / total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
