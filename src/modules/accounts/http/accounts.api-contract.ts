import type { Answers, AuthAnswer, LinkStart, Me, ResolvedBy } from '@sorteios/api-contract';
import type { MeReader } from '../application/read-me/me-reader';
import type { AuthController } from './auth.controller';
import type { OutsideSignInController } from './outside-sign-in.controller';

/*
 * What accounts' answers promise the SPA (@sorteios/api-contract), checked at compile time:
 * a field renamed, retyped or dropped here fails `npm run typecheck`.
 */

/** GET /api/me, PATCH /api/me and the `user` of the sign-in and sign-up answers. */
export type MeAnswer = Answers<Me, ResolvedBy<MeReader['of']>>;
/** POST /api/auth/login and /api/auth/register. */
export type LoginAnswer = Answers<AuthAnswer, ResolvedBy<AuthController['login']>>;
export type RegisterAnswer = Answers<AuthAnswer, ResolvedBy<AuthController['register']>>;
/** POST /api/auth/oidc/:provider/link. */
export type LinkStartAnswer = Answers<LinkStart, ResolvedBy<OutsideSignInController['link']>>;
