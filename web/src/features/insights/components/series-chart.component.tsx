import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '../../../components/ui/button.component';
import { formatDayMonth } from '../../../lib/calendar-day';
import { formatNumber } from '../../../lib/format-number';
import { saveSpreadsheetCsv } from '../../../lib/spreadsheet-csv';

type CountKey<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string;

/** One line of the chart: a numeric field of every day, its name, and how to tell it apart. */
export interface Series<T> {
  key: CountKey<T>;
  label: string;
  color: string;
  /** A dash pattern, so the lines differ by more than their colour. */
  dash?: string;
}

interface SeriesChartProps<T extends { dia: string }> {
  title: string;
  data: T[];
  series: Series<T>[];
  /** The name of the CSV download; without it there is no "Baixar CSV". */
  csvFileName?: string;
  /** Shows the table open from the start (where it is as much the point as the chart). */
  tableOpen?: boolean;
}

const HEIGHT = 280;
// ResponsiveContainer measures its box with ResizeObserver; until it has (and where it cannot,
// as in jsdom) the chart is drawn at this size instead of not at all.
const INITIAL_SIZE = { width: 640, height: HEIGHT };

/**
 * Counts per day as a line chart, with the same numbers as a table for whoever cannot see
 * the chart (screen readers, keyboard, print), and as a CSV built here in the browser.
 */
export function SeriesChart<T extends { dia: string }>({ title, data, series, csvFileName, tableOpen = false }: SeriesChartProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const value = (row: T, key: CountKey<T>) => Number(row[key]);

  const downloadCsv = () => {
    if (!csvFileName) return;
    saveSpreadsheetCsv(
      csvFileName,
      [t('insights.chart.csvDay'), ...series.map((s) => s.label)],
      data.map((row) => [row.dia, ...series.map((s) => value(row, s.key))]),
    );
  };

  return (
    <section className="insights-chart stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {/* Our own legend rather than Recharts': in the series' order, in pt-BR, wrapping on a phone. */}
      <ul className="insights-legend">
        {series.map((s) => (
          <li key={s.key}>
            <svg className="insights-legend__swatch" viewBox="0 0 24 8" aria-hidden="true" focusable="false">
              <line x1="0" y1="4" x2="24" y2="4" stroke={s.color} strokeWidth="3" strokeDasharray={s.dash} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <div className="insights-chart__plot">
        <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_SIZE}>
          <LineChart data={data} title={title} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="dia" tickFormatter={formatDayMonth} minTickGap={16} />
            <YAxis allowDecimals={false} tickFormatter={formatNumber} width={56} />
            <Tooltip
              labelFormatter={(label) => formatDayMonth(String(label))}
              formatter={(n) => formatNumber(Number(n))}
              itemSorter={(item) => series.findIndex((s) => s.key === item.dataKey)}
            />
            {series.map((s) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                strokeWidth={2}
                strokeDasharray={s.dash}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details className="insights-chart__table" open={tableOpen}>
        <summary>{t('insights.chart.showTable')}</summary>
        <div className="table-scroll" role="region" aria-label={t('common.tableRegion', { name: title })} tabIndex={0}>
          <table className="insights-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('insights.chart.day')}</th>
                {series.map((s) => (
                  <th scope="col" key={s.key} className="insights-table__number">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.dia}>
                  <th scope="row">{formatDayMonth(row.dia)}</th>
                  {series.map((s) => (
                    <td key={s.key} className="insights-table__number">
                      {formatNumber(value(row, s.key))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      {csvFileName && (
        <div>
          <Button variant="secondary" onClick={downloadCsv}>
            {t('insights.chart.csv')}
          </Button>
        </div>
      )}
    </section>
  );
}
