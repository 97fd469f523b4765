import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Length, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../../platform/http/page-query.dto';
import { SafeText } from '../../../../platform/http/safe-text.decorator';
import { GIVEAWAY_STATUSES, GiveawayStatus } from '../../../giveaways/domain/giveaway.events';
import { REPORT_MOTIVOS, REPORT_STATUSES, ReportMotivo, ReportStatus } from '../../domain/report.events';

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class FileReportDto {
  @ApiProperty({ enum: REPORT_MOTIVOS })
  @IsIn(REPORT_MOTIVOS, { message: 'Escolha o motivo: fraude, conteúdo impróprio, spam, prêmio não entregue ou outro.' })
  motivo: ReportMotivo;

  @ApiPropertyOptional({ example: 'O prêmio anunciado não existe na loja citada.' })
  @IsOptional()
  @IsString({ message: 'Detalhes inválidos.' })
  @MaxLength(2000, { message: 'Os detalhes devem ter até 2000 caracteres.' })
  @SafeText({ multiline: true })
  detalhes?: string;
}

export class ReportListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REPORT_STATUSES })
  @IsOptional()
  @IsIn(REPORT_STATUSES, { message: 'status deve ser pendente, em_analise, procedente ou improcedente.' })
  status?: ReportStatus;

  @ApiPropertyOptional({ description: 'Só as denúncias deste sorteio.' })
  @IsOptional()
  @IsUUID('all', { message: 'sorteioId inválido.' })
  sorteioId?: string;
}

export class ReviewReportDto {
  @ApiProperty({ enum: ['em_analise', 'procedente', 'improcedente'] })
  @IsIn(['em_analise', 'procedente', 'improcedente'], { message: 'status deve ser em_analise, procedente ou improcedente.' })
  status: Exclude<ReportStatus, 'pendente'>;

  @ApiPropertyOptional({ description: 'Obrigatória para procedente e improcedente; em em_analise, uma observação.', example: 'Prêmio inexistente, confirmado com a loja.' })
  @IsOptional()
  @IsString({ message: 'Resolução inválida.' })
  @MaxLength(2000, { message: 'A resolução deve ter até 2000 caracteres.' })
  @SafeText({ multiline: true })
  resolucao?: string;

  @ApiPropertyOptional({ description: 'Com procedente: suspende o sorteio (some das listas públicas).' })
  @IsOptional()
  @IsBoolean({ message: 'suspender deve ser true ou false.' })
  suspender?: boolean;
}

export class ReasonRequiredDto {
  @ApiProperty({ example: 'Prêmio inexistente.' })
  @IsString({ message: 'Informe o motivo.' })
  @Length(1, 500, { message: 'O motivo deve ter de 1 a 500 caracteres.' })
  @SafeText({ multiline: true })
  motivo: string;
}

export class AdminGiveawaysQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: GIVEAWAY_STATUSES })
  @IsOptional()
  @IsIn(GIVEAWAY_STATUSES, { message: 'Status inválido.' })
  status?: GiveawayStatus;

  @ApiPropertyOptional({ description: 'true: só os denunciados; false: só os sem denúncia.' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'reported deve ser true ou false.' })
  reported?: boolean;

  @ApiPropertyOptional({ description: 'true: só os suspensos; false: só os não suspensos.' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'suspended deve ser true ou false.' })
  suspended?: boolean;

  @ApiPropertyOptional({ description: 'Busca em título, descrição e prêmios, sem diferenciar maiúsculas nem acentos.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Busca longa demais.' })
  @SafeText()
  q?: string;
}

export class AdminUsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Parte do username, do e-mail ou do nome.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Busca longa demais.' })
  @SafeText()
  q?: string;
}

export class ChangeAccessDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isPro deve ser true ou false.' })
  isPro?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isAdmin deve ser true ou false.' })
  isAdmin?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'verified deve ser true ou false.' })
  verified?: boolean;

  @ApiPropertyOptional({ description: 'true desativa a conta (não entra mais); false reativa.' })
  @IsOptional()
  @IsBoolean({ message: 'disabled deve ser true ou false.' })
  disabled?: boolean;

  @ApiProperty({ example: 'Conta usada para spam.' })
  @IsString({ message: 'Informe o motivo.' })
  @Length(1, 500, { message: 'O motivo deve ter de 1 a 500 caracteres.' })
  @SafeText({ multiline: true })
  motivo: string;
}

export class AdminEntriesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'As inscrições deste sorteio, na ordem em que chegaram; sem ele, todas, as mais novas primeiro.' })
  @IsOptional()
  @IsUUID('all', { message: 'giveawayId inválido.' })
  giveawayId?: string;

  @ApiPropertyOptional({ description: 'Busca em nome, e-mail e username.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Busca longa demais.' })
  @SafeText()
  q?: string;
}

export class AuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['denuncia', 'sorteio', 'usuario', 'pagina', 'feedback'] })
  @IsOptional()
  @IsIn(['denuncia', 'sorteio', 'usuario', 'pagina', 'feedback'], { message: 'alvo deve ser denuncia, sorteio, usuario, pagina ou feedback.' })
  alvo?: 'denuncia' | 'sorteio' | 'usuario' | 'pagina' | 'feedback';

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID('all', { message: 'adminId inválido.' })
  adminId?: string;
}
