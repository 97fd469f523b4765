import { loginPathWithNext, safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/sorteio/1?aba=regras#topo', '/sorteio/1?aba=regras#topo'],
  ])('accepts the path %s on this site', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/\t/evil.example',
    '',
  ])('refuses %j, which could leave the site', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeNextPath(null)).toBeNull();
  });
});

describe('loginPathWithNext', () => {
  it('keeps the path readable and encodes its query', () => {
    expect(loginPathWithNext('/dashboard')).toBe('/login?next=/dashboard');
    expect(loginPathWithNext('/sorteio/1?a=1&b=2')).toBe('/login?next=/sorteio/1%3Fa%3D1%26b%3D2');
  });
});
