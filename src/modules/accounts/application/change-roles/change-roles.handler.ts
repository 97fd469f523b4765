import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { userDecider } from '../../domain/user.decider';
import { userStream } from '../../domain/user.events';
import { ChangeRolesCommand } from './change-roles.command';

@CommandHandler(ChangeRolesCommand)
export class ChangeRolesHandler implements ICommandHandler<ChangeRolesCommand> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ targetUserId, roles, meta, motivo }: ChangeRolesCommand) {
    return this.executor.execute(userStream(targetUserId), userDecider, { type: 'ChangeRoles', roles, motivo }, meta);
  }
}
