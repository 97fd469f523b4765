import { CommentFilter, CommentRules, hashtagsIn, mentionsIn } from './comment-rules';

const rules = (overrides: Partial<CommentRules> = {}): CommentRules => ({ mencoesMinimas: 0, umaEntradaPorPerfil: false, ...overrides });
const by = (username: string, text: string, id = `id-${username}`) => ({ text, from: { id, username } });

describe('mentions in a comment', () => {
  it('counts distinct accounts, without case, and ignores e-mails and a final full stop', () => {
    expect(mentionsIn('Bora @Ana.Paula e @bia_santos! @ana.paula de novo')).toEqual(new Set(['ana.paula', 'bia_santos']));
    expect(mentionsIn('escreve pra ana@exemplo.com')).toEqual(new Set());
    expect(mentionsIn('Quero muito, @caio.m.')).toEqual(new Set(['caio.m']));
    expect(mentionsIn('@@ninguem @ sozinho')).toEqual(new Set());
  });
});

describe('hashtags in a comment', () => {
  it('reads them without case or accents, and not inside words', () => {
    expect(hashtagsIn('Eu quero! #Promoção #sorteio2025 e#nada')).toEqual(new Set(['promocao', 'sorteio2025']));
  });
});

describe('comment rules', () => {
  it('needs the minimum number of distinct @mentions, not counting the author or the post owner', () => {
    const filter = new CommentFilter(rules({ mencoesMinimas: 2 }), 'loja');
    expect(filter.judge(by('ana', '@bia @caio'))).toBeNull();
    expect(filter.judge(by('ana', '@bia @bia @BIA'))).toBe('mencoes');
    expect(filter.judge(by('ana', '@ana @bia'))).toBe('mencoes');
    expect(filter.judge(by('ana', '@loja @bia'))).toBe('mencoes');
    expect(filter.judge(by('ana', 'sem marcar ninguém'))).toBe('mencoes');
  });

  it('lets any comment through when no mention is asked for', () => {
    expect(new CommentFilter(rules(), 'loja').judge(by('ana', 'Eu quero!'))).toBeNull();
  });

  it('keeps one entry per profile: the first comment that passes, not a failing one', () => {
    const filter = new CommentFilter(rules({ umaEntradaPorPerfil: true, mencoesMinimas: 1 }), 'loja');
    expect(filter.judge(by('ana', 'sem marcar'))).toBe('mencoes');
    expect(filter.judge(by('ana', '@bia'))).toBeNull();
    expect(filter.judge(by('ana', '@caio'))).toBe('perfil-repetido');
    expect(filter.judge(by('bia', '@ana'))).toBeNull();
  });

  it('tells profiles apart by their Instagram id, not the username they show', () => {
    const filter = new CommentFilter(rules({ umaEntradaPorPerfil: true }), 'loja');
    expect(filter.judge(by('ana', 'oi', '1'))).toBeNull();
    expect(filter.judge(by('ana_nova', 'oi de novo', '1'))).toBe('perfil-repetido');
  });

  it('allows several entries per profile when the rule is off', () => {
    const filter = new CommentFilter(rules(), 'loja');
    expect(filter.judge(by('ana', 'um'))).toBeNull();
    expect(filter.judge(by('ana', 'dois'))).toBeNull();
  });

  it('requires the hashtag, whatever its case, accents or leading #', () => {
    const filter = new CommentFilter(rules({ hashtag: '#Promoção' }), 'loja');
    expect(filter.judge(by('ana', 'quero #promocao'))).toBeNull();
    expect(filter.judge(by('ana', 'quero #PROMOÇÃO'))).toBeNull();
    expect(filter.judge(by('ana', 'quero #promocoes'))).toBe('hashtag');
    expect(filter.judge(by('ana', 'quero promoção'))).toBe('hashtag');
    expect(new CommentFilter(rules({ hashtag: 'sorteio' }), 'loja').judge(by('ana', '#Sorteio'))).toBeNull();
  });

  it('leaves out the excluded accounts, written with or without @', () => {
    const filter = new CommentFilter(rules({ excluir: ['@Parceira', 'funcionario.1'] }), 'loja');
    expect(filter.judge(by('parceira', 'quero'))).toBe('excluido');
    expect(filter.judge(by('Funcionario.1', 'quero'))).toBe('excluido');
    expect(filter.judge(by('cliente', 'quero'))).toBeNull();
  });

  it('always leaves out the creator’s own account', () => {
    const filter = new CommentFilter(rules(), '@Loja.Oficial');
    expect(filter.judge(by('loja.oficial', 'Boa sorte a todos!'))).toBe('criador');
  });

  it('counts what each rule left out on a page', () => {
    const filter = new CommentFilter(rules({ mencoesMinimas: 1, hashtag: 'sorteio', excluir: ['x'] }), 'loja');
    const { passam, ignorados } = filter.apply([by('a', '@b #sorteio'), by('c', '#sorteio'), by('d', '@b'), by('x', '@b #sorteio'), by('loja', '@b #sorteio')]);
    expect(passam.map((c) => c.from.username)).toEqual(['a']);
    expect(ignorados).toEqual({ mencoes: 1, hashtag: 1, excluido: 1, criador: 1 });
  });
});
