import type { DomainEvent } from '../../../platform/ddd/decider';

/**
 * The published event contract of insights (issue 13). Views are far more frequent than
 * entries: they are counted in memory and recorded once per giveaway per interval, never one
 * event per view. Nothing here identifies a visitor: no IP, no hash, no User-Agent.
 */
export const viewsStream = (giveawayId: string) => `views-${giveawayId}`;

/** Views of one campaign (UTM parameters as sent; absent ones are empty strings). */
export interface CampaignViews {
  source: string;
  medium: string;
  campaign: string;
  visualizacoes: number;
}

/**
 * In one interval, on one São Paulo day: `visualizacoes` views, of which `novosVisitantes`
 * came from visitors not seen before that day; `origens` counts the new visitors by the
 * referrer's host (`direto` when none).
 */
export type ViewsCounted = DomainEvent<
  'ViewsCounted',
  { giveawayId: string; dia: string; visualizacoes: number; novosVisitantes: number; origens: Record<string, number>; campanhas: CampaignViews[] }
>;
