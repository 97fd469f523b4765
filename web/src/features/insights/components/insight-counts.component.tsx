export interface InsightCount {
  label: string;
  /** Already formatted for pt-BR ("1.234", "12,5%"). */
  value: string;
  note?: string;
}

/** The period's totals as big numbers, each with what it counts. */
export function InsightCounts({ label, counts }: { label: string; counts: InsightCount[] }) {
  return (
    <ul className="insights-counts" aria-label={label}>
      {counts.map((count) => (
        <li key={count.label} className="insights-counts__item">
          <span className="insights-counts__value">{count.value}</span>
          <span className="insights-counts__label">{count.label}</span>
          {count.note && <span className="insights-counts__note">{count.note}</span>}
        </li>
      ))}
    </ul>
  );
}
