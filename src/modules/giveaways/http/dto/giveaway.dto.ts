import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { SafeText } from '../../../../platform/http/safe-text.decorator';
import { FormFieldDto } from './form-field.dto';
import { IsDateTime } from '../../../../platform/http/date-time.decorator';

const notNull = (_o: unknown, v: unknown) => v !== null && v !== undefined;

/** An image uploaded here (POST /api/upload answers it): the decider checks it exists and is the creator's. */
const PRIZE_IMAGE_PATH = /^\/uploads\/[a-z0-9-]{1,40}\/[a-z0-9-]{1,80}\.(jpg|png|webp|heic)$/;
const isPrizeImage = (value: unknown) => value === null || (typeof value === 'string' && PRIZE_IMAGE_PATH.test(value));

/** The public randomness the draw will use; the date rule lives in the decider. */
export class AleatoriedadePublicaDto {
  @ApiProperty({ enum: ['drand', 'loteria-federal'] })
  @IsIn(['drand', 'loteria-federal'], { message: 'Fonte de aleatoriedade pública inválida: use drand ou loteria-federal.' })
  fonte: 'drand' | 'loteria-federal';

  @ApiPropertyOptional({ example: '2026-12-26', description: 'Só para loteria-federal: a data do concurso.' })
  // Checked whenever sent: a date beside drand is refused the same way, not kept unread.
  @ValidateIf((o: AleatoriedadePublicaDto) => o.fonte === 'loteria-federal' || o.data !== undefined)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Informe a data da Loteria Federal no formato AAAA-MM-DD.' })
  @IsISO8601({ strict: true }, { message: 'Data da Loteria Federal inválida.' })
  data?: string;
}

export class CreateGiveawayDto {
  @ApiProperty({ example: 'Sorteio de um kit de café' })
  @IsString({ message: 'Informe o título.' })
  @Length(3, 120, { message: 'O título deve ter de 3 a 120 caracteres.' })
  @SafeText()
  titulo: string;

  @ApiProperty({ example: 'Participe e concorra!' })
  @IsString({ message: 'Informe a descrição.' })
  @MaxLength(5000, { message: 'A descrição deve ter até 5.000 caracteres.' })
  @SafeText({ multiline: true })
  descricao: string;

  @ApiProperty({ type: [String], example: ['Kit de café'] })
  @IsArray({ message: 'Informe os prêmios.' })
  @ArrayMinSize(1, { message: 'Informe ao menos um prêmio.' })
  @ArrayMaxSize(20, { message: 'No máximo 20 prêmios.' })
  @IsString({ each: true, message: 'Cada prêmio deve ser um texto.' })
  @Length(1, 200, { each: true, message: 'Cada prêmio deve ter de 1 a 200 caracteres.' })
  @SafeText({ each: true })
  premios: string[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', nullable: true, pattern: PRIZE_IMAGE_PATH.source },
    maxItems: 20,
    example: ['/uploads/premios/3f1c.jpg', null],
    description: 'A imagem de cada prêmio, na ordem de premios (null: sem imagem): um upload seu de imagem. Não mais itens que premios.',
  })
  @IsOptional()
  @IsArray({ message: 'As imagens dos prêmios devem ser uma lista.' })
  @ArrayMaxSize(20, { message: 'No máximo 20 imagens de prêmios.' })
  @ValidateBy({ name: 'prizeImage', validator: { validate: isPrizeImage } }, { each: true, message: 'Imagem de prêmio inválida: envie a imagem pelo upload.' })
  premiosImagens?: (string | null)[];

  @ApiPropertyOptional({ nullable: true, example: '/uploads/capas/3f1c.jpg' })
  @ValidateIf(notNull)
  @Matches(/^(\/uploads\/[a-z0-9-]{1,40}\/[A-Za-z0-9_-]{1,80}\.(jpg|png|webp|heic)|https:\/\/\S{1,2000})$/, { message: 'Imagem inválida: envie a capa pelo upload.' })
  imagemUrl?: string | null;

  @ApiProperty({ example: '2026-12-24T21:00:00.000Z' })
  @IsDateTime({ message: 'Data do sorteio inválida.' })
  dataSorteio: string;

  @ApiProperty({ example: 1 })
  @IsInt({ message: 'O número de vencedores deve ser inteiro.' })
  @Min(1, { message: 'Ao menos 1 vencedor.' })
  @Max(1000, { message: 'No máximo 1.000 vencedores.' })
  numeroVencedores: number;

  @ApiPropertyOptional({ nullable: true })
  @ValidateIf(notNull)
  @IsString({ message: 'Regulamento inválido.' })
  @MaxLength(20000, { message: 'O regulamento deve ter até 20.000 caracteres.' })
  @SafeText({ multiline: true })
  regulamento?: string | null;

  @ApiPropertyOptional({ type: [FormFieldDto] })
  @IsOptional()
  @IsArray({ message: 'O formulário deve ser uma lista de campos.' })
  @ArrayMaxSize(30, { message: 'O formulário pode ter no máximo 30 campos.' })
  @ValidateNested({ each: true })
  @Type(() => FormFieldDto)
  camposFormulario?: FormFieldDto[];

  @ApiPropertyOptional({ type: AleatoriedadePublicaDto, nullable: true, description: 'Valor público que entra no sorteio, comprometido no encerramento.' })
  @ValidateIf(notNull)
  @ValidateNested()
  @Type(() => AleatoriedadePublicaDto)
  aleatoriedadePublica?: AleatoriedadePublicaDto | null;

  @ApiPropertyOptional({ default: true, description: 'Só aceita inscrições de contas com e-mail confirmado (padrão: sim, em sorteios novos).' })
  @IsOptional()
  @IsBoolean({ message: 'Exigir e-mail confirmado deve ser verdadeiro ou falso.' })
  exigirEmailConfirmado?: boolean;

  @ApiPropertyOptional({ description: 'Um modelo de formulário seu.' })
  @IsOptional()
  @IsUUID('all', { message: 'Modelo inválido.' })
  templateId?: string;
}

export class UpdateGiveawayDto extends PartialType(OmitType(CreateGiveawayDto, ['templateId'] as const)) {}

export class ReasonDto {
  @ApiPropertyOptional({ example: 'Prêmio indisponível' })
  @IsOptional()
  @IsString({ message: 'Motivo inválido.' })
  @MaxLength(500, { message: 'O motivo deve ter até 500 caracteres.' })
  @SafeText({ multiline: true })
  motivo?: string;
}
