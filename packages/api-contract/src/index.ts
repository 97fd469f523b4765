/**
 * @sorteios/api-contract: the JSON the Sorteios API answers, as the SPA reads it. Types only
 * (no runtime): the SPA types its requests with them, and the server checks at compile time that
 * what its readers answer still gives every field (src/modules/<module>/http/*.api-contract.ts).
 */
export type * from './conformance';
export type * from './contacts';
export type * from './entries';
export type * from './giveaways';
export type * from './me';
export type * from './moderation';
export type * from './page';
export type * from './plans';
export type * from './profiles';
export type * from './insights';
export type * from './instagram';
export type * from './instagram-import';
export type * from './tokens';
export type * from './webhooks';
export type * from './backups';
