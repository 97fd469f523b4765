import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Giveaway } from '@sorteios/api-contract';
import { signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aGiveaway, DETAIL_PATH, GIVEAWAY_API, GIVEAWAY_ID, mockGiveawayApi } from '../creator-test-fixtures';

afterEach(() => jest.restoreAllMocks());

const path = DETAIL_PATH;
const apiPath = GIVEAWAY_API;
const api = mockGiveawayApi;

describe('a giveaway seen by its creator', () => {
  beforeEach(() => signIn('tok'));

  it('shows its status, entrants, draw date in São Paulo time and the links', async () => {
    api(aGiveaway({ status: 'Ativo', inscritosCount: 42 }));
    renderApp(path);

    expect(await screen.findByRole('heading', { name: 'Kit de café', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    expect(screen.getByText('Inscritos').nextElementSibling).toHaveTextContent('42');
    expect(screen.getByText('Data do sorteio').nextElementSibling).toHaveTextContent('24/12/2099, 18:00');
    expect(screen.getByRole('link', { name: 'Ver inscritos' })).toHaveAttribute('href', `${path}/inscritos`);
    expect(screen.getByRole('link', { name: 'Ver página pública' })).toHaveAttribute('href', `/sorteio/${GIVEAWAY_ID}`);
    expect(screen.getByRole('link', { name: 'Ver relatório de visitas' })).toHaveAttribute('href', `/insights/sorteio/${GIVEAWAY_ID}`);
    expect(screen.getByLabelText('Link público do sorteio')).toHaveValue(`http://localhost/sorteio/${GIVEAWAY_ID}`);
  });

  it('copies the share link', async () => {
    const user = userEvent.setup();
    // user-event's clipboard stub cannot read back under jsdom here, so the write is observed.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    api(aGiveaway({ status: 'Ativo' }));
    renderApp(path);

    await user.click(await screen.findByRole('button', { name: 'Copiar link' }));

    expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`http://localhost/sorteio/${GIVEAWAY_ID}`);
  });

  it('offers the public link as a QR code once the giveaway is public, not for a draft', async () => {
    api(aGiveaway({ status: 'Ativo' }));
    const view = renderApp(path);

    await userEvent.click(await screen.findByText('QR code do link'));
    const qr = await screen.findByRole('img', { name: `QR code que abre http://localhost/sorteio/${GIVEAWAY_ID}` });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('link', { name: 'Baixar QR code (SVG)' })).toHaveAttribute('download', `sorteio-${GIVEAWAY_ID}-qrcode.svg`);
    view.unmount();

    jest.restoreAllMocks();
    api(aGiveaway({ status: 'Rascunho' }));
    renderApp(path);
    await screen.findByLabelText('Link público do sorteio');
    expect(screen.queryByText('QR code do link')).not.toBeInTheDocument();
  });

  it('publishes a draft and shows its new status', async () => {
    const calls = api(aGiveaway(), ({ url }) => (url === `${apiPath}/publish` ? json(200, aGiveaway({ status: 'Ativo', revision: 4 })) : undefined));
    renderApp(path);

    await userEvent.click(await screen.findByRole('button', { name: 'Publicar' }));

    expect(await screen.findByText('Sorteio publicado: as inscrições estão abertas.')).toBeInTheDocument();
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Encerrar inscrições' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`${apiPath}/publish`]);
  });

  it("shows the API's 409 message when a transition is refused", async () => {
    api(aGiveaway(), ({ url }) =>
      url === `${apiPath}/publish` ? apiError(409, 'DRAW_DATE_IN_PAST', 'A data do sorteio já passou. Escolha uma data futura.') : undefined,
    );
    renderApp(path);

    await userEvent.click(await screen.findByRole('button', { name: 'Publicar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A data do sorteio já passou. Escolha uma data futura.');
  });

  it('closes entries of an active giveaway only after confirmation, since it cannot be undone', async () => {
    const calls = api(aGiveaway({ status: 'Ativo' }), ({ url }) =>
      url === `${apiPath}/close` ? apiError(409, 'INVALID_STATUS_TRANSITION', 'Não é possível encerrar um sorteio Encerrado.') : undefined,
    );
    renderApp(path);

    await userEvent.click(await screen.findByRole('button', { name: 'Encerrar inscrições' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Encerrar as inscrições?' });
    expect(dialog).toHaveTextContent('Esta ação não pode ser desfeita');
    expect(calls.some((c) => c.url === `${apiPath}/close`)).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, encerrar as inscrições' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Não é possível encerrar um sorteio Encerrado.');
    expect(calls.some((c) => c.url === `${apiPath}/close` && c.method === 'POST')).toBe(true);
  });

  it('cancels only after confirmation, sending the optional reason', async () => {
    const calls = api(aGiveaway({ status: 'Ativo' }), ({ url }) =>
      url === `${apiPath}/cancel` ? json(200, aGiveaway({ status: 'Cancelado' })) : undefined,
    );
    renderApp(path);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar sorteio' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar este sorteio?' });
    expect(calls.some((c) => c.url.endsWith('/cancel'))).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Motivo (opcional)'), 'Prêmio indisponível');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, cancelar o sorteio' }));

    expect(await screen.findByText('Sorteio cancelado.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === `${apiPath}/cancel`)).toMatchObject({ method: 'POST', body: { motivo: 'Prêmio indisponível' } });
    expect(screen.queryByRole('button', { name: 'Cancelar sorteio' })).not.toBeInTheDocument();
  });

  it('keeps entries open when the creator backs out of closing them', async () => {
    const calls = api(aGiveaway({ status: 'Ativo' }));
    renderApp(path);

    await userEvent.click(await screen.findByRole('button', { name: 'Encerrar inscrições' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Encerrar as inscrições?' })).getByRole('button', { name: 'Voltar' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === `${apiPath}/close`)).toBe(false);
  });

  it('backs out of a cancellation with Escape', async () => {
    const calls = api(aGiveaway());
    renderApp(path);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar sorteio' }));
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar sorteio' })).toHaveFocus();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('deletes after a confirmation that warns the entries go too, then lists my giveaways', async () => {
    const calls = api(aGiveaway({ status: 'Encerrado', inscritosCount: 7 }), ({ url, method }) =>
      url === apiPath && method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    const { router } = renderApp(path);

    await userEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir este sorteio?' });
    expect(dialog).toHaveAccessibleDescription(/todas as suas 7 inscrições serão excluídos/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir o sorteio e as inscrições' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sorteio'));
    expect(await screen.findByText('Sorteio “Kit de café” excluído.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([apiPath]);
  });

  it('offers only deletion once the giveaway is over', async () => {
    api(aGiveaway({ status: 'Realizado' }));
    renderApp(path);

    await screen.findByRole('button', { name: 'Excluir' });
    for (const name of ['Publicar', 'Encerrar inscrições', 'Cancelar sorteio']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it("lists the winners with the e-mails the API gives the giveaway's creator, and a name alone where the answer has no e-mail", async () => {
    api(
      aGiveaway({
        status: 'Realizado',
        vencedores: [
          { id: 'e1', nome: 'Bia Lima', email: 'bia@exemplo.com' },
          { id: 'e2', nome: 'Caio R.' },
        ],
      }),
    );
    renderApp(path);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Vencedores' });
    const winners = within(heading.nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(winners.map((li) => li.textContent)).toEqual(['Bia Lima (bia@exemplo.com)', 'Caio R.']);
  });

  it.each(['/dashboard/sorteio/123', '/insights/sorteio/nao-e-uuid/edit'])('answers the malformed id in %s with "Page Not Found" and asks the API nothing', async (badPath) => {
    const calls = mockFetch(() => undefined);
    renderApp(badPath);

    expect(await screen.findByRole('heading', { name: `Page Not Found: ${badPath}` })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/giveaways'))).toHaveLength(0);
  });
});

describe('editing a giveaway', () => {
  beforeEach(() => signIn('tok'));

  it('sends the changes with If-Match: revision and shows the saved giveaway', async () => {
    const calls = api(aGiveaway(), ({ url, method, body }) =>
      url === apiPath && method === 'PATCH' ? json(200, aGiveaway({ ...(body as Partial<Giveaway>), revision: 4 })) : undefined,
    );
    const { router } = renderApp(path);

    await userEvent.click(await screen.findByRole('link', { name: 'Editar' }));
    const titulo = await screen.findByLabelText('Título');
    await userEvent.clear(titulo);
    await userEvent.type(titulo, 'Kit de chá');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Alterações salvas.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Kit de chá', level: 1 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.headers['If-Match']).toBe('3');
    expect(patch.body).toMatchObject({ titulo: 'Kit de chá', dataSorteio: '2099-12-24T21:00:00.000Z', imagemUrl: null, regulamento: null });
  });

  it('after a 412 shows the API message and reloads the current version on request', async () => {
    let version = aGiveaway();
    const calls = mockFetch(({ url, method }) => {
      if (url === apiPath && method === 'GET') return json(200, version);
      if (url === apiPath && method === 'PATCH') {
        return apiError(412, 'PRECONDITION_FAILED', 'Este sorteio foi alterado em outra aba. Recarregue para ver a versão atual.');
      }
      return undefined;
    });
    renderApp(`${path}?editar=1`);
    await userEvent.type(await screen.findByLabelText('Título'), ' grande');

    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Este sorteio foi alterado em outra aba. Recarregue para ver a versão atual.');
    version = aGiveaway({ titulo: 'Kit de café especial', revision: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar sorteio' }));

    await waitFor(() => expect(screen.getByLabelText('Título')).toHaveValue('Kit de café especial'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1]!.headers['If-Match']).toBe('5');
  });

  it('keeps the form read-only once someone entered, and does not send it', async () => {
    const calls = api(aGiveaway({ status: 'Ativo', formularioBloqueado: true, inscritosCount: 3 }), ({ method }) =>
      method === 'PATCH' ? json(200, aGiveaway({ status: 'Ativo', formularioBloqueado: true, revision: 4 })) : undefined,
    );
    renderApp(`/insights/sorteio/${GIVEAWAY_ID}/edit`);

    expect(await screen.findByText(/já recebeu inscrições/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar campo' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nome do campo')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Alterações salvas.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')!.body).not.toHaveProperty('camposFormulario');
  });
});
