import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { PlanReader } from '../application/plan-reader';

@ApiTags('plans')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me')
export class MyPlanController {
  constructor(private readonly reader: PlanReader) {}

  @Get('plan')
  @ApiOperation({ summary: 'Meu plano, seus limites e recursos, e quantos sorteios ativos eu tenho' })
  mine(@CurrentUser() user: AuthUser) {
    return this.reader.mine(user.id);
  }
}
