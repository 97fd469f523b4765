import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, Matches, Max, Min, ValidateNested } from 'class-validator';

export class LoteriaFederalDto {
  @ApiProperty({ type: [String], example: ['012345', '543210', '111111', '222222', '333333'], description: 'Os cinco prêmios, na ordem publicada pela Caixa.' })
  @IsArray({ message: 'Informe os cinco prêmios da Loteria Federal.' })
  @ArrayMinSize(5, { message: 'Informe os cinco prêmios da Loteria Federal.' })
  @ArrayMaxSize(5, { message: 'Informe só os cinco prêmios da Loteria Federal.' })
  @Matches(/^\d{5,6}$/, { each: true, message: 'Cada prêmio da Loteria Federal tem 5 ou 6 dígitos, como publicado (zeros à esquerda incluídos).' })
  premios: string[];
}

export class DrawDto {
  @ApiProperty({ example: 1, description: 'Ganhadores: de 1 ao número de inscritos.' })
  @IsInt({ message: 'A quantidade deve ser um número inteiro.' })
  @Min(1, { message: 'Sorteie ao menos 1 ganhador.' })
  @Max(1000, { message: 'No máximo 1.000 ganhadores.' })
  quantidade: number;

  @ApiPropertyOptional({ example: 2, default: 0, description: 'Suplentes, na ordem em que substituem ganhadores.' })
  @IsOptional()
  @IsInt({ message: 'Os suplentes devem ser um número inteiro.' })
  @Min(0, { message: 'Suplentes não pode ser negativo.' })
  @Max(1000, { message: 'No máximo 1.000 suplentes.' })
  suplentes?: number;

  @ApiPropertyOptional({
    example: 1,
    description: 'Quantas substituições de ganhador este sorteio permite (fica no recibo). Padrão: uma por ganhador.',
  })
  @IsOptional()
  @IsInt({ message: 'O máximo de substituições deve ser um número inteiro.' })
  @Min(0, { message: 'O máximo de substituições não pode ser negativo.' })
  @Max(1000, { message: 'No máximo 1.000 substituições.' })
  maxSubstituicoes?: number;

  @ApiPropertyOptional({ type: LoteriaFederalDto, description: 'Só quando o sorteio foi comprometido com a Loteria Federal.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => LoteriaFederalDto)
  loteriaFederal?: LoteriaFederalDto;
}
