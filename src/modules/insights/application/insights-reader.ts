import { Inject, Injectable } from '@nestjs/common';
import type { GiveawayInsights, InsightDay as InsightDayAnswer, InsightTotals, MyInsights, PlatformInsights } from '@sorteios/api-contract';
import { DomainError } from '../../../platform/ddd/domain-error';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { Entitlements } from '../../plans/plans.public';
import { conversionOf, daysOf } from '../domain/insight-range';
import { INSIGHT_DAYS, INSIGHT_GIVEAWAYS, INSIGHT_PLATFORM_DAYS, type InsightDay, type InsightGiveaway, type PlatformDay } from '../projections/insights.projection';

type Range = { de: string; ate: string };
type Viewer = { id: string; isAdmin: boolean };

const notFound = () => new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado');
const forbidden = () => new DomainError('FORBIDDEN', 'Somente quem criou o sorteio e a equipe veem os números dele.');

function totalsOf(rows: Array<{ visualizacoes: number; visitantes: number; inscricoes: number }>): InsightTotals {
  const sum = (key: 'visualizacoes' | 'visitantes' | 'inscricoes') => rows.reduce((n, r) => n + r[key], 0);
  const [visualizacoes, visitantes, inscricoes] = [sum('visualizacoes'), sum('visitantes'), sum('inscricoes')];
  return { visualizacoes, visitantes, inscricoes, conversao: conversionOf(inscricoes, visitantes) };
}

/** Every day of the range, the days with nothing as zeros, summed over the documents of each day. */
function seriesOf(range: Range, rows: InsightDay[]): InsightDayAnswer[] {
  const byDay = new Map(daysOf(range.de, range.ate).map((dia) => [dia, { dia, visualizacoes: 0, visitantes: 0, inscricoes: 0 }]));
  for (const row of rows) {
    const day = byDay.get(row.dia);
    if (!day) continue;
    day.visualizacoes += row.visualizacoes;
    day.visitantes += row.visitantes;
    day.inscricoes += row.inscricoes;
  }
  return [...byDay.values()];
}

/**
 * Reads the insights read models. The totals of a range are the sums of its days; the
 * per-day series and the sources are Pro's (`insights-completos`), the totals everyone's.
 */
@Injectable()
export class InsightsReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly entitlements: Entitlements,
  ) {}

  private async complete(userId: string): Promise<boolean> {
    return (await this.entitlements.of(userId)).recursos.includes('insights-completos');
  }

  async ofGiveaway(giveawayId: string, range: Range, viewer: Viewer): Promise<GiveawayInsights> {
    const giveaway = await this.store.collection<InsightGiveaway>(INSIGHT_GIVEAWAYS).findOne({ _id: giveawayId });
    if (!giveaway || giveaway.excluido) throw notFound();
    if (giveaway.criadorId !== viewer.id && !viewer.isAdmin) throw forbidden();
    const rows = await this.store.collection<InsightDay>(INSIGHT_DAYS).find({ giveawayId, dia: { $gte: range.de, $lte: range.ate } });
    // The creator's plan decides, also when an admin looks.
    const completo = await this.complete(giveaway.criadorId);
    const origens = new Map<string, number>();
    for (const row of rows) for (const { chave, n } of row.origens) origens.set(chave, (origens.get(chave) ?? 0) + n);
    return {
      ...range,
      completo,
      totais: totalsOf(rows),
      porDia: completo ? seriesOf(range, rows) : null,
      origens: completo ? [...origens].map(([origem, visitantes]) => ({ origem, visitantes })).sort((a, b) => b.visitantes - a.visitantes) : null,
      espectadoresPico: giveaway.espectadoresPico,
    };
  }

  async mine(userId: string, range: Range): Promise<MyInsights> {
    const [giveaways, rows, completo] = await Promise.all([
      this.store.collection<InsightGiveaway>(INSIGHT_GIVEAWAYS).find({ criadorId: userId, excluido: false }),
      this.store.collection<InsightDay>(INSIGHT_DAYS).find({ criadorId: userId, dia: { $gte: range.de, $lte: range.ate } }),
      this.complete(userId),
    ]);
    const daysOfGiveaway = new Map<string, InsightDay[]>(giveaways.map((g) => [g._id, []]));
    for (const row of rows) daysOfGiveaway.get(row.giveawayId)?.push(row);
    const mine = [...daysOfGiveaway.values()].flat();
    const sorteios = giveaways.map((g) => ({ id: g._id, titulo: g.titulo, status: g.status, ...totalsOf(daysOfGiveaway.get(g._id)!) }));
    sorteios.sort((a, b) => b.visualizacoes - a.visualizacoes || a.titulo.localeCompare(b.titulo, 'pt-BR'));
    return { ...range, completo, totais: totalsOf(mine), porDia: completo ? seriesOf(range, mine) : null, sorteios };
  }

  async platform(range: Range): Promise<PlatformInsights> {
    const inRange = { dia: { $gte: range.de, $lte: range.ate } };
    const [rows, giveawayDays] = await Promise.all([
      this.store.collection<PlatformDay>(INSIGHT_PLATFORM_DAYS).find(inRange),
      this.store.collection<InsightDay>(INSIGHT_DAYS).find(inRange, { projection: { dia: 1, inscricoes: 1, visualizacoes: 1 } }),
    ]);
    const byDay = new Map(rows.map((r) => [r.dia, r]));
    const activity = new Map<string, { inscricoes: number; visualizacoes: number }>();
    for (const d of giveawayDays) {
      const day = activity.get(d.dia) ?? { inscricoes: 0, visualizacoes: 0 };
      day.inscricoes += d.inscricoes;
      day.visualizacoes += d.visualizacoes;
      activity.set(d.dia, day);
    }
    const porDia = daysOf(range.de, range.ate).map((dia) => {
      const r = byDay.get(dia);
      const a = activity.get(dia);
      return { dia, contas: r?.contas ?? 0, sorteiosCriados: r?.sorteiosCriados ?? 0, inscricoes: a?.inscricoes ?? 0, visualizacoes: a?.visualizacoes ?? 0, sorteiosRealizados: r?.sorteiosRealizados ?? 0 };
    });
    const sum = (key: keyof Omit<PlatformDay, '_id' | 'pos' | 'dia'> | 'inscricoes' | 'visualizacoes') => porDia.reduce((n, d) => n + d[key], 0);
    return {
      ...range,
      totais: { contas: sum('contas'), sorteiosCriados: sum('sorteiosCriados'), inscricoes: sum('inscricoes'), visualizacoes: sum('visualizacoes'), sorteiosRealizados: sum('sorteiosRealizados') },
      porDia,
    };
  }
}
