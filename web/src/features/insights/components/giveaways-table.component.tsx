import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GiveawayInsightRow } from '@sorteios/api-contract';
import { formatNumber, formatPercent } from '../../../lib/format-number';

type SortKey = 'visualizacoes' | 'inscricoes' | 'conversao';
type Direction = 'descending' | 'ascending';

const collator = new Intl.Collator('pt-BR');

/**
 * Each giveaway's totals, sortable by views, entries and conversion with the buttons in the
 * column titles (aria-sort on the sorted column). A first press sorts the biggest first, a
 * second press turns the order around.
 */
export function GiveawaysTable({ rows }: { rows: GiveawayInsightRow[] }) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction }>({ key: 'visualizacoes', direction: 'descending' });

  const sorted = useMemo(() => {
    const sign = sort.direction === 'descending' ? -1 : 1;
    return [...rows].sort((a, b) => sign * (a[sort.key] - b[sort.key]) || collator.compare(a.titulo, b.titulo));
  }, [rows, sort]);

  // `status` is a plain string in the contract: one this screen does not know keeps its name.
  const statusText = (status: string) => (i18n.exists(`common.status.${status}`) ? t(`common.status.${status}`) : status);

  const sortBy = (key: SortKey) =>
    setSort((current) =>
      current.key === key ? { key, direction: current.direction === 'descending' ? 'ascending' : 'descending' } : { key, direction: 'descending' },
    );

  const sortableHeader = (key: SortKey) => (
    <th scope="col" className="insights-table__number" aria-sort={sort.key === key ? sort.direction : undefined}>
      <button type="button" className="insights-table__sort" onClick={() => sortBy(key)} aria-describedby={hintId}>
        {t(`insights.metrics.${key}`)}
        <span aria-hidden="true" className="insights-table__arrow">
          {sort.key === key ? (sort.direction === 'descending' ? '▼' : '▲') : '↕'}
        </span>
      </button>
    </th>
  );

  return (
    <>
      <p id={hintId} className="insights-hint">
        {t('insights.mine.table.sortHint')}
      </p>
      <div className="table-scroll" role="region" aria-label={t('common.tableRegion', { name: t('insights.mine.table.caption') })} tabIndex={0}>
        <table className="insights-table">
          <caption className="visually-hidden">{t('insights.mine.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insights.mine.table.sorteio')}</th>
              <th scope="col">{t('insights.mine.table.status')}</th>
              {sortableHeader('visualizacoes')}
              <th scope="col" className="insights-table__number">
                {t('insights.metrics.visitantes')}
              </th>
              {sortableHeader('inscricoes')}
              {sortableHeader('conversao')}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="insights-table__title">
                  <Link to={`/insights/sorteio/${row.id}`}>{row.titulo}</Link>
                </th>
                <td>{statusText(row.status)}</td>
                <td className="insights-table__number">{formatNumber(row.visualizacoes)}</td>
                <td className="insights-table__number">{formatNumber(row.visitantes)}</td>
                <td className="insights-table__number">{formatNumber(row.inscricoes)}</td>
                <td className="insights-table__number">{formatPercent(row.conversao)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
