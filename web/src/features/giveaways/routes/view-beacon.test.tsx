import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Giveaway, ViewBeacon } from '@sorteios/api-contract';
import { endSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aGiveaway, GIVEAWAY_ID, me } from '../testing/giveaway.fixtures';

const giveawayUrl = `/api/giveaways/${GIVEAWAY_ID}`;
const viewsUrl = `${giveawayUrl}/views`;
const originalBeacon = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');

let beacon: jest.Mock<boolean, [string, Blob]>;

beforeEach(() => {
  beacon = jest.fn((_url: string, _data: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => 'https://www.instagram.com/p/abc' });
});

afterEach(() => {
  jest.restoreAllMocks();
  if (originalBeacon) Object.defineProperty(navigator, 'sendBeacon', originalBeacon);
  Reflect.deleteProperty(document, 'referrer');
});

/** What each beacon said, in order: where it went and its JSON body. */
async function sentViews(): Promise<Array<{ url: string; body: ViewBeacon }>> {
  return Promise.all(beacon.mock.calls.map(async ([url, blob]) => ({ url, body: JSON.parse(await blob.text()) as ViewBeacon })));
}

function mockApi(giveaway: Giveaway) {
  return mockFetch(({ url }) => {
    if (url === '/api/me') return json(200, me);
    if (url === giveawayUrl) return json(200, giveaway);
    if (url === `${giveawayUrl}/entries/me`) return json(204);
    return undefined;
  });
}

describe('counting a view of a giveaway page', () => {
  beforeEach(() => endSession('expired'));

  it('sends one beacon per page view with the referrer and the campaign of the link, even in StrictMode and after a refetch', async () => {
    const calls = mockApi(aGiveaway());
    const { queryClient } = renderApp(`/sorteio/${GIVEAWAY_ID}?utm_source=instagram&utm_medium=story&utm_campaign=natal&ref=x`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kit de café especial' })).toBeInTheDocument();
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(calls.filter((c) => c.url === giveawayUrl)).toHaveLength(2));

    expect(await sentViews()).toEqual([
      { url: viewsUrl, body: { origem: 'https://www.instagram.com/p/abc', utm_source: 'instagram', utm_medium: 'story', utm_campaign: 'natal' } },
    ]);
    expect(calls.some((c) => c.url === viewsUrl)).toBe(false);
  });

  it('sends nothing for a draft (its creator looking at it) or a giveaway that failed to load', async () => {
    mockApi(aGiveaway({ status: 'Rascunho' }));
    const draft = renderApp(`/sorteio/${GIVEAWAY_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kit de café especial' })).toBeInTheDocument();
    draft.unmount();

    mockFetch(() => apiError(404, 'GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorteio não encontrado');

    expect(beacon).not.toHaveBeenCalled();
  });

  it('counts the page a wrong creator name moves to, not the move', async () => {
    mockApi(aGiveaway());
    const { router } = renderApp(`/outra/${GIVEAWAY_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kit de café especial' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/ana/${GIVEAWAY_ID}`);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('falls back to a keepalive fetch where the browser has no sendBeacon', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: undefined });
    const calls = mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway()) : url === viewsUrl ? json(202) : undefined));
    renderApp(`/sorteio/${GIVEAWAY_ID}?utm_campaign=natal`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kit de café especial' })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === viewsUrl)).toHaveLength(1));
    expect(calls.find((c) => c.url === viewsUrl)).toMatchObject({ method: 'POST', body: { origem: 'https://www.instagram.com/p/abc', utm_campaign: 'natal' } });
  });
});

describe('counting a view of the participation page', () => {
  beforeEach(() => signIn('tok'));

  it('sends one beacon for the giveaway page, one for the form the visitor goes on to and one on coming back', async () => {
    mockApi(aGiveaway());
    const { router } = renderApp(`/sorteio/${GIVEAWAY_ID}`);

    await userEvent.click(await screen.findByRole('link', { name: 'Participar' }));
    expect(await screen.findByRole('heading', { name: 'Participar do sorteio' })).toBeInTheDocument();
    expect(beacon).toHaveBeenCalledTimes(2);

    // Back on a page whose giveaway is already loaded: StrictMode runs the effect twice at once.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kit de café especial' })).toBeInTheDocument();

    expect((await sentViews()).map((v) => v.url)).toEqual([viewsUrl, viewsUrl, viewsUrl]);
  });

  it('sends nothing for a draft', async () => {
    mockApi(aGiveaway({ status: 'Rascunho' }));
    renderApp(`/sorteio/${GIVEAWAY_ID}/participar`);

    expect(await screen.findByRole('heading', { name: 'Participar do sorteio' })).toBeInTheDocument();
    expect(beacon).not.toHaveBeenCalled();
  });
});
