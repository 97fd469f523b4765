import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ChallengeService } from './challenge.service';

@ApiTags('challenge')
@Controller('challenge')
export class ChallengeController {
  constructor(private readonly challenges: ChallengeService) {}

  @Get()
  // Each challenge is single-use: a cached one would be refused as replayed.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Um desafio de prova de trabalho (ALTCHA v2) novo, assinado, válido por alguns minutos' })
  issue() {
    return this.challenges.issue();
  }
}
