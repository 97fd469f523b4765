import type { Answers, InstagramAuthorization, InstagramConnected, InstagramMedia, InstagramStatus, ResolvedBy } from '@sorteios/api-contract';
import type { InstagramController } from './instagram.controller';

/*
 * What the Instagram routes' answers promise the SPA (@sorteios/api-contract), checked at
 * compile time: a field renamed, retyped or dropped here fails `npm run typecheck`.
 */

export type StatusAnswer = Answers<InstagramStatus, ResolvedBy<InstagramController['status']>>;
export type AuthorizationAnswer = Answers<InstagramAuthorization, ResolvedBy<InstagramController['connect']>>;
export type ConnectedAnswer = Answers<InstagramConnected, ResolvedBy<InstagramController['callback']>>;
export type MediaAnswer = Answers<InstagramMedia, ResolvedBy<InstagramController['recentMedia']>[number]>;
