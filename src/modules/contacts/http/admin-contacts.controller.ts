import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../../platform/auth/admin.guard';
import { ContactReader } from '../application/contact-reader';
import { AdminContactsQueryDto } from './dto/contacts-query.dto';

@ApiTags('admin: contacts')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/contacts')
export class AdminContactsController {
  constructor(private readonly reader: ContactReader) {}

  @Get()
  @ApiOperation({ summary: 'Os contatos de todos os criadores (?criadorId= filtra um criador)' })
  list(@Query() query: AdminContactsQueryDto) {
    return this.reader.list(query);
  }
}
