import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsObject, IsOptional, IsString, Matches, Max, Min, ValidateNested } from 'class-validator';

export class CommentRulesDto {
  @ApiProperty({ example: 2, minimum: 0, maximum: 20, description: 'Quantas contas diferentes o comentário precisa marcar (@). Marcar a si mesmo ou o perfil do post não conta.' })
  @IsInt({ message: 'Informe o número mínimo de marcações como um número inteiro.' })
  @Min(0, { message: 'O número mínimo de marcações não pode ser negativo.' })
  @Max(20, { message: 'No máximo 20 marcações.' })
  mencoesMinimas: number;

  @ApiProperty({ example: true, description: 'Uma inscrição por perfil, mesmo que a pessoa comente várias vezes.' })
  @IsBoolean({ message: 'Diga se vale uma inscrição por perfil (true ou false).' })
  umaEntradaPorPerfil: boolean;

  @ApiPropertyOptional({ example: '#sorteio', nullable: true, description: 'Hashtag obrigatória no comentário; maiúsculas e acentos não importam.' })
  @IsOptional()
  @IsString({ message: 'A hashtag deve ser um texto.' })
  @Matches(/^#?[\p{L}\p{N}_]{1,100}$/u, { message: 'Escreva uma hashtag só com letras, números e _, como #sorteio.' })
  hashtag?: string | null;

  @ApiPropertyOptional({ type: [String], example: ['@parceira', 'funcionario.1'], maxItems: 200, description: 'Contas do Instagram cujos comentários não entram.' })
  @IsOptional()
  @IsArray({ message: 'Liste as contas a excluir.' })
  @ArrayMaxSize(200, { message: 'No máximo 200 contas a excluir.' })
  @Matches(/^@?[A-Za-z0-9._]{1,30}$/, { each: true, message: 'Cada conta a excluir é um @usuario do Instagram (letras, números, . e _).' })
  excluir?: string[];
}

export class StartInstagramImportDto {
  @ApiProperty({ example: '17900000000000001', description: 'O id do post, de GET /api/instagram/media.' })
  @IsString({ message: 'Escolha um post.' })
  @Matches(/^\d{1,40}$/, { message: 'Escolha um post da lista.' })
  mediaId: string;

  @ApiProperty({ type: CommentRulesDto })
  @IsObject({ message: 'Informe as regras dos comentários.' })
  @ValidateNested()
  @Type(() => CommentRulesDto)
  regras: CommentRulesDto;
}
