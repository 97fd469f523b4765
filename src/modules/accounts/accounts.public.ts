/**
 * The public surface of accounts: what other modules may use (docs/architecture.md, "Module
 * boundaries"). Everything else in this folder is private; the published events are in
 * domain/user.events.ts.
 */

/** People by id or username, for every module that shows or e-mails a person; the admin area's account search and counts. */
export { AccountReader, type Account, type PublicPerson, publicPersonOf } from './application/read-accounts/account-reader';
/** An account by id even before it is projected (falls back to its stream): entries' username of a just-registered user. Provide with AccountReader. */
export { AccountIdentities, type AccountIdentity } from './application/read-accounts/account-identities';
/** The commands moderation's admin area sends to change an account's roles or disable it (the account's own decider decides). */
export { ChangeRolesCommand } from './application/change-roles/change-roles.command';
export { SetUserDisabledCommand } from './application/disable-user/set-user-disabled.command';
/** For `npm run admin:grant` (src/cli/grant-admin.ts): the first admin, granted on the write side with no Nest app. */
export { AdminGrant } from './application/grant-admin/admin-grant';
