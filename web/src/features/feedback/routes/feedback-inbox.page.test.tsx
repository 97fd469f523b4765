import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, signIn } from '../../../lib/auth-session';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { Feedback } from '../api/feedback.types';

beforeEach(() => signIn('token-admin'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

const message: Feedback = {
  id: 'f-1',
  nome: 'Bruno',
  email: 'bruno@exemplo.com',
  mensagem: 'Não consigo baixar o CSV.',
  tipo: 'problema',
  userId: null,
  lida: false,
  lidaEm: null,
  criadoEm: '2026-03-09T15:00:00.000Z',
  respostas: [],
};

describe('feedback inbox', () => {
  it('shows unread messages first, marks one read and replies by e-mail', async () => {
    let current = message;
    const calls = mockFetch((call) => {
      if (call.url === '/api/me') return json(200, { id: 'admin', isAdmin: true });
      if (call.url.startsWith('/api/admin/feedback?')) {
        const lida = new URL(call.url, 'http://x').searchParams.get('lida');
        const items = lida === null || String(current.lida) === lida ? [current] : [];
        return json(200, { items, nextCursor: null, naoLidas: current.lida ? 0 : 1 });
      }
      if (call.url === '/api/admin/feedback/f-1' && call.method === 'PATCH') {
        current = { ...current, lida: (call.body as { lida: boolean }).lida };
        return json(200, current);
      }
      if (call.url === '/api/admin/feedback/f-1/reply') {
        current = { ...current, lida: true, respostas: [{ id: 'r-1', mensagem: (call.body as { mensagem: string }).mensagem, respondidoPor: 'admin', respondidoEm: '2026-03-09T16:00:00.000Z' }] };
        return json(201, current);
      }
      return undefined;
    });
    renderApp('/boss/feedback');

    const item = await screen.findByRole('article', { name: 'Problema · Bruno <bruno@exemplo.com>' });
    expect(screen.getByText('1 mensagem não lida')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Marcar como lida' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && (c.body as { lida: boolean }).lida)).toBe(true));
    expect(await screen.findByText('Nenhuma mensagem aqui.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Mostrar'), 'Todas');
    const again = await screen.findByRole('article', { name: 'Problema · Bruno <bruno@exemplo.com>' });
    await userEvent.click(within(again).getByRole('button', { name: 'Responder' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Enviar resposta' }));
    expect(within(again).getByText('Escreva a resposta.')).toBeInTheDocument();
    await userEvent.type(within(again).getByLabelText('Resposta para bruno@exemplo.com'), 'Já corrigimos!');
    await userEvent.click(within(again).getByRole('button', { name: 'Enviar resposta' }));

    expect(await within(again).findByText('Resposta enviada para bruno@exemplo.com.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/reply'))?.body).toEqual({ mensagem: 'Já corrigimos!' });
    expect(await within(again).findByText('Já corrigimos!')).toBeInTheDocument();
  });
});
