import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const me = { id: 'u-1', username: 'cris', nome: 'Cris', isAdmin: false };

beforeEach(() => signIn('tok-1'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

function captureDownload() {
  const saved: Array<{ href: string; download: string }> = [];
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:http://localhost/backup-1');
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return { saved, createObjectURL };
}

const backupFile = () => new File(['{"manifesto":{}}'], 'sorteios-backup-2026-11-27.json', { type: 'application/json' });


describe('/dashboard/sorteio/bkp', () => {
  it('downloads the backup with the session, named after the day', async () => {
    const { saved, createObjectURL } = captureDownload();
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url === '/api/me/giveaways/backup') return new Response('{"manifesto":{"formato":"sorteios-backup"}}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      return undefined;
    });
    renderApp('/dashboard/sorteio/bkp');

    expect(await screen.findByRole('heading', { level: 1, name: 'Backup dos sorteios' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Baixar backup' }));

    expect(await screen.findByText('Backup baixado.')).toBeInTheDocument();
    expect(saved).toEqual([{ href: 'blob:http://localhost/backup-1', download: expect.stringMatching(/^sorteios-backup-\d{4}-\d{2}-\d{2}\.json$/) }]);
    expect(calls.find((c) => c.url === '/api/me/giveaways/backup')?.headers.Authorization).toBe('Bearer tok-1');
    await expect(createObjectURL.mock.calls[0]![0].text()).resolves.toContain('sorteios-backup');
  });

  it('says what a restore creates, asks for a file, and lists the new drafts with links', async () => {
    const calls = mockFetch(({ url, method }) => {
      if (url === '/api/me') return json(200, me);
      if (url === '/api/me/giveaways/restore' && method === 'POST')
        return json(201, { restauracaoId: 'r-1', sorteios: [{ origemId: 'g-old', giveawayId: 'g-new', titulo: 'Kit de café', status: 'Rascunho' }] });
      return undefined;
    });
    renderApp('/dashboard/sorteio/bkp');

    const restore = await screen.findByRole('region', { name: 'Restaurar backup' });
    expect(restore).toHaveTextContent('Os sorteios originais não mudam');
    expect(restore).toHaveTextContent('não são recriados');
    await userEvent.click(within(restore).getByRole('button', { name: 'Restaurar como rascunhos' }));
    expect(within(restore).getByLabelText('Arquivo de backup (.json)')).toHaveAccessibleDescription('Escolha o arquivo de backup.');
    expect(within(restore).getByLabelText('Arquivo de backup (.json)')).toHaveFocus();
    expect(calls.some((c) => c.url === '/api/me/giveaways/restore')).toBe(false);

    // jsdom's File is not Node's Blob (Node's FormData would store it as text): check what the page appends.
    const append = jest.spyOn(FormData.prototype, 'append');
    const file = backupFile();
    await userEvent.upload(within(restore).getByLabelText('Arquivo de backup (.json)'), file);
    await userEvent.click(within(restore).getByRole('button', { name: 'Restaurar como rascunhos' }));

    expect(await within(restore).findByText('1 rascunho criado a partir do backup:')).toBeInTheDocument();
    expect(within(restore).getByRole('link', { name: 'Kit de café' })).toHaveAttribute('href', '/dashboard/sorteio/g-new');
    expect(calls.filter((c) => c.url === '/api/me/giveaways/restore')).toEqual([expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ Authorization: 'Bearer tok-1' }) })]);
    expect(append.mock.calls).toEqual([['file', file]]);
  });

  it('shows a refused backup with its pt-BR reason and code, and that nothing was restored', async () => {
    mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url === '/api/me/giveaways/restore')
        return apiError(422, 'BACKUP_CHECKSUM_MISMATCH', 'O arquivo está corrompido ou foi alterado: a soma SHA-256 do sorteio “Kit de café” não confere. Nada foi restaurado.');
      return undefined;
    });
    renderApp('/dashboard/sorteio/bkp');

    await userEvent.upload(await screen.findByLabelText('Arquivo de backup (.json)'), backupFile());
    await userEvent.click(screen.getByRole('button', { name: 'Restaurar como rascunhos' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nada foi restaurado.');
    expect(alert).toHaveTextContent('a soma SHA-256 do sorteio “Kit de café” não confere');
    expect(alert).toHaveTextContent('Código do erro: BACKUP_CHECKSUM_MISMATCH');
  });

  it("is linked from the creator's giveaway list", async () => {
    mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url.startsWith('/api/me/giveaways?')) return json(200, { items: [], nextCursor: null });
      return undefined;
    });
    const { router } = renderApp('/dashboard/sorteio');

    await userEvent.click(await screen.findByRole('link', { name: 'Backup dos sorteios' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sorteio/bkp'));
  });
});
