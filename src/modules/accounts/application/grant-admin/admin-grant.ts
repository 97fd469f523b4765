import type { CommandMetadata, StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ChangeRolesCommand } from '../change-roles/change-roles.command';
import { ChangeRolesHandler } from '../change-roles/change-roles.handler';
import { UserDirectory } from '../services/user-directory';

/**
 * Makes the account of an e-mail an admin, on the write side alone (no read model, no Nest
 * app): `npm run admin:grant` runs it for the first admin, who has no one to grant it. The
 * same ChangeRolesCommand and handler as the admin area, so UserRolesChanged is recorded
 * like any other change.
 */
export class AdminGrant {
  constructor(private readonly executor: StreamExecutor) {}

  /** The account made admin, or null when no account has this e-mail. */
  async grantByEmail(email: string, meta: CommandMetadata): Promise<{ userId: string; username: string } | null> {
    const user = await new UserDirectory(this.executor).byEmail(email);
    if (!user?.userId) return null;
    await new ChangeRolesHandler(this.executor).execute(new ChangeRolesCommand(user.userId, { isAdmin: true }, meta));
    return { userId: user.userId, username: user.username ?? '' };
  }
}
