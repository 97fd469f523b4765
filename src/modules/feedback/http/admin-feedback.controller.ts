import { Body, Controller, Get, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../../platform/auth/admin.guard';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { MarkFeedbackCommand, ReplyToFeedbackCommand } from '../application/feedback.commands';
import { FeedbackReader } from '../application/feedback-reader';
import { feedbackErrors } from '../domain/feedback.errors';
import { FeedbackListQueryDto, MarkFeedbackDto, ReplyToFeedbackDto } from './dto/feedback.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

const FeedbackId = new UuidParam(feedbackErrors.notFound);

@ApiTags('admin: feedback')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/feedback')
export class AdminFeedbackController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: FeedbackReader,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Mensagens do formulário de contato, mais novas primeiro; ?lida= filtra' })
  list(@Query() query: FeedbackListQueryDto) {
    return this.reader.list(query);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Marca como lida ou não lida' })
  @ApiErrors('CONCURRENCY_CONFLICT')
  mark(@Param('id', FeedbackId) id: string, @Body() dto: MarkFeedbackDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new MarkFeedbackCommand(id, dto.lida, { ...meta, userId: user.id }));
  }

  @Post(':id/reply')
  @ApiOperation({ summary: 'Responde por e-mail a quem escreveu (assinado pela equipe)' })
  @ApiErrors('CONCURRENCY_CONFLICT')
  reply(@Param('id', FeedbackId) id: string, @Body() dto: ReplyToFeedbackDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new ReplyToFeedbackCommand(id, dto.mensagem, { ...meta, userId: user.id }));
  }
}
