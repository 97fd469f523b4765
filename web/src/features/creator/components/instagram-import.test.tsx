import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InstagramImportJob } from '@sorteios/api-contract';
import { signIn } from '../../../lib/auth-session';
import { apiError, json } from '../../../test/fetch-mock';
import { aFreePlan } from '../../../test/plan-fixtures';
import { renderApp } from '../../../test/render-app';
import { aGiveaway, DETAIL_PATH, GIVEAWAY_API, GIVEAWAY_ID, mockGiveawayApi } from '../creator-test-fixtures';

afterEach(() => jest.restoreAllMocks());

const JOB_ID = '6a1f0c3e-94a7-4d8e-9c1b-2f7b1e0d9a55';
const pro = aFreePlan({ plano: 'pro', recursos: ['instagram'] });
const post = { id: '17900000000000001', caption: 'Sorteio de Natal: marque 2 amigos!', permalink: 'https://www.instagram.com/p/ABC/', timestamp: '2026-03-01T12:00:00+0000', commentsCount: 25000 };

function aJob(overrides: Partial<InstagramImportJob> = {}): InstagramImportJob {
  return {
    id: JOB_ID,
    tipo: 'instagram-import',
    sorteioId: GIVEAWAY_ID,
    mediaId: post.id,
    permalink: post.permalink,
    status: 'em-andamento',
    progresso: { feitos: 5000, total: 25000 },
    aguardando: null,
    resultado: { importados: 4000, ignorados: 1000, porMotivo: { mencoes: 1000 } },
    erro: null,
    criadoEm: '2026-03-02T12:00:00.000Z',
    atualizadoEm: '2026-03-02T12:00:05.000Z',
    ...overrides,
  };
}

describe('importing Instagram comments from the giveaway page', () => {
  beforeEach(() => signIn('tok'));

  it('sends to Integrations when no Instagram account is connected', async () => {
    mockGiveawayApi(aGiveaway({ status: 'Ativo' }), ({ url }) =>
      url === '/api/me/plan' ? json(200, pro) : url === '/api/instagram' ? json(200, { configurado: true, conectado: false }) : undefined,
    );
    renderApp(DETAIL_PATH);
    expect(await screen.findByRole('link', { name: 'Conectar o Instagram em Integrações' })).toHaveAttribute('href', '/dashboard/integracoes');
  });

  it('tells a Grátis creator the import is Pro', async () => {
    mockGiveawayApi(aGiveaway({ status: 'Ativo' }));
    renderApp(DETAIL_PATH);
    expect(await screen.findByText(/faz parte do plano Pro/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/precos');
  });

  it('picks a post, sets the rules, starts, and follows the progress until the result', async () => {
    const user = userEvent.setup();
    const answers = [
      aJob({ status: 'aguardando', aguardando: { motivo: 'limite-da-api', retomaEm: '2026-03-02T15:05:00.000Z', tentativa: 1 } }),
      aJob(),
      aJob({ status: 'concluido', progresso: { feitos: 25000, total: 25000 }, resultado: { importados: 20000, ignorados: 5000, porMotivo: { mencoes: 4000, 'perfil-repetido': 1000 } } }),
    ];
    let polled = 0;
    const calls = mockGiveawayApi(aGiveaway({ status: 'Ativo' }), ({ url, method }) => {
      if (url === '/api/me/plan') return json(200, pro);
      if (url === '/api/instagram') return json(200, { configurado: true, conectado: true, username: 'loja.oficial' });
      if (url === '/api/instagram/media') return json(200, [post]);
      if (url === `${GIVEAWAY_API}/instagram-import` && method === 'POST') return json(202, { jobId: JOB_ID });
      if (url === `/api/jobs/${JOB_ID}`) return json(200, answers[Math.min(polled++, answers.length - 1)]);
      return undefined;
    });
    renderApp(DETAIL_PATH);

    expect(await screen.findByText('Conta conectada: @loja.oficial')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importar comentários do Instagram' }));
    expect(await screen.findByRole('radio', { name: /Sorteio de Natal/ })).toBeChecked();
    const mentions = screen.getByLabelText('Marcações mínimas (@amigos)');
    await user.clear(mentions);
    await user.type(mentions, '3');
    await user.type(screen.getByLabelText('Hashtag obrigatória (opcional)'), '#Natal');
    await user.type(screen.getByLabelText('Contas a excluir (opcional)'), '@parceira, funcionario.1');
    await user.click(screen.getByRole('button', { name: 'Importar comentários' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      mediaId: post.id,
      regras: { mencoesMinimas: 3, umaEntradaPorPerfil: true, hashtag: '#Natal', excluir: ['@parceira', 'funcionario.1'] },
    });
    expect(await screen.findByText(/Aguardando o limite da API do Instagram/)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progresso da importação' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '5000'), { timeout: 3000 });
    expect(bar).toHaveAttribute('aria-valuemax', '25000');
    expect(await screen.findByText('Importação concluída: 20.000 inscrições importadas, 5.000 comentários ignorados.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25000');
    expect(screen.getByText('4.000 sem marcações suficientes')).toBeInTheDocument();
    expect(screen.getByText('1.000 de perfis que já tinham inscrição')).toBeInTheDocument();
  });

  it('shows why an import stopped and how to connect again', async () => {
    mockGiveawayApi(aGiveaway({ status: 'Ativo' }), ({ url }) => {
      if (url === '/api/me/plan') return json(200, pro);
      if (url === '/api/instagram') return json(200, { configurado: true, conectado: true, username: 'loja.oficial' });
      if (url === `${GIVEAWAY_API}/instagram-imports`) {
        return json(200, { items: [aJob({ status: 'falhou', erro: { motivo: 'token-expirado', mensagem: 'A conexão com o Instagram expirou. Conecte a conta de novo em Integrações.' } })] });
      }
      if (url === `/api/jobs/${JOB_ID}`) return apiError(404, 'JOB_NOT_FOUND', 'Importação não encontrada.');
      return undefined;
    });
    renderApp(DETAIL_PATH);
    expect(await screen.findByText('A conexão com o Instagram expirou. Conecte a conta de novo em Integrações.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reconectar o Instagram em Integrações' })).toHaveAttribute('href', '/dashboard/integracoes');
  });
});
