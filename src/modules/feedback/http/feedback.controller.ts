import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { OptionalJwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { SendFeedbackCommand } from '../application/feedback.commands';
import { SendFeedbackDto } from './dto/feedback.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

@ApiTags('feedback')
@UseGuards(OptionalJwtAuthGuard)
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiOperation({ summary: 'Envia uma sugestão, problema ou elogio (qualquer pessoa; limite por IP)' })
  @ApiErrors('TOO_MANY_REQUESTS')
  send(@Body() dto: SendFeedbackDto, @Req() req: Request, @RequestMeta() meta: CommandMetadata) {
    const { nome, email, mensagem, tipo } = dto;
    return this.commands.execute(new SendFeedbackCommand({ nome, email, mensagem, tipo }, req.ip ?? 'unknown', meta));
  }
}
