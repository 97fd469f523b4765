import { deciderSpec } from '../../../../test/support/decider-spec';
import { GiveawayLifecycle, noGiveaway } from '../../giveaways/giveaways.public';
import { moderatedGiveawayOf } from '../application/moderated-giveaway';
import { ReportCommand, reportDecider } from './report.decider';
import type { ReportEvent } from './report.events';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const G = 'g-1';
const ANA = 'ana';
const ADMIN = 'admin-1';
/** The giveaway as the file handler gives it to the decider: from giveaways' lifecycle fold. */
const giveawayWith = (lifecycle: Partial<GiveawayLifecycle> = {}) =>
  moderatedGiveawayOf({ ...noGiveaway, exists: true, giveawayId: G, criadorId: 'criador', status: 'Ativo', ...lifecycle });
const active = giveawayWith();
const ref = (reportId = 'r-1') => ({ reportId, sorteioId: G, userId: ANA });

const file = (overrides: Partial<Extract<ReportCommand, { type: 'FileReport' }>> = {}): ReportCommand => ({
  type: 'FileReport',
  ...ref(),
  motivo: 'fraude',
  detalhes: '  O prêmio nunca foi entregue a ninguém.  ',
  giveaway: active,
  ...overrides,
});
const filed = (reportId = 'r-1'): ReportEvent => ({ type: 'ReportFiled', data: { ...ref(reportId), motivo: 'fraude', detalhes: 'O prêmio nunca foi entregue a ninguém.' } });
const started = (reportId = 'r-1'): ReportEvent => ({ type: 'ReportReviewStarted', data: { ...ref(reportId), revisadoPor: ADMIN, observacao: null } });
const resolved = (resultado: 'procedente' | 'improcedente', reportId = 'r-1'): ReportEvent => ({
  type: 'ReportResolved',
  data: { ...ref(reportId), revisadoPor: ADMIN, resultado, resolucao: 'Verificado.', suspender: false },
});
const startReview: ReportCommand = { type: 'StartReview', reportId: 'r-1', reviewerId: ADMIN, observacao: null };
const resolve = (resultado: 'procedente' | 'improcedente', suspender = false, resolucao = 'Verificado.'): ReportCommand => ({
  type: 'ResolveReport',
  reportId: 'r-1',
  reviewerId: ADMIN,
  resultado,
  resolucao,
  suspender,
});

const { given } = deciderSpec(reportDecider, { now: NOW });

describe('reportDecider', () => {
  describe('filing', () => {
    it('files a report as pendente, with the details trimmed', () => {
      given([]).when(file()).then([filed()]);
    });

    it('keeps blank details as null', () => {
      given([]).when(file({ detalhes: '   ' })).then([{ type: 'ReportFiled', data: { ...ref(), motivo: 'fraude', detalhes: null } }]);
    });

    it('refuses a second report while the first is still open, naming the open one', () => {
      const err = given([filed()]).when(file({ reportId: 'r-2' })).error();
      expect(err.code).toBe('REPORT_ALREADY_OPEN');
      expect(err.message).toBe('Você já tem uma denúncia em aberto sobre este sorteio.');
      expect(err.details).toEqual({ reportId: 'r-1' });
      given([filed(), started()]).when(file({ reportId: 'r-2' })).then('REPORT_ALREADY_OPEN');
    });

    it('accepts a new report once the previous one was resolved', () => {
      given([filed(), started(), resolved('improcedente')]).when(file({ reportId: 'r-2' })).then([filed('r-2')]);
    });

    it('writes nothing when the same report is filed again (a retry)', () => {
      given([filed()]).when(file()).then([]);
    });

    it('refuses an unknown, deleted, draft or cancelled giveaway as not found', () => {
      for (const giveaway of [
        moderatedGiveawayOf(noGiveaway),
        giveawayWith({ deleted: true }),
        giveawayWith({ status: 'Rascunho' }),
        giveawayWith({ status: 'Cancelado' }),
      ]) {
        given([]).when(file({ giveaway })).then('GIVEAWAY_NOT_FOUND');
      }
    });

    it('accepts reports about closed and drawn giveaways (the prize may never arrive)', () => {
      given([]).when(file({ giveaway: giveawayWith({ status: 'Realizado' }), motivo: 'premio-nao-entregue', detalhes: null })).then([
        { type: 'ReportFiled', data: { ...ref(), motivo: 'premio-nao-entregue', detalhes: null } },
      ]);
    });

    it('does not let a creator report their own giveaway', () => {
      given([]).when(file({ userId: 'criador' })).then('CANNOT_REPORT_OWN_GIVEAWAY');
    });
  });

  describe('review', () => {
    it('moves pendente to em_analise with the reviewer', () => {
      given([filed()]).when({ ...startReview, observacao: ' Vou checar ' }).then([
        { type: 'ReportReviewStarted', data: { ...ref(), revisadoPor: ADMIN, observacao: 'Vou checar' } },
      ]);
    });

    it('resolves em_analise as procedente or improcedente, with the resolution and the reviewer', () => {
      given([filed(), started()]).when(resolve('procedente', true, '  Fraude confirmada. ')).then([
        { type: 'ReportResolved', data: { ...ref(), revisadoPor: ADMIN, resultado: 'procedente', resolucao: 'Fraude confirmada.', suspender: true } },
      ]);
      given([filed(), started()]).when(resolve('improcedente')).then([resolved('improcedente')]);
    });

    it('refuses every other transition with 409 INVALID_REPORT_TRANSITION', () => {
      given([filed()]).when(resolve('procedente')).then('INVALID_REPORT_TRANSITION');
      given([filed()]).when(resolve('improcedente')).then('INVALID_REPORT_TRANSITION');
      given([filed(), started()]).when(startReview).then('INVALID_REPORT_TRANSITION');
      given([filed(), started(), resolved('procedente')]).when(startReview).then('INVALID_REPORT_TRANSITION');
      given([filed(), started(), resolved('procedente')]).when(resolve('improcedente')).then('INVALID_REPORT_TRANSITION');
      given([filed(), started(), resolved('improcedente')]).when(resolve('procedente')).then('INVALID_REPORT_TRANSITION');
    });

    it('says in pt-BR which move was refused', () => {
      const err = given([filed()]).when(resolve('procedente')).error();
      expect(err.message).toBe('Uma denúncia pendente não pode passar para procedente.');
      expect(err.details).toEqual({ status: 'pendente', para: 'procedente' });
      expect(given([filed(), started()]).when(startReview).error().message).toBe('Uma denúncia em análise não pode passar para em análise.');
    });

    it('requires a resolution text to resolve', () => {
      const err = given([filed(), started()]).when(resolve('improcedente', false, '   ')).error();
      expect(err.code).toBe('VALIDATION_FAILED');
      expect(err.details).toEqual({ fields: { resolucao: ['Escreva a resolução.'] } });
    });

    it('lets only a procedente report ask for the suspension', () => {
      expect(given([filed(), started()]).when(resolve('improcedente', true)).error().details).toEqual({
        fields: { suspender: ['Só uma denúncia procedente pode suspender o sorteio.'] },
      });
    });

    it('answers REPORT_NOT_FOUND for a report that is not in the stream', () => {
      given([]).when(startReview).then('REPORT_NOT_FOUND');
      given([filed('r-9')]).when(resolve('procedente')).then('REPORT_NOT_FOUND');
    });
  });
});
