import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PlanReader } from '../application/plan-reader';

@ApiTags('plans')
@Controller('plans')
export class PlansController {
  constructor(private readonly reader: PlanReader) {}

  @Get()
  @ApiOperation({ summary: 'Os planos (Grátis e Pro): preços em centavos de real, limites e recursos (qualquer pessoa)' })
  list() {
    return this.reader.all();
  }
}
