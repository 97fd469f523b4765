import { isSameOriginRequest } from './same-origin.guard';

const trusted = new Set(['https://sorteios.exemplo.com.br', 'https://app.exemplo.com.br']);
const allowed = (headers: Record<string, string>) => isSameOriginRequest(headers, trusted);

describe('isSameOriginRequest', () => {
  it('lets the browser through when it says the page is our own', () => {
    expect(allowed({ 'sec-fetch-site': 'same-origin', origin: 'https://sorteios.exemplo.com.br' })).toBe(true);
    expect(allowed({ 'sec-fetch-site': 'same-origin' })).toBe(true);
  });

  it('lets a request the person started themselves through', () => {
    expect(allowed({ 'sec-fetch-site': 'none' })).toBe(true);
  });

  it('refuses a page of another site or of a sibling host', () => {
    expect(allowed({ 'sec-fetch-site': 'cross-site', origin: 'https://golpe.example' })).toBe(false);
    expect(allowed({ 'sec-fetch-site': 'same-site', origin: 'https://blog.exemplo.com.br' })).toBe(false);
  });

  it('accepts a configured origin even from another host', () => {
    expect(allowed({ 'sec-fetch-site': 'same-site', origin: 'https://app.exemplo.com.br' })).toBe(true);
  });

  it('judges browsers without Sec-Fetch-Site by their Origin alone', () => {
    expect(allowed({ origin: 'https://sorteios.exemplo.com.br' })).toBe(true);
    expect(allowed({ origin: 'https://golpe.example' })).toBe(false);
    expect(allowed({ origin: 'null' })).toBe(false);
  });

  it('lets a client that is no browser through (no header at all)', () => {
    expect(allowed({})).toBe(true);
  });
});
