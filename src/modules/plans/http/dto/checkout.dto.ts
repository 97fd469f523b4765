import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class CheckoutDto {
  @ApiProperty({ enum: ['pro'] })
  @IsIn(['pro'], { message: 'Escolha o plano: pro.' })
  plano!: 'pro';

  @ApiProperty({ enum: ['mensal', 'anual'] })
  @IsIn(['mensal', 'anual'], { message: 'Escolha o ciclo de cobrança: mensal ou anual.' })
  ciclo!: 'mensal' | 'anual';
}
