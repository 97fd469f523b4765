import { PLAN_FEATURES, PLANS, planById, planOf, type PlanLimits } from './plans';

describe('the plans', () => {
  it('offers Grátis and then Pro, both priced in reais', () => {
    expect(PLANS.map((p) => [p.id, p.nome, p.moeda])).toEqual([
      ['gratis', 'Grátis', 'BRL'],
      ['pro', 'Pro', 'BRL'],
    ]);
  });

  it('charges nothing for Grátis and R$ 29,90 a month or R$ 299,00 a year for Pro', () => {
    expect(planById('gratis')).toMatchObject({ precoMensalCentavos: 0, precoAnualCentavos: 0 });
    expect(planById('pro')).toMatchObject({ precoMensalCentavos: 2990, precoAnualCentavos: 29900 });
  });

  it('gives two months free to whoever pays Pro by the year', () => {
    const pro = planById('pro');
    expect(12 * pro.precoMensalCentavos - pro.precoAnualCentavos).toBe(2 * pro.precoMensalCentavos);
  });

  it('limits Grátis to 3 active giveaways, 1000 entries, 5 winners and alternates and 3 custom fields', () => {
    expect(planById('gratis').limites).toEqual({ sorteiosAtivos: 3, inscricoesPorSorteio: 1000, vencedoresESuplentes: 5, camposPersonalizados: 3 });
  });

  it('sets no limit on active giveaways for Pro and raises every other limit', () => {
    expect(planById('pro').limites).toEqual({ sorteiosAtivos: null, inscricoesPorSorteio: 1_000_000, vencedoresESuplentes: 100, camposPersonalizados: 20 });
    const gratis = planById('gratis').limites;
    const pro = planById('pro').limites;
    const roomy = (limit: number | null) => limit ?? Infinity;
    for (const key of Object.keys(gratis) as Array<keyof PlanLimits>) expect(roomy(pro[key])).toBeGreaterThan(roomy(gratis[key]));
  });

  it('includes every paid feature in Pro and none in Grátis', () => {
    expect(planById('gratis').recursos).toEqual([]);
    expect([...planById('pro').recursos].sort()).toEqual([...PLAN_FEATURES].sort());
  });

  it('cannot be changed by one caller for everyone else', () => {
    for (const plan of PLANS) {
      expect(Object.isFrozen(plan)).toBe(true);
      expect(Object.isFrozen(plan.limites)).toBe(true);
      expect(Object.isFrozen(plan.recursos)).toBe(true);
    }
    expect(Object.isFrozen(PLANS)).toBe(true);
  });

  it('puts a person on Pro when their account has the Pro flag, on Grátis otherwise', () => {
    expect(planOf({ isPro: true })).toBe('pro');
    expect(planOf({ isPro: false })).toBe('gratis');
  });
});
