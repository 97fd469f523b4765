import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../../platform/auth/admin.guard';
import { DomainError } from '../../../platform/ddd/domain-error';
import { UuidParam } from '../../../platform/http/uuid-param';
import { SubscriptionReader } from '../application/subscription-reader';

const UserId = new UuidParam(() => new DomainError('USER_NOT_FOUND', 'Usuário não encontrado.'));

@ApiTags('admin: plans')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin')
export class AdminSubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionReader) {}

  @Get('subscriptions')
  @ApiOperation({ summary: 'Quem é Pro agora (pago ou concedido), com a receita recorrente mensal (MRR)' })
  current() {
    return this.subscriptions.current();
  }

  @Get('users/:id/plan-history')
  @ApiOperation({ summary: 'Histórico do plano de uma conta: ativações, renovações, cancelamentos, fim' })
  history(@Param('id', UserId) id: string) {
    return this.subscriptions.history(id);
  }
}
