import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../../../platform/ddd/decider';
import { EntryCommand, entryDecider } from './entry.decider';
import { CONTACT_CONSENT, EntryEvent, EntrySubmitted } from './entry.events';
import { emptySnapshot, GiveawaySnapshot } from './giveaway-snapshot';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const DRAW = '2025-12-24T21:00:00.000Z';

const activeGiveaway: GiveawaySnapshot = {
  exists: true,
  criadorId: 'u-owner',
  titulo: 'Sorteio de um kit',
  status: 'Ativo',
  dataSorteio: DRAW,
  camposFormulario: [
    { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
    { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
    { nome: 'Idade', chave: 'idade', tipo: 'numero', obrigatorio: false },
  ],
  regulamento: 'Regulamento v3',
  regulamentoVersao: 3,
  formLocked: true,
};

const submit = (overrides: Partial<Extract<EntryCommand, { type: 'SubmitEntry' }>> = {}): EntryCommand => ({
  type: 'SubmitEntry',
  entryId: 'e-1',
  giveawayId: 'g-1',
  giveaway: activeGiveaway,
  regulamentoSha256: 'sha-v3',
  participant: { id: 'u-bia', username: 'bia' },
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

const { given } = deciderSpec(entryDecider, { now: NOW });

describe('entryDecider', () => {
  describe('inscrição', () => {
    it('inscreve num sorteio Ativo com as respostas normalizadas, nome e e-mail das respostas e o aceite registrado', () => {
      given([]).when(submit()).then([submitted]);
    });

    it('deixa o consentimento de contato desmarcado quando a pessoa não marca', () => {
      const [event] = entryDecider.decide(submit(), entryDecider.initialState, { now: NOW, random: (n) => new Uint8Array(n) });
      expect((event as EntrySubmitted).data.consentimentoContato).toBe(false);
    });

    it('registra o consentimento de contato quando a pessoa marca', () => {
      given([]).when(submit({ consentimentoContato: true })).then([withConsent]);
    });

    it('registra o texto do consentimento na versão 1 (API: CONTACT_CONSENT_TEXT, versão 1)', () => {
      const [event] = entryDecider.decide(submit(), entryDecider.initialState, { now: NOW, random: (n) => new Uint8Array(n) });
      expect((event as EntrySubmitted).data.aceite).toMatchObject({ consentimentoVersao: 1, consentimentoTexto: expect.stringMatching(/^Aceito ser contatado/) });
    });

    it('recusa quando o sorteio não existe', () => {
      given([]).when(submit({ giveaway: emptySnapshot })).then('GIVEAWAY_NOT_FOUND');
    });

    it.each(['Rascunho', 'Encerrado', 'Realizado', 'Cancelado'] as const)('recusa num sorteio %s', (status) => {
      const err = given([]).when(submit({ giveaway: { ...activeGiveaway, status } })).error();
      expect(err.code).toBe('GIVEAWAY_NOT_OPEN');
      expect(err.message).toBe('Este sorteio não está aberto para inscrições.');
    });

    it('recusa num sorteio Ativo cuja data já passou, antes mesmo de ele ser encerrado', () => {
      given([]).when(submit(), new Date(DRAW)).then('GIVEAWAY_NOT_OPEN');
      given([]).when(submit(), new Date(Date.parse(DRAW) - 1)).then([submitted]);
    });

    it('recusa uma segunda inscrição da mesma pessoa', () => {
      const err = given([submitted]).when(submit({ entryId: 'e-2' })).error();
      expect(err.code).toBe('ALREADY_ENTERED');
      expect(err.message).toBe('Você já está participando deste sorteio');
    });

    it('recusa sem aceitar o regulamento', () => {
      const err = given([]).when(submit({ aceiteRegulamento: false })).error();
      expect(err.code).toBe('RULES_NOT_ACCEPTED');
      expect(err.message).toBe('É preciso aceitar o regulamento para participar.');
    });

    it('recusa respostas inválidas, com a mensagem de cada campo', () => {
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

  describe('retirada do consentimento', () => {
    it('retira o consentimento dado', () => {
      given([withConsent]).when(withdraw).then([withdrawn]);
    });

    it('não retira de novo um consentimento já retirado', () => {
      given([withConsent, withdrawn]).when(withdraw).then([]);
    });

    it('não emite nada quando o consentimento nunca foi dado', () => {
      given([submitted]).when(withdraw).then([]);
    });

    it('recusa quando a pessoa não está inscrita', () => {
      const err = given([]).when(withdraw).error();
      expect(err.code).toBe('ENTRY_NOT_FOUND');
      expect(err.message).toBe('Você não está participando deste sorteio.');
    });

    it('mantém a inscrição, só com o consentimento desmarcado', () => {
      expect(fold(entryDecider, [withConsent, withdrawn])).toEqual({ entry: submitted.data });
    });
  });
});
