import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { userDecider } from '../../domain/user.decider';
import { userStream } from '../../domain/user.events';
import { SetUserDisabledCommand } from './set-user-disabled.command';

@CommandHandler(SetUserDisabledCommand)
export class SetUserDisabledHandler implements ICommandHandler<SetUserDisabledCommand> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ targetUserId, disabled, motivo, meta }: SetUserDisabledCommand) {
    const command = disabled ? { type: 'DisableUser' as const, motivo } : { type: 'EnableUser' as const, motivo };
    return this.executor.execute(userStream(targetUserId), userDecider, command, meta);
  }
}
