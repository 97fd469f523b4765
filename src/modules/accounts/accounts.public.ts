/**
 * The public surface of accounts: what other modules may use (docs/architecture.md, "Module
 * boundaries"). Everything else in this folder is private; the published events are in
 * domain/user.events.ts.
 */

/** People by id or username, for every module that shows or e-mails a person. */
export { AccountReader, type Account, type PublicPerson, publicPersonOf } from './application/read-accounts/account-reader';
