import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../../../platform/ddd/decider';
import { DomainError } from '../../../platform/ddd/domain-error';
import type { FieldInput } from './form-fields';
import { GiveawayCommand, giveawayDecider } from './giveaway.decider';
import type { FormField, GiveawayContent, GiveawayCreated, GiveawayEvent } from './giveaway.events';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const FUTURE = '2025-12-24T21:00:00.000Z';
const PAST = '2025-05-01T12:00:00.000Z';
const GIVEAWAY_ID = 'g-1';
const OWNER = 'u-owner';
const OTHER = 'u-other';

/** given(history).when(command, now).then(events | errorCode): the decider as a pure function. */
const NOME: FormField = { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true };
const EMAIL: FormField = { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true };
const COR: FormField = { nome: 'Cor', chave: 'cor', tipo: 'selecao', obrigatorio: false, opcoes: ['Azul', 'Verde'] };

const content: GiveawayContent = {
  titulo: 'Sorteio de um kit',
  descricao: 'Texto livre',
  premios: ['Kit de café'],
  imagemUrl: null,
  dataSorteio: FUTURE,
  numeroVencedores: 1,
  regulamento: 'Regulamento v1',
  camposFormulario: [NOME, EMAIL, COR],
  aleatoriedadePublica: null,
};

const created: GiveawayCreated = {
  type: 'GiveawayCreated',
  data: { giveawayId: GIVEAWAY_ID, criadorId: OWNER, templateId: null, ...content },
};
/** The salt is the handler's random bytes (zeros here) and its commitment SHA-256 of them (algorithm version 2). */
const published: GiveawayEvent = {
  type: 'GiveawayPublished',
  data: {
    giveawayId: GIVEAWAY_ID,
    registro: { versao: 2, salt: '00'.repeat(32), saltCommitment: '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925' },
  },
};
const closed: GiveawayEvent = { type: 'GiveawayClosed', data: { giveawayId: GIVEAWAY_ID, motivo: 'manual' } };
const cancelled: GiveawayEvent = { type: 'GiveawayCancelled', data: { giveawayId: GIVEAWAY_ID, motivo: null } };
const locked: GiveawayEvent = { type: 'GiveawayFormLocked', data: { giveawayId: GIVEAWAY_ID, entryId: 'e-1' } };
const deleted: GiveawayEvent = { type: 'GiveawayDeleted', data: { giveawayId: GIVEAWAY_ID, deletedBy: OWNER, motivo: null } };

/** Pro's limits: the content rules below are not about plans. */
const PRO_LIMITS = { plano: 'Pro', vencedoresESuplentes: 100, camposPersonalizados: 20 };
const FREE_LIMITS = { plano: 'Grátis', vencedoresESuplentes: 5, camposPersonalizados: 3 };
const owner = { actorId: OWNER, isAdmin: false };
const stranger = { actorId: OTHER, isAdmin: false };
const admin = { actorId: 'u-admin', isAdmin: true };

const update = (changes: Extract<GiveawayCommand, { type: 'UpdateGiveaway' }>['changes'], actor = owner, limites = PRO_LIMITS): GiveawayCommand => ({
  type: 'UpdateGiveaway',
  changes,
  limites,
  ...actor,
});
const updated = (changes: Partial<GiveawayContent>, regulamentoVersao?: number): GiveawayEvent => ({
  type: 'GiveawayUpdated',
  data: { giveawayId: GIVEAWAY_ID, changes, ...(regulamentoVersao === undefined ? {} : { regulamentoVersao }) },
});
const publish: GiveawayCommand = { type: 'PublishGiveaway', ...owner };
const close: GiveawayCommand = { type: 'CloseGiveaway', ...owner };
const cancel: GiveawayCommand = { type: 'CancelGiveaway', motivo: 'desisti', ...owner };

const { given, decideAfter } = deciderSpec(giveawayDecider, { now: NOW });

