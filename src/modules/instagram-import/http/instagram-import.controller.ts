import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { ImportJob, ImportJobReader } from '../application/import-job-reader';
import { StartInstagramImportCommand } from '../application/start-import.command';
import { instagramImportErrors } from '../domain/instagram-import.errors';
import { StartInstagramImportDto } from './dto/start-instagram-import.dto';

const GiveawayId = new UuidParam(instagramImportErrors.giveawayNotFound);
const JobId = new UuidParam(instagramImportErrors.jobNotFound);

/** Import a post's comments into a giveaway (issue 15, docs/api.md) and follow the job. */
@ApiTags('instagram')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller()
export class InstagramImportController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: ImportJobReader,
  ) {}

  @Post('giveaways/:id/instagram-import')
  @HttpCode(202)
  @ApiOperation({ summary: 'Importa os comentários de um post do Instagram conectado como inscrições (Pro, só quem criou o sorteio): { jobId }' })
  @ApiErrors(
    'GIVEAWAY_NOT_FOUND',
    'NOT_GIVEAWAY_OWNER',
    'PLAN_REQUIRED',
    'GIVEAWAY_NOT_OPEN',
    'INSTAGRAM_NOT_CONNECTED',
    'INSTAGRAM_MEDIA_NOT_FOUND',
    'INSTAGRAM_PERMISSION_MISSING',
    'INSTAGRAM_TOKEN_EXPIRED',
    'INSTAGRAM_RATE_LIMITED',
    'INSTAGRAM_UNAVAILABLE',
    'CONCURRENCY_CONFLICT',
  )
  start(@Param('id', GiveawayId) id: string, @Body() dto: StartInstagramImportDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata): Promise<{ jobId: string }> {
    return this.commands.execute(new StartInstagramImportCommand(id, { mediaId: dto.mediaId, regras: dto.regras }, { ...meta, userId: user.id }));
  }

  @Get('giveaways/:id/instagram-imports')
  @ApiOperation({ summary: 'As importações do Instagram mais recentes do sorteio (só quem o criou), mais novas primeiro' })
  @ApiErrors('GIVEAWAY_NOT_FOUND', 'NOT_GIVEAWAY_OWNER')
  list(@Param('id', GiveawayId) id: string, @CurrentUser() user: AuthUser): Promise<{ items: ImportJob[] }> {
    return this.reader.ofGiveaway(id, user.id);
  }

  @Get('jobs/:jobId')
  @ApiOperation({ summary: 'O andamento de uma importação: { status, progresso: { feitos, total }, aguardando, resultado, erro }' })
  @ApiErrors('JOB_NOT_FOUND')
  job(@Param('jobId', JobId) jobId: string, @CurrentUser() user: AuthUser): Promise<ImportJob> {
    return this.reader.job(jobId, user.id);
  }
}
