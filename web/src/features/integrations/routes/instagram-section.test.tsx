import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { browserLocation } from '../../../lib/browser-location';
import { aFreePlan } from '../../../test/plan-fixtures';
import { renderApp } from '../../../test/render-app';
import { aPost, AUTHORIZATION_URL, fakeInstagramApi } from '../instagram-test-fixtures';

afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

const section = async () => (await screen.findByRole('heading', { level: 2, name: 'Instagram' })).closest('section')!;
const CONNECTED = { configurado: true, conectado: true, username: 'loja.da.ana', expiraEm: '2026-05-08T15:00:00.000Z' };

describe('/dashboard/integracoes: Instagram', () => {
  it('sends a Pro creator to Instagram’s authorization page from "Conectar Instagram"', async () => {
    const calls = fakeInstagramApi();
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    renderApp('/dashboard/integracoes');

    const instagram = await section();
    await userEvent.click(await within(instagram).findByRole('button', { name: 'Conectar Instagram' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZATION_URL));
    expect(calls.filter((c) => c.url.startsWith('/api/instagram')).map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/instagram', 'POST /api/instagram/connect']);
  });

  it('shows the connected @username, when the access runs until, and the recent posts with their comment counts', async () => {
    fakeInstagramApi({
      status: CONNECTED,
      media: [aPost(), aPost({ id: '17900000000000002', caption: null, commentsCount: 1, permalink: 'https://www.instagram.com/p/DEF456/' }), aPost({ id: '3', caption: 'Sem comentários', commentsCount: 0 })],
    });
    renderApp('/dashboard/integracoes');

    const instagram = await section();
    expect(await within(instagram).findByText('@loja.da.ana conectado')).toBeInTheDocument();
    expect(within(instagram).getByText('O acesso é renovado automaticamente. Válido até 08/05/2026.')).toBeInTheDocument();
    const posts = await within(instagram).findByRole('list', { name: 'Posts recentes do Instagram' });
    const items = within(posts).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('Sorteio de Páscoa! Comente e marque 2 amigos')).toBeInTheDocument();
    expect(within(items[0]).getByText('1.234 comentários')).toBeInTheDocument();
    expect(within(items[0]).getByText('09/03/2026')).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'Ver no Instagram: Sorteio de Páscoa! Comente e marque 2 amigos' })).toHaveAttribute('href', 'https://www.instagram.com/p/ABC123/');
    expect(within(items[1]).getByText('Post sem legenda')).toBeInTheDocument();
    expect(within(items[1]).getByText('1 comentário')).toBeInTheDocument();
    expect(within(items[2]).getByText('Nenhum comentário')).toBeInTheDocument();
  });

  it('says when the account has no posts yet', async () => {
    fakeInstagramApi({ status: CONNECTED, media: [] });
    renderApp('/dashboard/integracoes');
    expect(await within(await section()).findByText('Esta conta ainda não tem posts.')).toBeInTheDocument();
  });

  it('disconnects after a confirmation, and offers to connect again', async () => {
    const calls = fakeInstagramApi({ status: CONNECTED, media: [aPost()] });
    renderApp('/dashboard/integracoes');

    const instagram = await section();
    await userEvent.click(await within(instagram).findByRole('button', { name: 'Desconectar' }));
    const confirm = within(instagram).getByRole('alertdialog', { name: 'Desconectar o Instagram?' });
    expect(confirm).toHaveTextContent('Apagamos o acesso à conta @loja.da.ana.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Desconectar Instagram' }));

    expect(await within(instagram).findByText('Instagram desconectado. O acesso guardado foi apagado.')).toBeInTheDocument();
    expect(await within(instagram).findByRole('button', { name: 'Conectar Instagram' })).toBeInTheDocument();
    expect(within(instagram).queryByText('@loja.da.ana conectado')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/instagram']);
  });

  it('asks to connect again when Instagram no longer accepts the access, and shows other failures with a retry', async () => {
    fakeInstagramApi({ status: CONNECTED, mediaError: { status: 409, code: 'INSTAGRAM_TOKEN_EXPIRED', message: 'O Instagram não aceita mais a conexão (acesso expirado ou removido). Conecte a conta de novo em Integrações.' } });
    const { unmount } = renderApp('/dashboard/integracoes');
    const instagram = await section();
    expect(await within(instagram).findByText(/O Instagram não aceita mais a conexão/)).toBeInTheDocument();
    expect(within(instagram).getByRole('button', { name: 'Conectar de novo' })).toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();

    fakeInstagramApi({ status: CONNECTED, mediaError: { status: 503, code: 'INSTAGRAM_UNAVAILABLE', message: 'O Instagram não respondeu agora. Tente novamente em alguns minutos.' } });
    renderApp('/dashboard/integracoes');
    const again = await section();
    expect(await within(again).findByText('Não foi possível carregar os posts. O Instagram não respondeu agora. Tente novamente em alguns minutos.')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });

  it('explains to a Grátis creator that Instagram is Pro, without a connect button', async () => {
    const calls = fakeInstagramApi({ plan: aFreePlan() });
    renderApp('/dashboard/integracoes');

    const instagram = await section();
    expect(await within(instagram).findByRole('heading', { name: 'Instagram faz parte do Pro' })).toBeInTheDocument();
    expect(within(instagram).getByRole('link', { name: 'Conhecer o Pro' })).toHaveAttribute('href', '/precos');
    expect(within(instagram).queryByRole('button', { name: 'Conectar Instagram' })).toBeNull();
    expect(calls.some((c) => c.url === '/api/instagram/media')).toBe(false);
  });

  it('lets someone who left Pro disconnect the account, without listing the posts', async () => {
    const calls = fakeInstagramApi({ plan: aFreePlan(), status: CONNECTED });
    renderApp('/dashboard/integracoes');

    const instagram = await section();
    expect(await within(instagram).findByText('@loja.da.ana conectado')).toBeInTheDocument();
    expect(within(instagram).getByText(/Sem ele, os seus posts não são listados/)).toBeInTheDocument();
    expect(within(instagram).getByRole('button', { name: 'Desconectar' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/instagram/media')).toBe(false);
  });

  it('stays hidden when the server has no Instagram app', async () => {
    const calls = fakeInstagramApi({ status: { configurado: false, conectado: false } });
    renderApp('/dashboard/integracoes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Integrações' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/instagram')).toBe(true));
    expect(screen.queryByRole('heading', { level: 2, name: 'Instagram' })).toBeNull();
  });
});
