import { logSafeUrl } from './log-safe-url';

describe('logSafeUrl', () => {
  it('hides the code and state of an OAuth callback, keeping the path and the other parameters', () => {
    expect(logSafeUrl('/api/auth/oidc/google/callback?code=abc123&state=xyz&iss=https%3A%2F%2Faccounts.google.com')).toBe(
      '/api/auth/oidc/google/callback?code=[omitido]&state=[omitido]&iss=https%3A%2F%2Faccounts.google.com',
    );
  });

  it('hides tokens in any letter case and leaves a URL without them untouched', () => {
    expect(logSafeUrl('/x?Token=s3cr3t&page=2')).toBe('/x?Token=[omitido]&page=2');
    expect(logSafeUrl('/api/giveaways?pagina=2&codigo=1')).toBe('/api/giveaways?pagina=2&codigo=1');
    expect(logSafeUrl('/api/health')).toBe('/api/health');
  });
});
