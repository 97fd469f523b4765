import { Body, Controller, Headers, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { BillingService } from '../application/billing/billing.service';
import { CheckoutDto } from './dto/checkout.dto';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

@ApiTags('plans')
@Controller('billing')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Post('checkout')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: 'Página de pagamento do Pro (mensal ou anual): responde { url } para onde enviar a pessoa' })
  @ApiErrors('BILLING_NOT_CONFIGURED', 'ALREADY_PRO', 'PAYMENT_PROVIDER_UNAVAILABLE')
  checkout(@CurrentUser() user: AuthUser, @Body() dto: CheckoutDto) {
    return this.billing.checkout(user.id, dto.ciclo);
  }

  @Post('portal')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: 'Portal da assinatura (cartão, faturas, cancelamento): responde { url }' })
  @ApiErrors('BILLING_NOT_CONFIGURED', 'NO_SUBSCRIPTION', 'PAYMENT_PROVIDER_UNAVAILABLE')
  portal(@CurrentUser() user: AuthUser) {
    return this.billing.portal(user.id);
  }

  /** Called by the payment provider; its signature over the raw bytes is the authentication. */
  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  webhook(@Req() req: Request & { rawBody?: Buffer }, @Headers() headers: Record<string, string | string[] | undefined>) {
    return this.billing.webhook(req.rawBody, headers);
  }
}
