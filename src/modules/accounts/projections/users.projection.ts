import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { UserEvent, UserRegistered } from '../domain/user.events';
import type { SavedEvent } from '../../discovery/domain/saved.events';
import type { GiveawayDeleted } from '../../giveaways/domain/giveaway.events';
import type { ProActivated, ProExpired } from '../../plans/domain/subscription.events';

export const USERS = 'users';

/** The users read model, with the fields the product defines (issue 2); who follows whom is social's (FollowReader). */
export interface UserView {
  _id: string;
  id: string;
  email: string;
  username: string;
  username_lower: string;
  nome: string;
  sobrenome: string;
  nome_completo: string;
  bio: string;
  photoURL: string | null;
  verified: boolean;
  isPro: boolean;
  isAdmin: boolean;
  disabled: boolean;
  emailVerified: boolean;
  salvos: string[];
  /** The outside identities that sign in to the account (docs/outside-accounts.md). Absent from documents projected before them: none. */
  identidades?: LinkedIdentity[];
  /** False for an account made by an outside identity until a password is set. Absent from older documents: they all have one. */
  temSenha?: boolean;
  createdAt: string;
  updatedAt: string;
}

/** An outside identity as the account page lists it: the provider, its id for the person, the e-mail it gave. */
export interface LinkedIdentity {
  provedor: string;
  sujeito: string;
  email: string | null;
  vinculadaEm: string;
}

const fullName = (nome: string, sobrenome: string) => [nome, sobrenome].filter(Boolean).join(' ');

/** The read model of a user just registered (also the register answer when projection lags). */
export function newUserView(d: UserRegistered['data'], at: string): UserView {
  return {
    _id: d.userId,
    id: d.userId,
    email: d.email,
    username: d.username,
    username_lower: d.username.toLowerCase(),
    nome: d.nome,
    sobrenome: d.sobrenome,
    nome_completo: fullName(d.nome, d.sobrenome),
    bio: '',
    photoURL: null,
    verified: false,
    isPro: false,
    isAdmin: false,
    disabled: false,
    emailVerified: false,
    salvos: [],
    identidades: [],
    temSenha: d.passwordHash !== null,
    createdAt: at,
    updatedAt: at,
  };
}

/** Every update is a $set of values carried by the event, so replaying one changes nothing. */
export const usersProjection: Projection = {
  name: 'users',
  collections: [USERS],

  async setup(store: ReadStore) {
    const users = store.collection(USERS);
    await users.createIndex({ email: 1 }, { unique: true });
    await users.createIndex({ username_lower: 1 }, { unique: true });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = { type: recorded.type, data: recorded.data } as UserEvent | SavedEvent | GiveawayDeleted | ProActivated | ProExpired;
    const users = store.collection<UserView>(USERS);
    const at = recorded.metadata.at;
    const set = (fields: Partial<UserView>) => users.updateOne({ _id: recorded.data.userId as string }, { $set: { ...fields, updatedAt: at } });

    switch (event.type) {
      case 'UserRegistered':
        await users.replaceOne({ _id: event.data.userId }, newUserView(event.data, at), { upsert: true });
        return;
      case 'EmailVerified':
        return void (await set({ emailVerified: true }));
      case 'PasswordChanged':
        return void (await set({ temSenha: true }));
      // Pulled before it is pushed: a replay leaves one entry, with the same values.
      case 'IdentityLinked': {
        const { userId, provider, subject, email } = event.data;
        await users.updateOne({ _id: userId }, { $pull: { identidades: { provedor: provider, sujeito: subject } } });
        return void (await users.updateOne({ _id: userId }, { $push: { identidades: { provedor: provider, sujeito: subject, email, vinculadaEm: at } }, $set: { updatedAt: at } }));
      }
      case 'IdentityUnlinked': {
        const { userId, provider, subject } = event.data;
        return void (await users.updateOne({ _id: userId }, { $pull: { identidades: { provedor: provider, sujeito: subject } }, $set: { updatedAt: at } }));
      }
      case 'ProfileUpdated': {
        const c = event.data.changes;
        const fields: Partial<UserView> = { ...c };
        if (c.username) fields.username_lower = c.username.toLowerCase();
        // Only a name change needs the stored document, to recompute nome_completo.
        if (c.nome !== undefined || c.sobrenome !== undefined) {
          const current = await users.findOne({ _id: event.data.userId });
          if (!current) return;
          fields.nome_completo = fullName(c.nome ?? current.nome, c.sobrenome ?? current.sobrenome);
        }
        return void (await set(fields));
      }
      case 'UserRolesChanged': {
        const { userId: _id, motivo: _motivo, ...roles } = event.data;
        return void (await set(roles));
      }
      // Plans' entitlement events: the flag every reader of a user sees (issue 12).
      case 'ProActivated':
        return void (await set({ isPro: true }));
      case 'ProExpired':
        return void (await set({ isPro: false }));
      case 'UserDisabled':
        return void (await set({ disabled: true }));
      case 'UserEnabled':
        return void (await set({ disabled: false }));
      // salvos: the ids of the giveaways saved now; $addToSet and $pull change nothing when replayed.
      case 'GiveawaySaved':
        return void (await users.updateOne({ _id: event.data.userId }, { $addToSet: { salvos: event.data.giveawayId } }));
      case 'GiveawayUnsaved':
        return void (await users.updateOne({ _id: event.data.userId }, { $pull: { salvos: event.data.giveawayId } }));
      case 'GiveawayDeleted':
        return void (await users.updateMany({ salvos: event.data.giveawayId }, { $pull: { salvos: event.data.giveawayId } }));
      default:
        return;
    }
  },
};
