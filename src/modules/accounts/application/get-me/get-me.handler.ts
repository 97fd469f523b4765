import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { accountErrors } from '../../domain/user.errors';
import { USERS, UserView } from '../../projections/users.projection';
import { GetMeQuery } from './get-me.query';

/** The signed-in user as the SPA shows it (no secrets are in the read model). */
@QueryHandler(GetMeQuery)
export class GetMeHandler implements IQueryHandler<GetMeQuery> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ userId }: GetMeQuery): Promise<Omit<UserView, '_id' | 'username_lower'>> {
    const user = await this.store.collection<UserView>(USERS).findOne({ _id: userId });
    if (!user) throw accountErrors.userNotFound();
    const { _id, username_lower: _lower, ...view } = user;
    return view;
  }
}
