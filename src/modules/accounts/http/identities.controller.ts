import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UnlinkIdentityCommand } from '../application/unlink-identity/unlink-identity.command';

/** The outside identities of the signed-in person; they are listed in GET /api/me (`identidades`). */
@ApiTags('me')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me/identities')
export class IdentitiesController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':provider/:subject')
  @HttpCode(204)
  @ApiOperation({ summary: 'Desvincula uma conta externa (recusado quando é a única forma de entrar)' })
  @ApiErrors('IDENTITY_NOT_FOUND', 'LAST_SIGN_IN_METHOD', 'USER_NOT_FOUND', 'CONCURRENCY_CONFLICT')
  async unlink(@Param('provider') provider: string, @Param('subject') subject: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata): Promise<void> {
    await this.commands.execute(new UnlinkIdentityCommand({ provider, subject }, { ...meta, userId: user.id }));
  }
}
