import { Body, Controller, Get, Param, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../../platform/auth/admin.guard';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { DomainError } from '../../../platform/ddd/domain-error';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { AdminEntryReader } from '../../entries/entries.public';
import { AdminUsers } from '../application/readers/admin-users';
import { ChangeAccessCommand } from '../application/users/change-access.command';
import { AdminEntriesQueryDto, AdminUsersQueryDto, ChangeAccessDto } from './dto/moderation.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

const UserId = new UuidParam(() => new DomainError('USER_NOT_FOUND', 'Usuário não encontrado.'));

@ApiTags('admin: moderation')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin')
export class AdminUsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: AdminUsers,
    private readonly entries: AdminEntryReader,
  ) {}

  @Get('users')
  @ApiOperation({ summary: 'Contas, mais novas primeiro; ?q= busca em username, e-mail e nome' })
  listUsers(@Query() query: AdminUsersQueryDto) {
    return this.users.list(query);
  }

  @Put('users/:id/roles')
  @ApiOperation({ summary: 'Pro, admin, verificado; desativar ou reativar a conta — sempre com o motivo' })
  @ApiErrors('CANNOT_CHANGE_OWN_ACCESS', 'VALIDATION_FAILED', 'CONCURRENCY_CONFLICT')
  changeAccess(@Param('id', UserId) id: string, @Body() dto: ChangeAccessDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    const { motivo, ...change } = dto;
    return this.commands.execute(new ChangeAccessCommand(id, change, motivo.trim(), { ...meta, userId: user.id }));
  }

  @Get('entries')
  @ApiOperation({ summary: 'Inscrições: as de um sorteio (?giveawayId=) ou todas' })
  listEntries(@Query() query: AdminEntriesQueryDto) {
    return this.entries.page(query);
  }
}
