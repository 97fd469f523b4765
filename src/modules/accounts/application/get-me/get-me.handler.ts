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

  async execute({ userId }: GetMeQuery): Promise<MeView> {
    const user = await this.store.collection<UserView>(USERS).findOne({ _id: userId });
    if (!user) throw accountErrors.userNotFound();
    return toMeView(user);
  }
}

export type MeView = Omit<UserView, '_id' | 'username_lower'>;

/** What the signed-in user sees of their read model: everything but storage keys. */
export function toMeView(user: UserView): MeView {
  const { _id, username_lower: _lower, ...view } = user;
  return view;
}
