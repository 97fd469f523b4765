import { apiError, json, mockFetch } from '../test/fetch-mock';
import { getSession, signIn } from './auth-session';
import { fetchFile, saveBlob } from './download-file';

afterEach(() => jest.restoreAllMocks());

describe('fetchFile', () => {
  it('fetches the file with the bearer token and returns its bytes untouched', async () => {
    signIn('token-1');
    const calls = mockFetch(() => new Response('\uFEFFa;b\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));

    const blob = await fetchFile('/api/giveaways/1/entries.csv');

    expect(calls[0]!.headers.Authorization).toBe('Bearer token-1');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0x3b, 0x62, 0x0d, 0x0a]));
  });

  it('after a 401 refreshes the token once and repeats the download with the new one', async () => {
    signIn('expired-token');
    const calls = mockFetch(({ url, headers }) => {
      if (url === '/api/auth/refresh') return json(200, { accessToken: 'fresh-token' });
      return headers.Authorization === 'Bearer fresh-token' ? new Response('ok') : apiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado');
    });

    await expect((await fetchFile('/f.csv')).text()).resolves.toBe('ok');
    expect(calls.map((c) => c.url)).toEqual(['/f.csv', '/api/auth/refresh', '/f.csv']);
  });

  it('signs the user out when the refresh is refused too', async () => {
    signIn('expired-token');
    mockFetch(() => apiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado'));

    await expect(fetchFile('/f.csv')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toMatchObject({ status: 'signed-out', signOutReason: 'expired' });
  });

  it("reports the API's error code and pt-BR message", async () => {
    signIn('token-1');
    mockFetch(() => apiError(403, 'NOT_GIVEAWAY_OWNER', 'Apenas o criador pode exportar.'));

    await expect(fetchFile('/f.csv')).rejects.toMatchObject({ status: 403, code: 'NOT_GIVEAWAY_OWNER', message: 'Apenas o criador pode exportar.' });
  });

  it('turns a network failure into NETWORK_ERROR with a pt-BR message', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(fetchFile('/f.csv')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'Falha na conexão. Verifique sua internet e tente novamente.',
    });
  });
});

describe('saveBlob', () => {
  it('clicks a link to an object URL with the file name, and leaves nothing in the page', () => {
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: jest.fn(() => 'blob:http://localhost/1') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
    const clicked: Array<{ href: string; download: string; inPage: boolean }> = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
    });

    saveBlob(new Blob(['x']), 'inscritos-kit.csv');

    expect(clicked).toEqual([{ href: 'blob:http://localhost/1', download: 'inscritos-kit.csv', inPage: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
