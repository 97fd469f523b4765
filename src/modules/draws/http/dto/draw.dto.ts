import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

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
}
