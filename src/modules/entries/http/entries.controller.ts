import { Body, Controller, Delete, Get, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { TokenScope } from '../../../platform/auth/token-scope.decorator';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { RequireChallenge } from '../../../platform/challenge/challenge.guard';
import { UuidParam } from '../../../platform/http/uuid-param';
import { searchText } from '../../../platform/text/search-text';
import { InclusionProofs } from '../../draws/draws.public';
import { entrantsCsv } from '../application/read-entries/entrants-csv';
import { EntryReader } from '../application/read-entries/entry-reader';
import { EntryLogReader } from '../application/entry-log/entry-log-reader';
import { SubmitEntryCommand } from '../application/submit-entry/submit-entry.command';
import { WithdrawConsentCommand } from '../application/withdraw-consent/withdraw-consent.command';
import { entryErrors } from '../domain/entry.errors';
import { EntrantsQueryDto } from './dto/entrants-query.dto';
import { SubmitEntryDto } from './dto/submit-entry.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

const GiveawayId = new UuidParam(entryErrors.giveawayNotFound);

@ApiTags('entries')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('giveaways/:id')
export class EntriesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: EntryReader,
    private readonly proofs: InclusionProofs,
    private readonly log: EntryLogReader,
  ) {}

  @Post('entries')
  @RequireChallenge('entry')
  @ApiOperation({ summary: 'Inscreve o usuário no sorteio (uma inscrição por pessoa)' })
  @ApiErrors('GIVEAWAY_NOT_OPEN', 'ENTRY_AFTER_CLOSE', 'ALREADY_ENTERED', 'INVALID_ANSWERS', 'RULES_NOT_ACCEPTED', 'EMAIL_NOT_CONFIRMED', 'DISPOSABLE_EMAIL', 'PLAN_LIMIT_REACHED', 'CHALLENGE_REQUIRED', 'CONCURRENCY_CONFLICT')
  async submit(@Param('id', GiveawayId) id: string, @Body() dto: SubmitEntryDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    const input = { respostas: dto.respostas, aceiteRegulamento: dto.aceiteRegulamento, consentimentoContato: dto.consentimentoContato ?? false };
    const { entryId, ...entry } = await this.commands.execute(new SubmitEntryCommand(id, input, { ...meta, userId: user.id }));
    // The entry is projected (read-your-writes), its leaf with it: the receipt is signed over a tree that holds it.
    const [numero, recibo] = await Promise.all([this.reader.numberOf(id, entryId), this.log.receiptFor(id, entryId)]);
    return { id: entryId, ...entry, numero, recibo };
  }

  @Get('entries/me')
  @ApiOperation({ summary: 'A minha inscrição neste sorteio e, depois do encerramento, a prova de que ela está no sorteio (inclusao); 204 sem corpo quando não estou participando' })
  @ApiResponse({ status: 200, description: 'A inscrição, com inclusao (null antes do encerramento).' })
  @ApiResponse({ status: 204, description: 'Não estou participando deste sorteio (não é um erro).' })
  async mine(@Param('id', GiveawayId) id: string, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response) {
    // Asking is how a page learns whether to offer "Participar": "not entered" is an answer, not an error.
    const entry = await this.reader.mineIfAny(id, user.id);
    if (!entry) {
      res.status(204);
      return undefined;
    }
    const [inclusao, recibo] = await Promise.all([this.proofs.onceCommitted(id, user.id), this.log.receiptFor(id, entry.id)]);
    return { ...entry, inclusao, recibo };
  }

  @Delete('entries/me/consent')
  @ApiOperation({ summary: 'Retira o consentimento para contato (LGPD)' })
  @ApiErrors('ENTRY_NOT_FOUND', 'CONCURRENCY_CONFLICT')
  async withdrawConsent(@Param('id', GiveawayId) id: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    await this.commands.execute(new WithdrawConsentCommand(id, { ...meta, userId: user.id }));
    return this.reader.mine(id, user.id);
  }

  @Get('entries')
  @TokenScope('entries:read')
  @ApiOperation({ summary: 'Inscritos (criador ou admin), com busca sem acentos e paginação' })
  @ApiErrors('NOT_GIVEAWAY_OWNER')
  entrants(@Param('id', GiveawayId) id: string, @Query() query: EntrantsQueryDto, @CurrentUser() user: AuthUser) {
    return this.reader.entrants(id, user, query);
  }

  @Get('entries.csv')
  @TokenScope('entries:read')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Inscritos em CSV (UTF-8 com BOM, separado por ;)' })
  @ApiErrors('NOT_GIVEAWAY_OWNER')
  async csv(@Param('id', GiveawayId) id: string, @Query() query: EntrantsQueryDto, @CurrentUser() user: AuthUser, @Res() res: Response) {
    const giveaway = await this.reader.ownedGiveaway(id, user);
    const name = searchText(giveaway.titulo).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'sorteio';
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="inscritos-${name}.csv"`);
    entrantsCsv(giveaway.camposFormulario, this.reader.allEntrants(id, query.q)).pipe(res);
  }
}
