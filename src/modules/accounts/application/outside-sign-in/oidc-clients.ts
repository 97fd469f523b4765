import { Inject, Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import type { OidcProviderConfig } from '../../../../config/oidc-providers.config';
import { DomainError } from '../../../../platform/ddd/domain-error';
import { outsideSignInErrors } from '../../domain/outside-sign-in.errors';

/**
 * openid: the ID token and its `sub`; email: `email` and `email_verified` (an account is
 * linked by e-mail only when the provider verified it); profile: the names that fill in a new
 * account. Nothing else is asked for: no access to anything at the provider is kept.
 */
export const OIDC_SCOPES = 'openid email profile';

/** The secrets of one authorization, made at the start and checked when the provider answers. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who the provider says signed in, from the validated ID token (or its UserInfo, signed for by the same sub). */
export interface OutsideProfile {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  nome: string;
  sobrenome: string;
}

/**
 * openid-client (certified) does the protocol: discovery from the issuer, PKCE S256, state and
 * nonce, and the ID token's checks (issuer, audience, expiry, nonce and, with non-repudiation
 * checks on, its signature against the provider's JWKS, fetched and cached by the client).
 * Discovery runs on first use, not at start: a provider that is down blocks only its own button.
 */
@Injectable()
export class OidcClients {
  private readonly logger = new Logger('OutsideSignIn');
  private readonly providers: Map<string, OidcProviderConfig>;
  private readonly discovered = new Map<string, Promise<oidc.Configuration>>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.providers = new Map(config.oidcProviders.map((p) => [p.name, p]));
  }

  /** The configured providers' names, Google first (GET /api/auth/providers). */
  names(): string[] {
    return [...this.providers.keys()];
  }

  /** 404 PROVIDER_NOT_CONFIGURED for a name no configuration gives. */
  ensureConfigured(name: string): void {
    this.provider(name);
  }

  newChecks(): AuthorizationChecks {
    return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
  }

  async authorizationUrl(name: string, checks: AuthorizationChecks): Promise<string> {
    const provider = this.provider(name);
    const config = await this.configuration(provider);
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: provider.redirectUri,
      scope: OIDC_SCOPES,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    }).href;
  }

  /**
   * Trades the code in the callback's query for the tokens and returns who signed in. The
   * tokens themselves are dropped here: nothing of them is stored or logged.
   */
  async profileFrom(name: string, callbackQuery: string, checks: AuthorizationChecks): Promise<OutsideProfile> {
    const provider = this.provider(name);
    const config = await this.configuration(provider);
    // redirect_uri is taken from this URL: the configured one, with the query the provider sent.
    const currentUrl = new URL(provider.redirectUri);
    currentUrl.search = callbackQuery;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      // Some providers keep e-mail and names out of the ID token: UserInfo gives them, for the same sub.
      const info = typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      const email = typeof info.email === 'string' ? info.email.trim().toLowerCase() || null : null;
      const fullName = nameText(info.name);
      const givenName = nameText(info.given_name);
      return {
        provider: name,
        subject: claims.sub,
        email,
        emailVerified: email !== null && (info.email_verified === true || info.email_verified === 'true'),
        nome: upToNameMax(givenName || fullName.split(' ')[0]),
        sobrenome: upToNameMax(nameText(info.family_name) || (givenName ? '' : fullName.split(' ').slice(1).join(' '))),
      };
    } catch (err) {
      if (err instanceof DomainError) throw err;
      if (err instanceof oidc.AuthorizationResponseError && err.error === 'access_denied') throw outsideSignInErrors.cancelled();
      this.logger.warn(`${name}: resposta recusada (${describe(err)})`);
      throw outsideSignInErrors.failed();
    }
  }

  private provider(name: string): OidcProviderConfig {
    const provider = this.providers.get(name);
    if (!provider) throw outsideSignInErrors.providerNotConfigured();
    return provider;
  }

  /** Discovered once per process; a failed discovery is forgotten, so the next sign-in tries again. */
  private configuration(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    let pending = this.discovered.get(provider.name);
    if (!pending) {
      const issuer = new URL(provider.issuer);
      const execute = [oidc.enableNonRepudiationChecks, ...(issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [])];
      pending = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, { execute, timeout: 10 }).catch((err: unknown) => {
        this.discovered.delete(provider.name);
        this.logger.warn(`${provider.name}: descoberta em ${provider.issuer} falhou (${describe(err)})`);
        throw outsideSignInErrors.providerUnavailable();
      });
      this.discovered.set(provider.name, pending);
    }
    return pending;
  }
}

/** As long as a name typed at sign-up may be (counted in characters, so no emoji is cut in half). */
const upToNameMax = (text: string) => [...text].slice(0, 80).join('').trim();

/**
 * A name as the provider sent it, made one line of well-formed text (names are kept in events
 * and shown, mailed and exported: platform/text/safe-text.ts says why).
 */
function nameText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What went wrong, without anything the provider sent back (a token could be in it). */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return 'erro desconhecido';
  const code = (err as { code?: unknown }).code;
  const error = (err as { error?: unknown }).error;
  return [err.name, typeof code === 'string' ? code : null, typeof error === 'string' ? error : null, err.message].filter(Boolean).join(': ');
}