describe('giveawayDecider', () => {
  describe('creating', () => {
    const create = (camposFormulario: FieldInput[]): GiveawayCommand => ({
      type: 'CreateGiveaway',
      giveawayId: GIVEAWAY_ID,
      criadorId: OWNER,
      templateId: 't-1',
      content: { ...content, camposFormulario },
      limites: PRO_LIMITS,
    });

    it('creates the giveaway with its form normalised', () => {
      given([])
        .when(create([{ nome: ' Cor ', tipo: 'selecao', obrigatorio: false, opcoes: [' Azul', 'Verde '] }]))
        .then([{ type: 'GiveawayCreated', data: { ...created.data, templateId: 't-1', camposFormulario: [NOME, EMAIL, COR] } }]);
    });

    it('refuses an invalid form with the errors of each field', () => {
      const err = given([])
        .when(create([{ nome: 'Cor', tipo: 'selecao', obrigatorio: false, opcoes: ['Azul'] }]))
        .error();
      expect(err).toBeInstanceOf(DomainError);
      expect(err.code).toBe('VALIDATION_FAILED');
      expect(err.details).toEqual({ fields: { 'camposFormulario.0.opcoes': ['Uma seleção precisa de 2 a 50 opções.'] } });
    });

    it('records whether entrants must have a confirmed e-mail, as the creator chose', () => {
      for (const exigirEmailConfirmado of [true, false]) {
        const command: GiveawayCommand = { type: 'CreateGiveaway', giveawayId: GIVEAWAY_ID, criadorId: OWNER, templateId: null, content: { ...content, exigirEmailConfirmado }, limites: PRO_LIMITS };
        const [event] = decideAfter([], command);
        expect((event as GiveawayCreated).data.exigirEmailConfirmado).toBe(exigirEmailConfirmado);
      }
    });

    it('does not create again a giveaway that exists', () => {
      given([created]).when(create([])).then([]);
    });

    it('starts as Rascunho, with the rules at version 1', () => {
      const state = fold(giveawayDecider, [created]);
      expect(state).toMatchObject({ exists: true, status: 'Rascunho', regulamentoVersao: 1, formLocked: false, criadorId: OWNER, content });
    });
  });

  describe('editing', () => {
    it('turns the confirmed e-mail requirement on or off, also on an older giveaway that never had it', () => {
      given([created]).when(update({ exigirEmailConfirmado: false })).then([updated({ exigirEmailConfirmado: false })]);
      given([created, updated({ exigirEmailConfirmado: true })]).when(update({ exigirEmailConfirmado: true })).then([]);
    });

    it('records only the fields that changed', () => {
      given([created])
        .when(update({ titulo: 'Novo título', descricao: content.descricao, premios: ['Kit de café'], numeroVencedores: 2 }))
        .then([updated({ titulo: 'Novo título', numeroVencedores: 2 })]);
    });

    it('records nothing when nothing changed', () => {
      given([created]).when(update({ titulo: content.titulo, camposFormulario: [COR] })).then([]);
    });

    it('raises the rules version when their text changes', () => {
      given([created]).when(update({ regulamento: 'Regulamento v2' })).then([updated({ regulamento: 'Regulamento v2' }, 2)]);
      given([created, updated({ regulamento: 'Regulamento v2' }, 2)])
        .when(update({ regulamento: 'Regulamento v3' }))
        .then([updated({ regulamento: 'Regulamento v3' }, 3)]);
    });

    it('counts taking the rules out as a new version', () => {
      given([created]).when(update({ regulamento: null })).then([updated({ regulamento: null }, 2)]);
    });

    it('keeps the rules version when another field changes', () => {
      const state = fold(giveawayDecider, [created, updated({ titulo: 'Outro' })]);
      expect(state.regulamentoVersao).toBe(1);
      expect(state.content?.titulo).toBe('Outro');
    });

    it('normalises the new form', () => {
      given([created])
        .when(update({ camposFormulario: [{ nome: 'Cidade', tipo: 'texto', obrigatorio: true }] }))
        .then([updated({ camposFormulario: [NOME, EMAIL, { nome: 'Cidade', chave: 'cidade', tipo: 'texto', obrigatorio: true }] })]);
    });

    it('refuses an invalid new form', () => {
      given([created])
        .when(update({ camposFormulario: [{ nome: 'Cidade', tipo: 'texto', obrigatorio: true, opcoes: ['a', 'b'] }] }))
        .then('VALIDATION_FAILED');
    });

    it('lets only the creator edit', () => {
      given([created]).when(update({ titulo: 'X' }, stranger)).then('NOT_GIVEAWAY_OWNER');
      given([created]).when(update({ titulo: 'X' }, admin)).then('NOT_GIVEAWAY_OWNER');
    });

    it('edits an Ativo giveaway', () => {
      given([created, published]).when(update({ titulo: 'X' })).then([updated({ titulo: 'X' })]);
    });

    it.each([
      ['Encerrado', closed],
      ['Cancelado', cancelled],
    ])('refuses to edit a %s giveaway', (status, event) => {
      const err = given([created, published, event]).when(update({ titulo: 'X' })).error();
      expect(err.code).toBe('GIVEAWAY_NOT_EDITABLE');
      expect(err.message).toBe(`Um sorteio ${status} não pode mais ser editado.`);
    });

    it('refuses to change the form after the first entry', () => {
      given([created, published, locked])
        .when(update({ camposFormulario: [{ nome: 'Cidade', tipo: 'texto', obrigatorio: true }] }))
        .then('FORM_LOCKED');
    });

    it('with the form locked, still edits the other fields', () => {
      given([created, published, locked]).when(update({ titulo: 'X' })).then([updated({ titulo: 'X' })]);
    });

    it('with the form locked, takes the same form back without treating it as a change', () => {
      given([created, published, locked])
        .when(update({ titulo: 'X', camposFormulario: [NOME, EMAIL, { ...COR, opcoes: ['Azul ', ' Verde'] }] }))
        .then([updated({ titulo: 'X' })]);
    });

    it('refuses to move an Ativo giveaway to a past date', () => {
      given([created, published]).when(update({ dataSorteio: PAST })).then('DRAW_DATE_IN_PAST');
      given([created, published]).when(update({ dataSorteio: NOW.toISOString() })).then('DRAW_DATE_IN_PAST');
    });

    it('moves an Ativo giveaway to another future date', () => {
      const later = '2026-01-10T12:00:00.000Z';
      given([created, published]).when(update({ dataSorteio: later })).then([updated({ dataSorteio: later })]);
    });

    it('accepts drand, or the Loteria Federal of a day after the draw (Brasília time), as public randomness', () => {
      given([created]).when(update({ aleatoriedadePublica: { fonte: 'drand', data: '2030-01-01' } })).then([updated({ aleatoriedadePublica: { fonte: 'drand' } })]);
      // 21:00 UTC on 24/12 is 18:00 in Brasília: the next day is 25/12.
      given([created])
        .when(update({ aleatoriedadePublica: { fonte: 'loteria-federal', data: '2025-12-25' } }))
        .then([updated({ aleatoriedadePublica: { fonte: 'loteria-federal', data: '2025-12-25' } })]);
    });

    it('refuses the Loteria Federal of the draw day or before, also when the draw date changes later', () => {
      given([created]).when(update({ aleatoriedadePublica: { fonte: 'loteria-federal', data: '2025-12-24' } })).then('LOTTERY_DATE_TOO_EARLY');
      const withLottery = updated({ aleatoriedadePublica: { fonte: 'loteria-federal', data: '2025-12-26' } });
      given([created, withLottery]).when(update({ dataSorteio: '2025-12-27T12:00:00.000Z' })).then('LOTTERY_DATE_TOO_EARLY');
    });

    it('accepts a past date in a Rascunho: only publishing requires the future', () => {
      given([created]).when(update({ dataSorteio: PAST })).then([updated({ dataSorteio: PAST })]);
    });
  });

  describe('publishing', () => {
    it('publishes a Rascunho with a future date', () => {
      given([created]).when(publish).then([published]);
    });

    it('lets only the creator publish', () => {
      given([created]).when({ type: 'PublishGiveaway', ...stranger }).then('NOT_GIVEAWAY_OWNER');
    });

    it('refuses to publish with the draw date in the past', () => {
      given([created, updated({ dataSorteio: PAST })]).when(publish).then('DRAW_DATE_IN_PAST');
      given([created]).when(publish, new Date(FUTURE)).then('DRAW_DATE_IN_PAST');
    });

    it.each([
      ['Ativo', [published]],
      ['Encerrado', [published, closed]],
      ['Cancelado', [cancelled]],
    ] as const)('refuses to publish a %s giveaway, naming the status', (status, events) => {
      const err = given([created, ...events]).when(publish).error();
      expect(err.code).toBe('INVALID_STATUS_TRANSITION');
      expect(err.message).toBe(`Não é possível publicar um sorteio ${status}.`);
      expect(err.details).toEqual({ status });
    });
  });

  describe('closing', () => {
    it('closes an Ativo giveaway by hand', () => {
      given([created, published]).when(close).then([{ type: 'GiveawayClosed', data: { giveawayId: GIVEAWAY_ID, motivo: 'manual' } }]);
    });

    it('lets only the creator close', () => {
      given([created, published]).when({ type: 'CloseGiveaway', ...stranger }).then('NOT_GIVEAWAY_OWNER');
    });

    it.each([
      ['Rascunho', []],
      ['Encerrado', [published, closed]],
      ['Cancelado', [cancelled]],
    ] as const)('refuses to close a %s giveaway', (status, events) => {
      const err = given([created, ...events]).when(close).error();
      expect(err.code).toBe('INVALID_STATUS_TRANSITION');
      expect(err.message).toBe(`Não é possível encerrar um sorteio ${status}.`);
    });

    it('closes at the draw date when the giveaway is Ativo and the date has passed', () => {
      given([created, published])
        .when({ type: 'CloseAtDrawDate' }, new Date(FUTURE))
        .then([{ type: 'GiveawayClosed', data: { giveawayId: GIVEAWAY_ID, motivo: 'dataSorteio' } }]);
    });

    it('does not close at the draw date before its time', () => {
      given([created, published]).when({ type: 'CloseAtDrawDate' }, new Date(Date.parse(FUTURE) - 1)).then([]);
    });

    it.each([
      ['Rascunho', []],
      ['Encerrado', [published, closed]],
      ['Cancelado', [cancelled]],
    ] as const)('does not close a %s giveaway at the draw date', (_status, events) => {
      given([created, ...events]).when({ type: 'CloseAtDrawDate' }, new Date('2026-06-01T00:00:00.000Z')).then([]);
    });
  });

  describe('cancelling', () => {
    it.each([
      ['Rascunho', []],
      ['Ativo', [published]],
    ] as const)('cancels a %s giveaway', (_status, events) => {
      given([created, ...events]).when(cancel).then([{ type: 'GiveawayCancelled', data: { giveawayId: GIVEAWAY_ID, motivo: 'desisti' } }]);
    });

    it('lets only the creator cancel', () => {
      given([created]).when({ type: 'CancelGiveaway', motivo: null, ...stranger }).then('NOT_GIVEAWAY_OWNER');
    });

    it.each([
      ['Encerrado', [published, closed]],
      ['Cancelado', [cancelled]],
    ] as const)('refuses to cancel a %s giveaway', (status, events) => {
      const err = given([created, ...events]).when(cancel).error();
      expect(err.code).toBe('INVALID_STATUS_TRANSITION');
      expect(err.message).toBe(`Não é possível cancelar um sorteio ${status}.`);
    });
  });

  describe('deleting', () => {
    it('lets the creator delete', () => {
      given([created])
        .when({ type: 'DeleteGiveaway', motivo: null, ...owner })
        .then([{ type: 'GiveawayDeleted', data: { giveawayId: GIVEAWAY_ID, deletedBy: OWNER, motivo: null } }]);
    });

    it("lets an admin delete someone else's giveaway, recording who and why", () => {
      given([created, published])
        .when({ type: 'DeleteGiveaway', motivo: 'spam', ...admin })
        .then([{ type: 'GiveawayDeleted', data: { giveawayId: GIVEAWAY_ID, deletedBy: 'u-admin', motivo: 'spam' } }]);
    });

    it('does not let anyone else delete', () => {
      given([created]).when({ type: 'DeleteGiveaway', motivo: null, ...stranger }).then('NOT_GIVEAWAY_OWNER');
    });

    it.each<GiveawayCommand>([
      update({ titulo: 'X' }),
      publish,
      close,
      { type: 'CloseAtDrawDate' },
      cancel,
      { type: 'LockForm', entryId: 'e-2' },
      { type: 'DeleteGiveaway', motivo: null, ...owner },
      { type: 'DeleteGiveaway', motivo: null, ...admin },
    ])('answers $type after the delete as if the giveaway did not exist', (command) => {
      given([created, published, deleted]).when(command).then('GIVEAWAY_NOT_FOUND');
    });

    it.each<GiveawayCommand>([update({ titulo: 'X' }), publish, { type: 'LockForm', entryId: 'e-1' }])(
      'refuses $type for a giveaway that never existed',
      (command) => {
        given([]).when(command).then('GIVEAWAY_NOT_FOUND');
      },
    );
  });

  describe('locking the form', () => {
    it('locks at the first entry', () => {
      given([created, published]).when({ type: 'LockForm', entryId: 'e-1' }).then([locked]);
    });

    it('does not lock again at the following entries', () => {
      given([created, published, locked]).when({ type: 'LockForm', entryId: 'e-2' }).then([]);
    });
  });

  describe("the creator's plan", () => {
    const field = (n: number): FieldInput => ({ nome: `Pergunta ${n}`, tipo: 'texto', obrigatorio: false });
    const createWith = (changes: Partial<GiveawayContent>, camposFormulario: FieldInput[] = []): GiveawayCommand => ({
      type: 'CreateGiveaway',
      giveawayId: GIVEAWAY_ID,
      criadorId: OWNER,
      templateId: null,
      content: { ...content, ...changes, camposFormulario },
      limites: FREE_LIMITS,
    });

    it('refuses a 6th winner on Grátis, naming the limit and pointing to /precos', () => {
      const err = given([]).when(createWith({ numeroVencedores: 6 })).error();
      expect(err.code).toBe('PLAN_LIMIT_REACHED');
      expect(err.message).toBe('O plano Grátis permite até 5 vencedores e suplentes por sorteio. Conheça o Pro em /precos.');
      expect(err.details).toEqual({ limite: 'vencedoresESuplentes', maximo: 5, precos: '/precos' });
      expect(decideAfter([], createWith({ numeroVencedores: 5 }))).toHaveLength(1);
    });

    it('refuses a 4th custom field on Grátis; nome and e-mail do not count', () => {
      expect(given([]).when(createWith({}, [field(1), field(2), field(3), field(4)])).error().code).toBe('PLAN_LIMIT_REACHED');
      expect(decideAfter([], createWith({}, [field(1), field(2), field(3)]))).toHaveLength(1);
    });

    it('lets a giveaway made under Pro keep its winners and fields after a downgrade, refusing only growth', () => {
      const big = { ...created, data: { ...created.data, numeroVencedores: 10 } };
      given([big]).when(update({ titulo: 'Novo título' }, owner, FREE_LIMITS)).then([updated({ titulo: 'Novo título' })]);
      given([big]).when(update({ numeroVencedores: 8 }, owner, FREE_LIMITS)).then([updated({ numeroVencedores: 8 })]);
      expect(given([big]).when(update({ numeroVencedores: 11 }, owner, FREE_LIMITS)).error().code).toBe('PLAN_LIMIT_REACHED');
    });
  });
});
