import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry, FormField } from '@sorteios/api-contract';
import { entrantsColumns } from './entrants-columns';
import { shouldFetchMore } from './should-fetch-more';
import './entrants-table.css';

/** Fixed, so the virtualiser never has to measure a row: 2.75rem, a comfortable touch target. */
export const ENTRANT_ROW_HEIGHT = 44;
const OVERSCAN_ROWS = 10;

interface EntrantsTableProps {
  titulo: string;
  campos: readonly FormField[];
  rows: readonly Entry[];
  /** Entries matching the search, loaded or not: what assistive technology announces. */
  total: number;
  hasNextPage: boolean;
  isFetching: boolean;
  onFetchMore: () => void;
}

/**
 * Only the rows in view (plus a margin) are in the DOM, so 100,000 entrants scroll as smoothly
 * as 100. The explicit ARIA roles repeat the elements' own because the grid layout below makes
 * some browsers drop table semantics; aria-rowcount/aria-rowindex tell screen readers where a
 * row sits in the whole list, since most rows are not rendered.
 */
export function EntrantsTable({ titulo, campos, rows, total, hasNextPage, isFetching, onFetchMore }: EntrantsTableProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const columns = useMemo(() => entrantsColumns(campos, t), [campos, t]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ENTRANT_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    // React 19 warns about flushSync during render; a frame of delay on fast scrolls is fine.
    useFlushSync: false,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastRenderedIndex = virtualRows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (shouldFetchMore({ lastRenderedIndex, loadedCount: rows.length, hasNextPage, isFetching })) onFetchMore();
  }, [lastRenderedIndex, rows.length, hasNextPage, isFetching, onFetchMore]);

  const gridStyle = { '--entrants-columns': columns.map((column) => column.width).join(' ') } as CSSProperties;

  return (
    <div ref={scrollRef} className="entrants-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table role="table" className="entrants-table" style={gridStyle} aria-rowcount={total + 1}>
        <caption id={captionId} className="visually-hidden">
          {t('entrants.table.caption', { titulo })}
        </caption>
        <thead role="rowgroup" className="entrants-table__head">
          <tr role="row" aria-rowindex={1} className="entrants-table__row">
            {columns.map((column) => (
              <th key={column.key} role="columnheader" scope="col" className="entrants-table__cell">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="entrants-table__body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualRows.map((virtualRow) => {
            const entry = rows[virtualRow.index]!;
            return (
              <tr
                key={entry.id}
                role="row"
                aria-rowindex={virtualRow.index + 2}
                className="entrants-table__row entrants-table__row--data"
                style={{ height: ENTRANT_ROW_HEIGHT, transform: `translateY(${virtualRow.start}px)` }}
              >
                {columns.map((column) => {
                  const value = column.cell(entry, virtualRow.index);
                  return (
                    <td key={column.key} role="cell" className="entrants-table__cell" title={value}>
                      {value}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
