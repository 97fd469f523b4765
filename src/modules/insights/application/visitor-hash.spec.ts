import { isBotAgent, newDaySalt, sourceOf, visitorHash } from './visitor-hash';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('visitor hash', () => {
  it('is the same for one IP, browser and giveaway under one day salt, and nothing like the IP', () => {
    const salt = newDaySalt();
    const hash = visitorHash(salt, '203.0.113.7', CHROME, 'g-1');
    expect(visitorHash(salt, '203.0.113.7', CHROME, 'g-1')).toBe(hash);
    expect(hash).not.toContain('203.0.113.7');
    expect(hash).toMatch(/^[\w-]{43}$/);
  });

  it('changes with the day salt, the giveaway, the IP and the browser', () => {
    const salt = newDaySalt();
    const hash = visitorHash(salt, '203.0.113.7', CHROME, 'g-1');
    expect(visitorHash(newDaySalt(), '203.0.113.7', CHROME, 'g-1')).not.toBe(hash);
    expect(visitorHash(salt, '203.0.113.7', CHROME, 'g-2')).not.toBe(hash);
    expect(visitorHash(salt, '203.0.113.8', CHROME, 'g-1')).not.toBe(hash);
    expect(visitorHash(salt, '203.0.113.7', `${CHROME} Edg/120.0`, 'g-1')).not.toBe(hash);
  });
});

describe('bot filter', () => {
  it('tells crawlers and scripts from browsers', () => {
    expect(isBotAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotAgent('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)')).toBe(true);
    expect(isBotAgent('curl/8.5.0')).toBe(true);
    expect(isBotAgent(undefined)).toBe(true);
    expect(isBotAgent('')).toBe(true);
    expect(isBotAgent(CHROME)).toBe(false);
  });
});

describe('source of a view', () => {
  it('keeps only the referrer’s host, and calls no referrer or our own pages "direto"', () => {
    expect(sourceOf('https://www.instagram.com/p/abc?utm=1', 'sorteios.app')).toBe('instagram.com');
    expect(sourceOf('https://l.facebook.com/l.php?u=x', 'sorteios.app')).toBe('l.facebook.com');
    expect(sourceOf(undefined, 'sorteios.app')).toBe('direto');
    expect(sourceOf('not a url', 'sorteios.app')).toBe('direto');
    expect(sourceOf('https://sorteios.app/explorar', 'sorteios.app')).toBe('direto');
  });
});
