import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { ChangeRolesCommand, SetUserDisabledCommand } from '../../../accounts/accounts.public';
import { ChangeSubscriptionCommand } from '../../../plans/plans.public';
import { checkAccessChange } from '../../domain/access-change';
import { AdminUsers } from '../readers/admin-users';
import { ChangeAccessCommand } from './change-access.command';

type Written = { position: number };

/**
 * The account is the accounts module's: its commands go on the bus and its decider decides
 * (the user exists, what really changed). Pro is the plans module's (an entitlement event on
 * the user's stream, with the admin as its source). Roles first, then Pro, then disabling
 * or enabling.
 */
@CommandHandler(ChangeAccessCommand)
export class ChangeAccessHandler implements ICommandHandler<ChangeAccessCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly projections: ProjectionsService,
    private readonly users: AdminUsers,
  ) {}

  async execute({ targetUserId, change, motivo, meta }: ChangeAccessCommand) {
    checkAccessChange(meta.userId, targetUserId, change);
    const { disabled, isPro, ...flags } = change;
    const roles = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined));
    let position = 0;
    if (Object.keys(roles).length > 0) {
      position = (await this.commands.execute<ChangeRolesCommand, Written>(new ChangeRolesCommand(targetUserId, roles, meta, motivo))).position;
    }
    if (isPro !== undefined) {
      const command = { type: isPro ? ('GrantPro' as const) : ('RevokePro' as const), adminId: meta.userId, motivo };
      position = Math.max(position, (await this.commands.execute<ChangeSubscriptionCommand, Written>(new ChangeSubscriptionCommand(targetUserId, command, meta))).position);
    }
    if (disabled !== undefined) {
      position = (await this.commands.execute<SetUserDisabledCommand, Written>(new SetUserDisabledCommand(targetUserId, disabled, motivo, meta))).position;
    }
    await this.projections.waitFor(position);
    return this.users.get(targetUserId);
  }
}
