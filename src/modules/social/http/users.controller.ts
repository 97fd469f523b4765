import { Controller, Delete, Get, HttpCode, Param, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard, OptionalJwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { ChangeFollowCommand } from '../application/change-follow/change-follow.command';
import { ProfileReader } from '../application/read-profiles/profile-reader';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly profiles: ProfileReader,
  ) {}

  @Get(':username')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({ summary: 'Perfil público (sem e-mail); `seguindo` diz se quem chama segue este usuário' })
  @ApiErrors('USER_NOT_FOUND')
  profile(@Param('username') username: string, @CurrentUser() user?: AuthUser) {
    return this.profiles.profile(username, user?.id ?? null);
  }

  @Get(':username/availability')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({ summary: 'Se o nome de usuário pode ser usado (o próprio nome atual conta como disponível)' })
  availability(@Param('username') username: string, @CurrentUser() user?: AuthUser) {
    return this.profiles.availability(username, user?.id ?? null);
  }

  @Get(':username/followers')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({ summary: 'Quem segue este usuário, do mais recente ao mais antigo' })
  @ApiErrors('USER_NOT_FOUND')
  followers(@Param('username') username: string, @Query() page: PageQueryDto, @CurrentUser() user?: AuthUser) {
    return this.profiles.followers(username, user?.id ?? null, page);
  }

  @Get(':username/following')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({ summary: 'Quem este usuário segue, do mais recente ao mais antigo' })
  @ApiErrors('USER_NOT_FOUND')
  following(@Param('username') username: string, @Query() page: PageQueryDto, @CurrentUser() user?: AuthUser) {
    return this.profiles.following(username, user?.id ?? null, page);
  }

  @Put(':username/follow')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Seguir (idempotente): { seguindo: true }' })
  @ApiErrors('USER_NOT_FOUND', 'CANNOT_FOLLOW_SELF', 'CONCURRENCY_CONFLICT')
  follow(@Param('username') username: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new ChangeFollowCommand(username, true, { ...meta, userId: user.id }));
  }

  @Delete(':username/follow')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Deixar de seguir (idempotente): { seguindo: false }' })
  @ApiErrors('USER_NOT_FOUND', 'CANNOT_FOLLOW_SELF', 'CONCURRENCY_CONFLICT')
  unfollow(@Param('username') username: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new ChangeFollowCommand(username, false, { ...meta, userId: user.id }));
  }
}
