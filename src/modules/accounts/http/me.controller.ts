import { Body, Controller, Get, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { MeReader } from '../application/read-me/me-reader';
import { UpdateProfileCommand } from '../application/update-profile/update-profile.command';
import { UpdateMeDto } from './dto/update-me.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

@ApiTags('me')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me')
export class MeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: MeReader,
  ) {}

  @Get()
  @ApiOperation({ summary: 'O usuário autenticado' })
  @ApiErrors('USER_NOT_FOUND')
  me(@CurrentUser() user: AuthUser) {
    return this.reader.of(user.id);
  }

  @Patch()
  @ApiOperation({ summary: 'Atualiza o perfil (nome, sobrenome, bio, foto, nome de usuário)' })
  @ApiErrors('USERNAME_TAKEN', 'USER_NOT_FOUND', 'CONCURRENCY_CONFLICT')
  async update(@CurrentUser() user: AuthUser, @Body() dto: UpdateMeDto, @RequestMeta() meta: CommandMetadata) {
    // null passes @IsOptional as "not sent" (the OpenAPI says nullable); only photoURL's null means something: no photo.
    const changes = { ...dto, nome: dto.nome?.trim(), sobrenome: dto.sobrenome?.trim(), bio: dto.bio?.trim(), username: dto.username ?? undefined };
    const { revision } = await this.commands.execute(new UpdateProfileCommand(changes, { ...meta, userId: user.id }));
    return { ...(await this.reader.of(user.id)), revision };
  }
}
