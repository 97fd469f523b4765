import type { InsightDay, PlatformDay } from '@sorteios/api-contract';
import { i18n } from '../../../i18n/i18n';
import type { Series } from './series-chart.component';

// Colours that keep 4.5:1 on white and stay apart for the common colour blindnesses; the
// dash patterns tell the lines apart without colour at all.
const PURPLE = '#5b21b6';
const TEAL = '#0e7490';
const AMBER = '#b45309';
const GREEN = '#15803d';
const PINK = '#be185d';
const BLUE = '#1d4ed8';

/** A giveaway's (or all of a creator's giveaways') day: views, visitors, entries. */
export function insightDaySeries(): Series<InsightDay>[] {
  return [
    { key: 'visualizacoes', label: i18n.t('insights.metrics.visualizacoes'), color: PURPLE },
    { key: 'visitantes', label: i18n.t('insights.metrics.visitantes'), color: TEAL, dash: '6 3' },
    { key: 'inscricoes', label: i18n.t('insights.metrics.inscricoes'), color: AMBER, dash: '2 2' },
  ];
}

/** The platform's day, for the admins. */
export function platformDaySeries(): Series<PlatformDay>[] {
  return [
    { key: 'contas', label: i18n.t('insights.metrics.contas'), color: GREEN },
    { key: 'sorteiosCriados', label: i18n.t('insights.metrics.sorteiosCriados'), color: PINK, dash: '8 3' },
    { key: 'inscricoes', label: i18n.t('insights.metrics.inscricoes'), color: AMBER, dash: '2 2' },
    { key: 'visualizacoes', label: i18n.t('insights.metrics.visualizacoes'), color: PURPLE },
    { key: 'sorteiosRealizados', label: i18n.t('insights.metrics.sorteiosRealizados'), color: BLUE, dash: '4 2 1 2' },
  ];
}

/** "relatorio-2026-01-01-a-2026-01-30.csv", with what the report is about in front. */
export function csvFileName(subject: string, de: string, ate: string): string {
  return `${subject}-${de}-a-${ate}.csv`;
}
