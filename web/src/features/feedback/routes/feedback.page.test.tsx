import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

beforeEach(() => endSession('expired'));
afterEach(() => jest.restoreAllMocks());

async function fill({ nome = 'Ana', email = 'ana@exemplo.com', tipo = 'Sugestão', mensagem = 'Seria ótimo filtrar por cidade.' } = {}) {
  if (nome) await userEvent.type(await screen.findByLabelText('Nome'), nome);
  if (email) await userEvent.type(screen.getByLabelText('E-mail'), email);
  if (tipo) await userEvent.click(screen.getByRole('radio', { name: tipo }));
  if (mensagem) await userEvent.type(screen.getByLabelText('Mensagem'), mensagem);
}

describe('feedback form', () => {
  it('says what is missing or wrong before sending anything', async () => {
    const calls = mockFetch(() => undefined);
    renderApp('/feedback');

    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@');
    await userEvent.type(screen.getByLabelText('Mensagem'), 'curta');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

    expect(await screen.findByText('Informe seu nome.')).toBeInTheDocument();
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('Escolha o tipo de mensagem.')).toBeInTheDocument();
    expect(screen.getByText('Escreva ao menos 10 caracteres.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the message and thanks the sender', async () => {
    const calls = mockFetch((call) =>
      call.url === '/api/feedback' ? json(201, { id: 'f-1', ...(call.body as object), email: 'ana@exemplo.com', criadoEm: '2026-03-09T12:00:00.000Z' }) : undefined,
    );
    renderApp('/feedback');

    await fill({ tipo: 'Problema', email: 'Ana@Exemplo.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

    expect(await screen.findByRole('heading', { name: 'Mensagem enviada!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Obrigado, Ana. Recebemos sua mensagem e, se for preciso, responderemos em ana@exemplo.com.');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { nome: 'Ana', email: 'Ana@Exemplo.com', tipo: 'problema', mensagem: 'Seria ótimo filtrar por cidade.' } });

    await userEvent.click(screen.getByRole('button', { name: 'Enviar outra mensagem' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('');
  });

  it('shows the server\'s words when the limit per address is reached', async () => {
    mockFetch(() => apiError(429, 'TOO_MANY_REQUESTS', 'Você enviou muitas mensagens. Tente novamente em 30 minuto(s).'));
    renderApp('/feedback');

    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    // errors.codes.TOO_MANY_REQUESTS is the app's own wording for this code.
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect(screen.getByRole('button', { name: 'Enviar mensagem' })).toBeEnabled();
  });

  it('links the privacy policy', async () => {
    mockFetch(() => undefined);
    renderApp('/feedback');
    const card = await screen.findByRole('region', { name: 'Fale conosco' });
    expect(within(card).getByRole('link', { name: 'política de privacidade' })).toHaveAttribute('href', '/pages/politica-de-privacidade');
  });
});
