import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { ContactReader } from './application/contact-reader';
import { AdminContactsController } from './http/admin-contacts.controller';
import { MyContactsController } from './http/my-contacts.controller';
import { contactsProjection } from './projections/contacts.projection';

/** A creator's contacts: who entered their giveaways and agreed to be contacted (issue 6). */
@Module({
  controllers: [MyContactsController, AdminContactsController],
  providers: [ContactReader],
})
export class ContactsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(contactsProjection);
  }
}
