import { shareUrl } from './share-urls';

const url = 'https://sorteios.exemplo/sorteio/3f1c9a2b-7d4e-4c1a-9b2f-0a1b2c3d4e5f';
const text = 'Participe do sorteio Kit & café';

describe('share URLs', () => {
  it('puts text and link in one WhatsApp message', () => {
    const parsed = new URL(shareUrl('whatsapp', url, text));
    expect(parsed.origin + parsed.pathname).toBe('https://wa.me/');
    expect(parsed.searchParams.get('text')).toBe(`${text} ${url}`);
  });

  it('gives Telegram and X the link and the text apart, encoded', () => {
    const telegram = new URL(shareUrl('telegram', url, text));
    expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url');
    expect([telegram.searchParams.get('url'), telegram.searchParams.get('text')]).toEqual([url, text]);
    const x = new URL(shareUrl('x', url, text));
    expect(x.origin + x.pathname).toBe('https://x.com/intent/post');
    expect([x.searchParams.get('url'), x.searchParams.get('text')]).toEqual([url, text]);
    expect(shareUrl('x', url, text)).toContain('Kit%20%26%20caf%C3%A9');
  });

  it('gives Facebook only the link (it reads the rest from the page)', () => {
    const facebook = new URL(shareUrl('facebook', url, text));
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect([...facebook.searchParams.keys()]).toEqual(['u']);
    expect(facebook.searchParams.get('u')).toBe(url);
  });
});
