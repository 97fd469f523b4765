import { SpaPageHeads, type SpaPageHead } from './spa-page-heads';

const headNamed = (title: string): SpaPageHead => ({ title, description: '', url: '', imageUrl: null });

describe('the page heads the server asks before answering a page', () => {
  const heads = new SpaPageHeads();
  const asked: string[][] = [];
  heads.add({ pattern: '/sorteio/:id', head: async ([id]) => headNamed(`sorteio ${id}`) });
  heads.add({
    patterns: ['/:username', '/:username/seguidores'],
    head: async (params) => {
      asked.push(params);
      return params[0] === 'ninguem' ? null : headNamed(`perfil ${params[0]}`);
    },
  });

  it('asks a source of exact screens only when one of them wins the path', async () => {
    expect(await heads.headFor('/maria', '/:username')).toEqual(headNamed('perfil maria'));
    expect(await heads.headFor('/maria/seguidores', '/:username/seguidores')).toEqual(headNamed('perfil maria'));
    expect(await heads.headFor('/explorar', '/explorar')).toBeUndefined();
    expect(await heads.headFor('/maria', null)).toBeUndefined();
    expect(asked).toEqual([['maria'], ['maria']]);
  });

  it('passes on the source’s "not there" (null, a 404)', async () => {
    expect(await heads.headFor('/ninguem', '/:username')).toBeNull();
  });

  it('still asks a prefix source for its path and the screens below it', async () => {
    expect(await heads.headFor('/sorteio/abc', '/sorteio/:id')).toEqual(headNamed('sorteio abc'));
    expect(await heads.headFor('/sorteio/abc/lista', '/sorteio/:id/lista')).toEqual(headNamed('sorteio abc'));
  });

  it('refuses two sources for one screen', () => {
    expect(() => heads.add({ patterns: ['/:username'], head: async () => null })).toThrow('/:username');
  });
});
