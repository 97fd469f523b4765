import { deciderSpec } from '../../../../test/support/decider-spec';
import type { GiveawayLifecycle } from '../../giveaways/giveaways.public';
import { InstagramImportCommand, instagramImportDecider } from './instagram-import.decider';
import type { InstagramImportEvent } from './instagram-import.events';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const giveaway = { exists: true, deleted: false, giveawayId: 'g-1', criadorId: 'u-1', status: 'Ativo', content: { dataSorteio: '2025-12-24T21:00:00.000Z' } } as GiveawayLifecycle;

const start = (overrides: Partial<Extract<InstagramImportCommand, { type: 'StartImport' }>> = {}): InstagramImportCommand => ({
  type: 'StartImport',
  importId: 'i-1',
  giveawayId: 'g-1',
  mediaId: 'm-1',
  regras: { mencoesMinimas: 2, umaEntradaPorPerfil: true, hashtag: null, excluir: [] },
  media: { permalink: 'https://www.instagram.com/p/X/', ownerUsername: 'loja', commentsCount: 120 },
  giveaway,
  userId: 'u-1',
  planoInclui: true,
  ...overrides,
});

const started: InstagramImportEvent = {
  type: 'InstagramImportStarted',
  data: { importId: 'i-1', sorteioId: 'g-1', criadorId: 'u-1', mediaId: 'm-1', permalink: 'https://www.instagram.com/p/X/', dono: 'loja', regras: { mencoesMinimas: 2, umaEntradaPorPerfil: true, hashtag: null, excluir: [] }, total: 120 },
};
const page = (after: string | null, feitos: number): InstagramImportEvent => ({ type: 'InstagramImportPageRecorded', data: { importId: 'i-1', after, feitos, importados: feitos, ignorados: {} } });

const { given } = deciderSpec(instagramImportDecider, { now: NOW });

describe('instagram import decider', () => {
  it('starts an import of the creator’s open giveaway, with the post’s comment count as the total', () => {
    given([]).when(start()).then([started]);
  });

  it('refuses someone else, a creator without Pro, and a giveaway that is not open', () => {
    given([]).when(start({ userId: 'u-2' })).then('NOT_GIVEAWAY_OWNER');
    given([]).when(start({ planoInclui: false })).then('PLAN_REQUIRED');
    given([]).when(start({ giveaway: { ...giveaway, status: 'Encerrado' } })).then('GIVEAWAY_NOT_OPEN');
    given([]).when(start({ giveaway: { ...giveaway, status: 'Rascunho' } })).then('GIVEAWAY_NOT_OPEN');
    given([]).when(start(), new Date('2026-01-01T00:00:00.000Z')).then('GIVEAWAY_NOT_OPEN');
  });

  it('adds each page to the running counts', () => {
    given([started, page('c1', 50)])
      .when({ type: 'RecordPage', after: null, feitos: 20, importados: 10, ignorados: { mencoes: 10 } })
      .then([{ type: 'InstagramImportPageRecorded', data: { importId: 'i-1', after: null, feitos: 70, importados: 60, ignorados: { mencoes: 10 } } }]);
  });

  it('records nothing more once finished, or a page after the last', () => {
    const failed: InstagramImportEvent = { type: 'InstagramImportFailed', data: { importId: 'i-1', motivo: 'token-expirado', mensagem: '…' } };
    given([started, failed]).when({ type: 'CompleteImport' }).then([]);
    given([started, page(null, 50)]).when({ type: 'RecordPage', after: null, feitos: 50, importados: 50, ignorados: {} }).then([]);
    given([started, page(null, 50)]).when({ type: 'CompleteImport' }).then([{ type: 'InstagramImportCompleted', data: { importId: 'i-1', feitos: 50, importados: 50, ignorados: {} } }]);
  });

  it('resumes only a paused import', () => {
    const paused: InstagramImportEvent = { type: 'InstagramImportPaused', data: { importId: 'i-1', motivo: 'limite-da-api', retomaEm: '2025-06-01T12:01:00.000Z', tentativa: 1 } };
    given([started, paused]).when({ type: 'ResumeImport' }).then([{ type: 'InstagramImportResumed', data: { importId: 'i-1' } }]);
    given([started]).when({ type: 'ResumeImport' }).then([]);
  });
});
