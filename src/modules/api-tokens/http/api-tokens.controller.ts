import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { CreateApiTokenCommand, RevokeApiTokenCommand } from '../application/api-token.commands';
import { ApiTokenReader } from '../application/api-token-reader';
import { apiTokenErrors } from '../domain/api-token.errors';
import { CreateApiTokenDto } from './dto/create-api-token.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

const TokenId = new UuidParam(apiTokenErrors.notFound);

/** My API tokens (signed in with a session: an API token cannot manage tokens). */
@ApiTags('api tokens')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('tokens')
export class ApiTokensController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: ApiTokenReader,
  ) {}

  @Post()
  @ApiErrors('PLAN_REQUIRED', 'API_TOKEN_LIMIT_REACHED')
  @ApiOperation({ summary: 'Cria um token de API (sor_...), mostrado só nesta resposta; no máximo 20 por pessoa' })
  create(@Body() dto: CreateApiTokenDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new CreateApiTokenCommand({ nome: dto.nome, escopos: dto.escopos }, { ...meta, userId: user.id }));
  }

  @Get()
  @ApiOperation({ summary: 'Meus tokens de API, mais novos primeiro (nunca o token), com o último uso' })
  list(@CurrentUser() user: AuthUser) {
    return this.reader.list(user.id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoga um token de API: recusado a partir da próxima requisição' })
  async revoke(@Param('id', TokenId) id: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata): Promise<void> {
    await this.commands.execute(new RevokeApiTokenCommand(id, { ...meta, userId: user.id }));
  }
}
