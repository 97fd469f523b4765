import type { Answers, ApiToken, ApiTokenList, ApiTokenScope, CreatedApiToken, ResolvedBy } from '@sorteios/api-contract';
import type { ApiTokenScope as PlatformScope } from '../../../platform/auth/api-tokens.port';
import type { CreateApiTokenHandler } from '../application/api-token.handlers';
import type { ApiTokenReader } from '../application/api-token-reader';
import type { ApiTokenScope as DomainScope } from '../domain/api-token.events';

/*
 * What the API tokens' answers promise the SPA (@sorteios/api-contract), checked at compile
 * time: a field renamed, retyped or dropped here fails `npm run typecheck`.
 */

/** POST /api/tokens: the token, once. */
export type CreatedApiTokenAnswer = Answers<CreatedApiToken, ResolvedBy<CreateApiTokenHandler['execute']>>;
/** GET /api/tokens. */
export type ApiTokenListAnswer = Answers<ApiTokenList, ResolvedBy<ApiTokenReader['list']>>;
export type ApiTokenRowAnswer = Answers<ApiToken, ResolvedBy<ApiTokenReader['list']>['items'][number]>;

/** The SPA offers every scope as a checkbox, and the guard checks the same names: the three lists are equal. */
export type ScopeAnswer = Answers<ApiTokenScope, DomainScope>;
export type ScopeListed = Answers<DomainScope, ApiTokenScope>;
export type PlatformScopeAnswer = Answers<PlatformScope, DomainScope>;
export type PlatformScopeListed = Answers<DomainScope, PlatformScope>;
