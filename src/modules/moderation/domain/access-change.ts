import { moderationErrors } from './moderation.errors';

/** What an admin may change on an account (PUT /api/admin/users/:id/roles). */
export interface AccessChange {
  isPro?: boolean;
  isAdmin?: boolean;
  verified?: boolean;
  disabled?: boolean;
}

/**
 * The rules around an account change that are the admin area's own: something must change,
 * and an admin cannot lock themselves out (the last admin would leave the area with no one).
 * The account's own rules (it exists, what changed) are the accounts decider's.
 */
export function checkAccessChange(actorId: string, targetId: string, change: AccessChange): void {
  const flags = [change.isPro, change.isAdmin, change.verified, change.disabled];
  if (flags.every((flag) => flag === undefined)) throw moderationErrors.nothingToChange();
  if (actorId === targetId && (change.isAdmin === false || change.disabled === true)) throw moderationErrors.ownAccess();
}
