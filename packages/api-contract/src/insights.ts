/** A day of a series (America/Sao_Paulo), `YYYY-MM-DD`. */
export type Dia = string;

/** POST /api/giveaways/:id/views body (sent with navigator.sendBeacon): all optional. */
export interface ViewBeacon {
  /** document.referrer as the page saw it; the server keeps only its host ("direto" when none). */
  origem?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

export interface InsightTotals {
  visualizacoes: number;
  visitantes: number;
  inscricoes: number;
  /** inscricoes / visitantes, 0..1 (0 when there are no visitors). */
  conversao: number;
}

export interface InsightDay {
  dia: Dia;
  visualizacoes: number;
  visitantes: number;
  inscricoes: number;
}

export interface InsightSource {
  /** The referrer's host, or "direto". */
  origem: string;
  visitantes: number;
}

/**
 * GET /api/giveaways/:id/insights?de=&ate= (creator, admin). `porDia` and `origens` are Pro
 * (`completo: true`); on Grátis they are null and only the totals are given.
 */
export interface GiveawayInsights {
  de: Dia;
  ate: Dia;
  completo: boolean;
  totais: InsightTotals;
  porDia: InsightDay[] | null;
  origens: InsightSource[] | null;
  espectadoresPico: number;
}

export interface GiveawayInsightRow extends InsightTotals {
  id: string;
  titulo: string;
  status: string;
}

/** GET /api/insights?de=&ate= (signed in): over all my giveaways. */
export interface MyInsights {
  de: Dia;
  ate: Dia;
  completo: boolean;
  totais: InsightTotals;
  porDia: InsightDay[] | null;
  sorteios: GiveawayInsightRow[];
}

export interface PlatformDay {
  dia: Dia;
  contas: number;
  sorteiosCriados: number;
  inscricoes: number;
  visualizacoes: number;
  sorteiosRealizados: number;
}

/** GET /api/admin/insights?de=&ate= (admin): the platform, per day. */
export interface PlatformInsights {
  de: Dia;
  ate: Dia;
  totais: Omit<PlatformDay, 'dia'>;
  porDia: PlatformDay[];
}
