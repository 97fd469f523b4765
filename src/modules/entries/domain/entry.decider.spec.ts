import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../../../platform/ddd/decider';
import { GiveawayLifecycle, noGiveaway } from '../../giveaways/giveaways.public';
import { EntryCommand, entryDecider } from './entry.decider';
import { CONTACT_CONSENT, EntryEvent, EntrySubmitted } from './entry.events';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const DRAW = '2025-12-24T21:00:00.000Z';

const activeGiveaway: GiveawayLifecycle = {
  exists: true,
  deleted: false,
  giveawayId: 'g-1',
  criadorId: 'u-owner',
  status: 'Ativo',
  content: {
    titulo: 'Sorteio de um kit',
    descricao: '',
    premios: ['Kit'],
    imagemUrl: null,
    dataSorteio: DRAW,
    numeroVencedores: 1,
    camposFormulario: [
      { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
      { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
      { nome: 'Idade', chave: 'idade', tipo: 'numero', obrigatorio: false },
    ],
    regulamento: 'Regulamento v3',
    aleatoriedadePublica: null,
  },
  regulamentoVersao: 3,
  formLocked: true,
};

const submit = (overrides: Partial<Extract<EntryCommand, { type: 'SubmitEntry' }>> = {}): EntryCommand => ({
  type: 'SubmitEntry',
  entryId: 'e-1',
  giveawayId: 'g-1',
  giveaway: activeGiveaway,
  regulamentoSha256: 'sha-v3',
  participant: { id: 'u-bia', username: 'bia', emailConfirmed: false },
  limiteInscricoes: { plano: 'Pro', maximo: 1_000_000, inscritos: 10 },
  respostas: { nome: '  Bia Lima ', email: ' Bia@Exemplo.com', idade: '30' },
  aceiteRegulamento: true,
  consentimentoContato: false,
  ...overrides,
});

const submitted: EntrySubmitted = {
  type: 'EntrySubmitted',
  data: {
    entryId: 'e-1',
    sorteioId: 'g-1',
    participanteId: 'u-bia',
    respostas: { nome: 'Bia Lima', email: 'bia@exemplo.com', idade: 30 },
    nome: 'Bia Lima',
    email: 'bia@exemplo.com',
    username: 'bia',
    consentimentoContato: false,
    aceite: {
      regulamentoVersao: 3,
      regulamentoSha256: 'sha-v3',
      consentimentoTexto: CONTACT_CONSENT.texto,
      consentimentoVersao: CONTACT_CONSENT.versao,
    },
  },
};
const withConsent: EntrySubmitted = { ...submitted, data: { ...submitted.data, consentimentoContato: true } };
const withdrawn: EntryEvent = { type: 'ContactConsentWithdrawn', data: { entryId: 'e-1', sorteioId: 'g-1', participanteId: 'u-bia' } };
const withdraw: EntryCommand = { type: 'WithdrawContactConsent' };

const { given, decideAfter } = deciderSpec(entryDecider, { now: NOW });

describe('entryDecider', () => {
  describe('entering', () => {
    it('enters an Ativo giveaway with the answers normalised, name and e-mail taken from them and the acceptance recorded', () => {
      given([]).when(submit()).then([submitted]);
    });

    it('leaves contact consent unticked when the person does not tick it', () => {
      const [event] = entryDecider.decide(submit(), entryDecider.initialState, { now: NOW, random: (n) => new Uint8Array(n) });
      expect((event as EntrySubmitted).data.consentimentoContato).toBe(false);
    });

    it('records contact consent when the person ticks it', () => {
      given([]).when(submit({ consentimentoContato: true })).then([withConsent]);
    });

    it('records the consent text at version 1 (API: CONTACT_CONSENT_TEXT, version 1)', () => {
      const [event] = entryDecider.decide(submit(), entryDecider.initialState, { now: NOW, random: (n) => new Uint8Array(n) });
      expect((event as EntrySubmitted).data.aceite).toMatchObject({ consentimentoVersao: 1, consentimentoTexto: expect.stringMatching(/^Aceito ser contatado/) });
    });

    it('refuses when the giveaway does not exist', () => {
      given([]).when(submit({ giveaway: noGiveaway })).then('GIVEAWAY_NOT_FOUND');
    });

    it('refuses a deleted giveaway as one that does not exist', () => {
      given([]).when(submit({ giveaway: { ...activeGiveaway, deleted: true } })).then('GIVEAWAY_NOT_FOUND');
    });

    it.each(['Rascunho', 'Encerrado', 'Realizado', 'Cancelado'] as const)('refuses in a %s giveaway', (status) => {
      const err = given([]).when(submit({ giveaway: { ...activeGiveaway, status } })).error();
      expect(err.code).toBe('GIVEAWAY_NOT_OPEN');
      expect(err.message).toBe('Este sorteio não está aberto para inscrições.');
    });

    it('refuses in an Ativo giveaway whose date has passed, even before it is closed', () => {
      given([]).when(submit(), new Date(DRAW)).then('GIVEAWAY_NOT_OPEN');
      given([]).when(submit(), new Date(Date.parse(DRAW) - 1)).then([submitted]);
    });

    it('refuses a second entry by the same person', () => {
      const err = given([submitted]).when(submit({ entryId: 'e-2' })).error();
      expect(err.code).toBe('ALREADY_ENTERED');
      expect(err.message).toBe('Você já está participando deste sorteio');
    });

    it('refuses when the rules are not accepted', () => {
      const err = given([]).when(submit({ aceiteRegulamento: false })).error();
      expect(err.code).toBe('RULES_NOT_ACCEPTED');
      expect(err.message).toBe('É preciso aceitar o regulamento para participar.');
    });

    it('refuses invalid answers, with the message of each field', () => {
      const err = given([])
        .when(submit({ respostas: { nome: '', email: 'bia', idade: 'trinta', cpf: '1' } }))
        .error();
      expect(err.code).toBe('INVALID_ANSWERS');
      expect(err.details).toEqual({
        fields: {
          nome: ['Campo obrigatório.'],
          email: ['Informe um e-mail válido.'],
          idade: ['Informe um número.'],
          cpf: ['Campo não existe neste formulário.'],
        },
      });
    });
  });

  describe('fraud rules', () => {
    const requiring: GiveawayLifecycle = { ...activeGiveaway, content: { ...activeGiveaway.content!, exigirEmailConfirmado: true } };
    const confirmed = { id: 'u-bia', username: 'bia', emailConfirmed: true };

    it('refuses an account whose e-mail is not confirmed when the giveaway requires it, saying how to confirm', () => {
      const err = given([]).when(submit({ giveaway: requiring })).error();
      expect(err.code).toBe('EMAIL_NOT_CONFIRMED');
      expect(err.message).toMatch(/e-mail confirmado.*Reenviar e-mail de confirmação/);
    });

    it('accepts an account with a confirmed e-mail when the giveaway requires it', () => {
      given([]).when(submit({ giveaway: requiring, participant: confirmed })).then([submitted]);
    });

    it('accepts an unconfirmed account when the creator turned the option off', () => {
      const optional = { ...activeGiveaway, content: { ...activeGiveaway.content!, exigirEmailConfirmado: false } };
      given([]).when(submit({ giveaway: optional })).then([submitted]);
    });

    it('treats a giveaway recorded before the option existed as not requiring it', () => {
      expect(activeGiveaway.content).not.toHaveProperty('exigirEmailConfirmado');
      given([]).when(submit()).then([submitted]);
    });

    it('still says "already entered" to someone who entered, before any fraud rule', () => {
      given([submitted]).when(submit({ giveaway: requiring })).then('ALREADY_ENTERED');
    });

    it('refuses a throwaway e-mail typed in the form, naming the field, subdomains included', () => {
      for (const email of ['bia@mailinator.com', 'bia@caixa.mailinator.com']) {
        const err = given([]).when(submit({ respostas: { nome: 'Bia', email } })).error();
        expect(err.code).toBe('DISPOSABLE_EMAIL');
        expect(err.message).toBe('Use um e-mail permanente; endereços temporários não são aceitos.');
        expect(err.details).toEqual({ fields: { email: ['Use um e-mail permanente.'] } });
      }
    });
  });

  describe('withdrawing contact consent', () => {
    it('withdraws the consent given', () => {
      given([withConsent]).when(withdraw).then([withdrawn]);
    });

    it('does not withdraw a consent already withdrawn', () => {
      given([withConsent, withdrawn]).when(withdraw).then([]);
    });

    it('records nothing when consent was never given', () => {
      given([submitted]).when(withdraw).then([]);
    });

    it('refuses when the person has not entered', () => {
      const err = given([]).when(withdraw).error();
      expect(err.code).toBe('ENTRY_NOT_FOUND');
      expect(err.message).toBe('Você não está participando deste sorteio.');
    });

    it('keeps the entry, only with consent unticked', () => {
      expect(fold(entryDecider, [withConsent, withdrawn])).toEqual({ entry: submitted.data });
    });
  });

  describe("the creator's plan", () => {
    it("refuses the 1,001st entry of a Grátis creator's giveaway, saying the limit is the organiser's plan", () => {
      const err = given([]).when(submit({ limiteInscricoes: { plano: 'Grátis', maximo: 1000, inscritos: 1000 } })).error();
      expect(err.code).toBe('PLAN_LIMIT_REACHED');
      expect(err.message).toBe('Este sorteio atingiu o limite de 1.000 inscrições do plano de quem o organiza. Os planos estão em /precos.');
      expect(err.details).toEqual({ limite: 'inscricoesPorSorteio', maximo: 1000, precos: '/precos' });
    });

    it('accepts the 1,000th entry', () => {
      expect(decideAfter([], submit({ limiteInscricoes: { plano: 'Grátis', maximo: 1000, inscritos: 999 } }))).toHaveLength(1);
    });
  });
});
