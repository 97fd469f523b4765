import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { EntryReader } from '../application/read-entries/entry-reader';

@ApiTags('entries')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me/entries')
export class MyEntriesController {
  constructor(private readonly reader: EntryReader) {}

  @Get()
  @ApiOperation({ summary: 'As minhas inscrições, mais recentes primeiro' })
  list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto) {
    return this.reader.myEntries(user.id, query);
  }
}
