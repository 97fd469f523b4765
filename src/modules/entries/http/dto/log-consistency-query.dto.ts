import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** ?de=<size>&para=<size>: the two tree sizes of a consistency proof (RFC 9162 § 2.1.4). */
export class LogConsistencyQueryDto {
  @ApiProperty({ minimum: 1, description: 'O tamanho menor (o treeSize de um recibo, por exemplo).' })
  @Type(() => Number)
  @IsInt({ message: 'de deve ser um inteiro.' })
  @Min(1, { message: 'de mínimo: 1.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'de grande demais.' })
  de!: number;

  @ApiProperty({ minimum: 1, description: 'O tamanho maior, até o tamanho atual do registro (o final, depois do encerramento).' })
  @Type(() => Number)
  @IsInt({ message: 'para deve ser um inteiro.' })
  @Min(1, { message: 'para mínimo: 1.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'para grande demais.' })
  para!: number;
}
