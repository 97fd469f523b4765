import type { InsightTotals } from '@sorteios/api-contract';
import { i18n } from '../../../i18n/i18n';
import { formatNumber, formatPercent } from '../../../lib/format-number';
import type { InsightCount } from './insight-counts.component';

/** Views, visitors, entries and conversion, as the creator's reports show them. */
export function totalsCounts(totais: InsightTotals): InsightCount[] {
  return [
    { label: i18n.t('insights.metrics.visualizacoes'), value: formatNumber(totais.visualizacoes) },
    { label: i18n.t('insights.metrics.visitantes'), value: formatNumber(totais.visitantes) },
    { label: i18n.t('insights.metrics.inscricoes'), value: formatNumber(totais.inscricoes) },
    { label: i18n.t('insights.metrics.conversao'), value: formatPercent(totais.conversao), note: i18n.t('insights.notes.conversao') },
  ];
}
