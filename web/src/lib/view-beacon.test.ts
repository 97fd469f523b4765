import { json, mockFetch } from '../test/fetch-mock';
import { sendViewBeacon, viewBeaconBody } from './view-beacon';

const ID = '0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71';
const original = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');

function stubSendBeacon(impl: ((url: string, data: Blob) => boolean) | undefined) {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: impl && jest.fn(impl) });
  return navigator.sendBeacon as unknown as jest.Mock;
}

afterEach(() => {
  jest.restoreAllMocks();
  if (original) Object.defineProperty(navigator, 'sendBeacon', original);
});

describe('viewBeaconBody', () => {
  it('carries the referrer and the campaign parameters of the URL, nothing else', () => {
    expect(viewBeaconBody('https://www.instagram.com/p/abc', '?utm_source=instagram&utm_medium=story&utm_campaign=natal&fbclid=x&utm_term=y')).toEqual({
      origem: 'https://www.instagram.com/p/abc',
      utm_source: 'instagram',
      utm_medium: 'story',
      utm_campaign: 'natal',
    });
  });

  it('cuts values to the lengths the API accepts, so a long link still counts', () => {
    const body = viewBeaconBody(`https://exemplo.com/${'a'.repeat(3000)}`, `?utm_campaign=${'c'.repeat(300)}`);
    expect(body.origem).toHaveLength(2000);
    expect(body.origem!.startsWith('https://exemplo.com/')).toBe(true);
    expect(body.utm_campaign).toBe('c'.repeat(200));
  });

  it('leaves out what is not there (a typed-in address, a link without campaign)', () => {
    expect(viewBeaconBody('', '')).toEqual({});
    expect(viewBeaconBody('', '?utm_source=')).toEqual({});
  });
});

describe('sendViewBeacon', () => {
  it('queues the view with sendBeacon as JSON, and fetches nothing', async () => {
    const beacon = stubSendBeacon(() => true);
    const calls = mockFetch(() => undefined);

    sendViewBeacon(ID, { origem: 'https://t.co/x', utm_source: 'x' });

    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe(`/api/giveaways/${ID}/views`);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ origem: 'https://t.co/x', utm_source: 'x' });
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['is missing', undefined],
    ['declines to queue it', () => false],
    [
      'throws',
      () => {
        throw new TypeError('blocked');
      },
    ],
  ])('falls back to a keepalive fetch when sendBeacon %s', async (_case, impl) => {
    stubSendBeacon(impl);
    const calls = mockFetch(() => json(202));
    const fetchSpy = globalThis.fetch as jest.Mock;

    sendViewBeacon(ID, { origem: 'https://google.com/' });

    expect(calls).toEqual([
      { url: `/api/giveaways/${ID}/views`, method: 'POST', body: { origem: 'https://google.com/' }, headers: { 'content-type': 'application/json' } },
    ]);
    expect(fetchSpy.mock.calls[0][1]).toMatchObject({ keepalive: true });
  });

  it('lets a failed fallback go without an unhandled rejection', async () => {
    stubSendBeacon(undefined);
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

    expect(() => sendViewBeacon(ID, {})).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
