import { DEFAULT_NEXT, safeNextPath } from './safe-next-path';

const PUBLIC_URL = 'https://sorteios.example';

describe('the path an outside sign-in returns to', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeNextPath('/sorteio/abc?aba=regras#topo', PUBLIC_URL)).toBe('/sorteio/abc?aba=regras#topo');
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', 'dashboard', '/api/auth/logout', '/api'])(
    'goes to the panel instead of %j',
    (raw) => {
      expect(safeNextPath(raw, PUBLIC_URL)).toBe(DEFAULT_NEXT);
    },
  );

  it('goes to the panel when no next was given', () => {
    expect(safeNextPath(undefined, PUBLIC_URL)).toBe('/dashboard');
    expect(safeNextPath('', PUBLIC_URL)).toBe('/dashboard');
  });
});
