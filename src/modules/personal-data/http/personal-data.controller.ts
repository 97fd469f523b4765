import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { DomainError } from '../../../platform/ddd/domain-error';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { EraseAccountCommand } from '../application/erase-account.command';
import { PersonalDataExport } from '../application/personal-data-export';
import { EraseAccountDto } from './dto/erase-account.dto';

/** Meus dados (LGPD art. 18): the export and the erasure (docs/personal-data.md). */
@ApiTags('me')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me')
export class PersonalDataController {
  constructor(
    private readonly commands: CommandBus,
    private readonly exporter: PersonalDataExport,
  ) {}

  @Get('export')
  @ApiProduces('application/json')
  @ApiOperation({ summary: 'Tudo o que guardamos sobre mim (LGPD art. 18), lido numa única posição do registro, como arquivo JSON' })
  async export(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response) {
    const document = await this.exporter.of(user.id);
    res.setHeader('Content-Disposition', `attachment; filename="meus-dados-sorteios-${document.geradoEm.slice(0, 10)}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    return document;
  }

  @Delete()
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Exclui minha conta (LGPD art. 18, VI), confirmada com a senha: os dados pessoais ficam ilegíveis em toda parte; os recibos dos sorteios continuam verificáveis. Senha errada: 400 INVALID_CREDENTIALS, nada é excluído.',
  })
  @ApiResponse({ status: 202, description: 'Conta excluída; o armazenamento de leitura é reconstruído em seguida.' })
  @ApiErrors('PASSWORD_REQUIRED', 'ACCOUNT_ERASED', 'USER_NOT_FOUND', 'CONCURRENCY_CONFLICT')
  async erase(@Body() dto: EraseAccountDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    try {
      return await this.commands.execute(new EraseAccountCommand(dto.password, { ...meta, userId: user.id }));
    } catch (err) {
      // Elsewhere INVALID_CREDENTIALS is a failed sign-in (401); here the session is fine and the confirmation is wrong: 400 (API.md).
      if (err instanceof DomainError && err.code === 'INVALID_CREDENTIALS') throw new BadRequestException({ code: err.code, message: err.message });
      throw err;
    }
  }
}
