import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { contactsCsv } from '../application/contacts-csv';
import { ContactReader } from '../application/contact-reader';
import { ContactsQueryDto } from './dto/contacts-query.dto';

@ApiTags('contacts')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me')
export class MyContactsController {
  constructor(private readonly reader: ContactReader) {}

  @Get('contacts')
  @ApiOperation({ summary: 'Participantes dos meus sorteios que aceitaram ser contatados, um por e-mail' })
  list(@Query() query: ContactsQueryDto, @CurrentUser() user: AuthUser) {
    return this.reader.list({ ...query, criadorId: user.id });
  }

  @Get('contacts.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Meus contatos em CSV (UTF-8 com BOM, separado por ;)' })
  csv(@Query() query: ContactsQueryDto, @CurrentUser() user: AuthUser, @Res() res: Response) {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="contatos.csv"');
    contactsCsv(this.reader.all({ criadorId: user.id, q: query.q })).pipe(res);
  }
}
