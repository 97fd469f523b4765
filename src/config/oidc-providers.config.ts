/**
 * Sign-in with outside OpenID Connect providers (docs/outside-accounts.md). Part of the
 * configuration loadConfig reads: it is handed the environment, it never reads process.env.
 *
 * Google is `OIDC_GOOGLE_*`, its issuer preset; any other issuer is added by configuration
 * alone, as `OIDC_<NAME>_ISSUER`, `OIDC_<NAME>_CLIENT_ID` and `OIDC_<NAME>_CLIENT_SECRET`.
 * A provider is offered when its client id and secret are both set.
 */
export interface OidcProviderConfig {
  /** Lower-case NAME: the path segment of /api/auth/oidc/<name>/… and what GET /api/auth/providers lists. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `<PUBLIC_URL>/api/auth/oidc/<name>/callback`: registered as is at the provider. */
  redirectUri: string;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';
const VARIABLE = /^OIDC_([A-Z][A-Z0-9_]*?)_(ISSUER|CLIENT_ID|CLIENT_SECRET)$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The providers set in `env` (blank values already dropped), Google first, then by name; or
 * the problems found, each naming its variable.
 */
export function oidcProvidersFrom(env: Record<string, string | undefined>, publicUrl: string): { providers: OidcProviderConfig[]; problems: string[] } {
  const byName = new Map<string, Partial<Record<'ISSUER' | 'CLIENT_ID' | 'CLIENT_SECRET', string>>>();
  for (const [key, value] of Object.entries(env)) {
    const match = VARIABLE.exec(key);
    if (!match || value === undefined) continue;
    byName.set(match[1], { ...byName.get(match[1]), [match[2]]: value.trim() });
  }
  const providers: OidcProviderConfig[] = [];
  const problems: string[] = [];
  for (const [NAME, values] of byName) {
    const issuer = values.ISSUER ?? (NAME === 'GOOGLE' ? GOOGLE_ISSUER : undefined);
    const missing = (['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'] as const).filter((part) => (part === 'ISSUER' ? !issuer : !values[part]));
    // An issuer alone names no client: nothing to offer, and nothing wrong either.
    if (!values.CLIENT_ID && !values.CLIENT_SECRET) continue;
    if (missing.length > 0) {
      problems.push(...missing.map((part) => `OIDC_${NAME}_${part}: obrigatório com ${values.CLIENT_ID ? `OIDC_${NAME}_CLIENT_ID` : `OIDC_${NAME}_CLIENT_SECRET`}`));
      continue;
    }
    const issuerProblem = issuerProblemOf(issuer!);
    if (issuerProblem) {
      problems.push(`OIDC_${NAME}_ISSUER: ${issuerProblem}`);
      continue;
    }
    const name = NAME.toLowerCase();
    providers.push({
      name,
      issuer: issuer!,
      clientId: values.CLIENT_ID!,
      clientSecret: values.CLIENT_SECRET!,
      redirectUri: `${publicUrl}/api/auth/oidc/${name}/callback`,
    });
  }
  providers.sort((a, b) => (a.name === 'google' ? -1 : b.name === 'google' ? 1 : a.name.localeCompare(b.name)));
  return { providers, problems };
}

/**
 * Discovery, the token exchange and the keys travel over https; plain http only to this
 * machine (a provider run locally, as the tests do), never across a network.
 */
function issuerProblemOf(issuer: string): string | null {
  const url = URL.canParse(issuer) ? new URL(issuer) : null;
  if (!url || url.search || url.hash || url.username) return 'deve ser o endereço do emissor OpenID Connect, ex.: https://accounts.google.com';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return null;
  return 'deve usar https:// (http:// só para um emissor em localhost ou 127.0.0.1)';
}
