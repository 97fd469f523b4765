import { deciderSpec } from '../../../../test/support/decider-spec';
import { GiveawayCommand, giveawayDecider, type UploadFacts } from './giveaway.decider';
import type { GiveawayContent, GiveawayCreated, GiveawayEvent } from './giveaway.events';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const GIVEAWAY_ID = 'g-1';
const OWNER = 'u-owner';
const OTHER = 'u-other';
const LIMITS = { plano: 'Pro', vencedoresESuplentes: 100, camposPersonalizados: 20 };

const CAFE = '/uploads/premios/cafe.jpg';
const CANECA = '/uploads/premios/caneca.png';
const ALHEIA = '/uploads/premios/de-outra-conta.jpg';
const PDF = '/uploads/premios/regulamento.pdf';
const SUMIDA = '/uploads/premios/apagada.jpg';

/** What the uploads module knows: SUMIDA is not there (never uploaded, or deleted). */
const UPLOADS: UploadFacts = {
  [CAFE]: { ownerId: OWNER, image: true },
  [CANECA]: { ownerId: OWNER, image: true },
  [ALHEIA]: { ownerId: OTHER, image: true },
  [PDF]: { ownerId: OWNER, image: false },
};

const content: GiveawayContent = {
  titulo: 'Sorteio de um kit',
  descricao: 'Texto livre',
  premios: ['Kit de café', 'Caneca'],
  imagemUrl: null,
  dataSorteio: '2025-12-24T21:00:00.000Z',
  numeroVencedores: 1,
  regulamento: null,
  // As normalised: nome and e-mail are always there.
  camposFormulario: [
    { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
    { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
  ],
  aleatoriedadePublica: null,
};

const create = (changes: Partial<GiveawayContent>): GiveawayCommand => ({
  type: 'CreateGiveaway',
  giveawayId: GIVEAWAY_ID,
  criadorId: OWNER,
  templateId: null,
  content: { ...content, ...changes },
  limites: LIMITS,
  uploads: UPLOADS,
});
const update = (changes: Partial<GiveawayContent>, uploads: UploadFacts = UPLOADS): GiveawayCommand => ({
  type: 'UpdateGiveaway',
  changes,
  limites: LIMITS,
  uploads,
  actorId: OWNER,
  isAdmin: false,
});
const created = (premiosImagens?: (string | null)[]): GiveawayCreated => ({
  type: 'GiveawayCreated',
  data: { giveawayId: GIVEAWAY_ID, criadorId: OWNER, templateId: null, ...content, ...(premiosImagens ? { premiosImagens } : {}) },
});
const updated = (changes: Partial<GiveawayContent>): GiveawayEvent => ({ type: 'GiveawayUpdated', data: { giveawayId: GIVEAWAY_ID, changes } });

const { given, decideAfter } = deciderSpec(giveawayDecider, { now: NOW });

describe('giveawayDecider: prize images', () => {
  describe('creating', () => {
    it('records each prize image, aligned with the prizes, leaving the prizes themselves as they are', () => {
      const [event] = decideAfter([], create({ premiosImagens: [null, CANECA] }));
      expect(event).toEqual(created([null, CANECA]));
    });

    it('records no images when no prize has one (trailing empty places say nothing)', () => {
      given([]).when(create({ premiosImagens: [null, null] })).then([created()]);
      given([]).when(create({})).then([created()]);
    });

    it('refuses more images than prizes', () => {
      const err = given([]).when(create({ premiosImagens: [CAFE, CANECA, CAFE] })).error();
      expect(err.code).toBe('VALIDATION_FAILED');
      expect(err.details).toEqual({ fields: { premiosImagens: ['Há mais imagens do que prêmios: no máximo uma imagem por prêmio.'] } });
    });

    it('refuses an image nobody uploaded, or one deleted since, naming the prize', () => {
      const err = given([]).when(create({ premiosImagens: [CAFE, SUMIDA] })).error();
      expect(err.code).toBe('VALIDATION_FAILED');
      expect(err.details).toEqual({ fields: { 'premiosImagens.1': ['Imagem do prêmio 2 não encontrada: envie a imagem pelo upload.'] } });
    });

    it('refuses an upload that is not an image', () => {
      expect(given([]).when(create({ premiosImagens: [PDF] })).error().details).toEqual({
        fields: { 'premiosImagens.0': ['Imagem do prêmio 1 não encontrada: envie a imagem pelo upload.'] },
      });
    });

    it("refuses someone else's upload", () => {
      const err = given([]).when(create({ premiosImagens: [ALHEIA] })).error();
      expect(err.code).toBe('VALIDATION_FAILED');
      expect(err.message).toBe('Verifique as imagens dos prêmios.');
      expect(err.details).toEqual({ fields: { 'premiosImagens.0': ['A imagem do prêmio 1 foi enviada por outra conta: envie uma imagem sua.'] } });
    });

    it('refuses any image when the handler looked up nothing', () => {
      const command = { ...create({ premiosImagens: [CAFE] }), uploads: undefined } as GiveawayCommand;
      given([]).when(command).then('VALIDATION_FAILED');
    });
  });

  describe('editing', () => {
    it('adds, replaces and removes images, recording only the new list', () => {
      given([created([CAFE])]).when(update({ premiosImagens: [CANECA, CAFE] })).then([updated({ premiosImagens: [CANECA, CAFE] })]);
      given([created([CAFE, CANECA])]).when(update({ premiosImagens: [null, CANECA] })).then([updated({ premiosImagens: [null, CANECA] })]);
      given([created([CAFE])]).when(update({ premiosImagens: [] })).then([updated({ premiosImagens: [] })]);
    });

    it('treats no images on a giveaway from before prize images as no change', () => {
      given([created()]).when(update({ premiosImagens: [null] })).then([]);
    });

    it('refuses fewer prizes than images, unless the images shrink too', () => {
      given([created([CAFE, CANECA])]).when(update({ premios: ['Só um'] })).then('VALIDATION_FAILED');
      given([created([CAFE, CANECA])])
        .when(update({ premios: ['Só um'], premiosImagens: [CANECA] }))
        .then([updated({ premios: ['Só um'], premiosImagens: [CANECA] })]);
    });

    it("refuses a new image that is someone else's or missing, and records nothing", () => {
      given([created([CAFE])]).when(update({ titulo: 'Novo título', premiosImagens: [CAFE, ALHEIA] })).then('VALIDATION_FAILED');
      given([created([CAFE])]).when(update({ premiosImagens: [SUMIDA] })).then('VALIDATION_FAILED');
    });

    it('keeps an image already on the giveaway even if its upload is gone, so other edits still pass', () => {
      given([created([SUMIDA])])
        .when(update({ premios: ['Kit de café', 'Caneca azul'], premiosImagens: [SUMIDA] }, {}))
        .then([updated({ premios: ['Kit de café', 'Caneca azul'] })]);
    });
  });
});
