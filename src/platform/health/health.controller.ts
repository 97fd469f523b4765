import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ReadinessService } from './readiness.service';

/**
 * Liveness (the process answers) and readiness (it can do its job: adapters up, no consumer
 * parked, lag under READINESS_MAX_LAG). /api/health is readiness with every detail, as it
 * always was; /api/health/ready is the same answer under the name orchestrators expect.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get()
  @ApiOperation({ summary: 'Prontidão: estado dos adaptadores e das projeções (503 quando não está pronto)' })
  @ApiResponse({ status: 200, description: 'Pronto: o relatório' })
  @ApiResponse({ status: 503, description: 'Não está pronto: o mesmo relatório, com o que falta' })
  health(@Res({ passthrough: true }) res: Response) {
    return this.ready(res);
  }

  @Get('ready')
  @ApiOperation({ summary: 'Prontidão, para o balanceador de carga (503 quando não está pronto)' })
  @ApiResponse({ status: 200, description: 'Pronto: o relatório' })
  @ApiResponse({ status: 503, description: 'Não está pronto: o mesmo relatório, com o que falta' })
  async ready(@Res({ passthrough: true }) res: Response) {
    const report = await this.readiness.report();
    if (report.status !== 'ok') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  @Get('live')
  @ApiOperation({ summary: 'Vivacidade: o processo responde (não consulta servidores)' })
  live() {
    return { status: 'ok' };
  }
}
