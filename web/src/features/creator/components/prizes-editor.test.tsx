import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Giveaway } from '@sorteios/api-contract';
import { signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aGiveaway, DETAIL_PATH, GIVEAWAY_API, mockGiveawayApi } from '../creator-test-fixtures';

afterEach(() => jest.restoreAllMocks());

const photo = (name = 'caneca.png') => new File(['fake image'], name, { type: 'image/png' });
const CANECA = '/uploads/premios/caneca.png';
const CAFE = '/uploads/premios/cafe.png';

async function fillRequired() {
  await userEvent.type(await screen.findByLabelText('Título'), 'Kit de café');
  await userEvent.type(screen.getByLabelText('Prêmio 1'), 'Kit de café');
  fireEvent.change(screen.getByLabelText('Data e hora do sorteio'), { target: { value: '2099-12-24T18:00' } });
}

describe('prize images in the giveaway form', () => {
  beforeEach(() => signIn('tok'));

  it('uploads an image for one prize and sends it in that prize’s place', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/api/upload' && call.method === 'POST') return json(201, { url: CANECA });
      if (call.url === '/api/giveaways' && call.method === 'POST') return json(201, aGiveaway());
      if (call.url === GIVEAWAY_API) return json(200, aGiveaway());
      return undefined;
    });
    renderApp('/dashboard/sorteio/new');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar prêmio' }));
    await userEvent.type(screen.getByLabelText('Prêmio 2'), 'Caneca');

    await userEvent.upload(screen.getByLabelText('Imagem do prêmio 2'), photo());

    expect(await screen.findByRole('img', { name: 'Pré-visualização da imagem de Caneca' })).toHaveAttribute('src', CANECA);
    expect(screen.getByText('Arquivo enviado.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Criar sorteio' }));

    expect(await screen.findByText('Sorteio criado como rascunho.')).toBeInTheDocument();
    const post = calls.find((c) => c.url === '/api/giveaways' && c.method === 'POST')!;
    expect(post.body).toMatchObject({ premios: ['Kit de café', 'Caneca'], premiosImagens: [null, CANECA] });
  });

  it('sends no prize images when no prize has one', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/api/giveaways' && call.method === 'POST') return json(201, aGiveaway());
      if (call.url === GIVEAWAY_API) return json(200, aGiveaway());
      return undefined;
    });
    renderApp('/dashboard/sorteio/new');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Criar sorteio' }));

    expect(await screen.findByText('Sorteio criado como rascunho.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/giveaways' && c.method === 'POST')!.body).not.toHaveProperty('premiosImagens');
  });

  it('shows an upload failure beside that prize’s image, in the API’s words, and keeps the form usable', async () => {
    mockFetch((call) => (call.url === '/api/upload' ? apiError(415, 'UNSUPPORTED_FILE_TYPE', 'Tipo de arquivo não suportado') : undefined));
    renderApp('/dashboard/sorteio/new');
    await fillRequired();

    await userEvent.upload(screen.getByLabelText('Imagem do prêmio 1'), photo());

    expect(await screen.findByRole('alert')).toHaveTextContent('Tipo de arquivo não suportado');
    expect(screen.getByLabelText('Imagem do prêmio 1')).toBeEnabled();
    expect(screen.queryByRole('img', { name: /Pré-visualização/ })).not.toBeInTheDocument();
  });

  it('edits a giveaway’s prize images: a saved one is detached (not deleted) and the list is sent', async () => {
    const saved = aGiveaway({ premios: ['Kit de café', 'Caneca'], premiosImagens: [CAFE, CANECA], premiosImagensVariantes: [null, null] });
    const calls = mockGiveawayApi(saved, ({ url, method, body }) =>
      url === GIVEAWAY_API && method === 'PATCH' ? json(200, aGiveaway({ ...(body as Partial<Giveaway>), revision: 4 })) : undefined,
    );
    renderApp(`${DETAIL_PATH}?editar=1`);

    expect(await screen.findByRole('img', { name: 'Pré-visualização da imagem de Kit de café' })).toHaveAttribute('src', CAFE);
    const remove = screen.getByRole('button', { name: 'Remover imagem do prêmio 1' });
    expect(remove).toHaveTextContent('Remover imagem');
    await userEvent.click(remove);
    expect(screen.queryByRole('img', { name: 'Pré-visualização da imagem de Kit de café' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Alterações salvas.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/upload' && c.method === 'DELETE')).toBe(false);
    expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({ premios: ['Kit de café', 'Caneca'], premiosImagens: [null, CANECA] });
  });

  it('sends an empty list once the last prize image is removed, so the removal is saved', async () => {
    const saved = aGiveaway({ premios: ['Kit de café'], premiosImagens: [CAFE], premiosImagensVariantes: [null] });
    const calls = mockGiveawayApi(saved, ({ url, method, body }) =>
      url === GIVEAWAY_API && method === 'PATCH' ? json(200, aGiveaway({ ...(body as Partial<Giveaway>), revision: 4 })) : undefined,
    );
    renderApp(`${DETAIL_PATH}?editar=1`);

    await userEvent.click(await screen.findByRole('button', { name: 'Remover imagem do prêmio 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ premiosImagens: [] }));
  });

  it('shows the server’s refusal of a prize image beside that image', async () => {
    mockFetch((call) => {
      if (call.url === '/api/upload') return json(201, { url: CANECA });
      if (call.url === '/api/giveaways') {
        return apiError(400, 'VALIDATION_FAILED', 'Verifique as imagens dos prêmios.', {
          'premiosImagens.0': ['A imagem do prêmio 1 foi enviada por outra conta: envie uma imagem sua.'],
        });
      }
      return undefined;
    });
    renderApp('/dashboard/sorteio/new');
    await fillRequired();
    await userEvent.upload(screen.getByLabelText('Imagem do prêmio 1'), photo());
    await screen.findByRole('img', { name: 'Pré-visualização da imagem de Kit de café' });

    await userEvent.click(screen.getByRole('button', { name: 'Criar sorteio' }));

    const input = screen.getByLabelText('Imagem do prêmio 1');
    await waitFor(() => expect(input).toHaveAccessibleDescription(/enviada por outra conta/));
    const item = input.closest('li')!;
    expect(within(item).getByText('A imagem do prêmio 1 foi enviada por outra conta: envie uma imagem sua.')).toBeInTheDocument();
  });
});
