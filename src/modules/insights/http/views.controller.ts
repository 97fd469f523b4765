import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';
import type { Request } from 'express';
import { ViewBeacons } from '../application/view-beacons';
import { ViewBeaconDto } from './dto/view-beacon.dto';

/**
 * The view beacon as the OpenAPI document shows it. Requests are answered before Nest by the
 * early route (view-beacon.route.ts), with the same DTO and service; this one answers only
 * if that route is not mounted.
 */
@ApiTags('insights')
@Controller('giveaways')
export class ViewsController {
  constructor(private readonly beacons: ViewBeacons) {}

  @Post(':id/views')
  @HttpCode(202)
  @ApiErrors('GIVEAWAY_NOT_FOUND', 'TOO_MANY_REQUESTS')
  @ApiOperation({ summary: 'Conta uma visualização do sorteio (navigator.sendBeacon): sem cookie, sem guardar o IP' })
  view(@Param('id') id: string, @Body() dto: ViewBeaconDto, @Req() req: Request): Promise<void> {
    return this.beacons.accept(id, dto, req.ip ?? '', req.headers['user-agent']);
  }
}
