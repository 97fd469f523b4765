import { screen, waitFor } from '@testing-library/react';
import { endSession } from '../../../lib/auth-session';
import { renderApp } from '../../../test/render-app';
import { fakeInstagramApi } from '../instagram-test-fixtures';

afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

const back = () => screen.findByRole('link', { name: 'Voltar para Integrações' });

describe('/instagram-callback', () => {
  it('sends the code and the state once, says "@username conectado" and drops them from the address', async () => {
    const calls = fakeInstagramApi();
    const { router } = renderApp('/instagram-callback?code=AQBx-codigo&state=estado123');

    expect(await screen.findByText('@loja.da.ana conectado')).toBeInTheDocument();
    expect(screen.getByText(/Agora você pode ver seus posts recentes em Integrações/)).toBeInTheDocument();
    expect(await back()).toHaveAttribute('href', '/dashboard/integracoes');
    const posts = calls.filter((c) => c.url === '/api/instagram/callback');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ method: 'POST', body: { code: 'AQBx-codigo', state: 'estado123' } });
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(document.title).toBe('Conectando o Instagram · Sorteios'));
  });

  it('explains a return that no longer counts (INVALID_OAUTH_STATE) and links back', async () => {
    fakeInstagramApi({ callback: { status: 400, body: { statusCode: 400, code: 'INVALID_OAUTH_STATE', message: 'Este retorno do Instagram não vale mais.' } } });
    renderApp('/instagram-callback?code=c&state=velho');

    expect(await screen.findByRole('alert')).toHaveTextContent('Este retorno do Instagram não vale mais: ele expirou, já foi usado ou foi iniciado em outra sessão.');
    expect(await back()).toBeInTheDocument();
  });

  it('shows the server’s message for another failure', async () => {
    fakeInstagramApi({ callback: { status: 503, body: { statusCode: 503, code: 'INSTAGRAM_UNAVAILABLE', message: 'O Instagram não respondeu agora. Tente novamente em alguns minutos.' } } });
    renderApp('/instagram-callback?code=c&state=s');

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível conectar o Instagram. O Instagram não respondeu agora. Tente novamente em alguns minutos.');
  });

  it('says nothing was connected when the person refused on Instagram, without calling the API', async () => {
    const calls = fakeInstagramApi();
    renderApp('/instagram-callback?error=access_denied&error_reason=user_denied&state=s');

    expect(await screen.findByRole('alert')).toHaveTextContent('Você não autorizou o acesso ao Instagram. Nada foi conectado.');
    expect(await back()).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/instagram/callback')).toBe(false);
  });

  it('says the return is incomplete without a code or a state', async () => {
    fakeInstagramApi();
    renderApp('/instagram-callback?state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent('O Instagram não devolveu os dados da autorização.');
  });
});
