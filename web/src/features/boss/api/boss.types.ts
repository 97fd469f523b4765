import type { NoneMissing, ReportStatus } from '@sorteios/api-contract';

/** The admin API's answers are typed in @sorteios/api-contract; here, what the screens add. */
export const REPORT_STATUSES = ['pendente', 'em_analise', 'procedente', 'improcedente'] as const satisfies readonly ReportStatus[];

/** A status the contract gains and this list misses fails to compile here. */
export type AllReportStatusesListed = NoneMissing<Exclude<ReportStatus, (typeof REPORT_STATUSES)[number]>>;

/** Every query of the admin area lives under this key: an admin action refreshes them all. */
export const BOSS_KEY = ['admin', 'boss'] as const;

/** `?a=1&b=2` from the defined values, plus the cursor; `limit` 20. */
export function listPath(base: string, params: Record<string, string | undefined>, cursor: string | null): string {
  const query = new URLSearchParams({ limit: '20' });
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (cursor) query.set('cursor', cursor);
  return `${base}?${query.toString()}`;
}
