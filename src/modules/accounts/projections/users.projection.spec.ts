import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { EmbeddedReadStore } from '../../../platform/read-store/embedded-read-store';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { USERS, usersProjection, UserView } from './users.projection';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: `e${++position}`,
  type,
  data,
  metadata: { userId: 'u1', correlationId: 'spec', causationId: null, at: `2026-01-01T00:00:${String(position).padStart(2, '0')}.000Z` },
  streamId: 'user-u1',
  revision: position,
  position,
  recordedAt: '2026-01-01T00:00:00.000Z',
});

async function project(events: RecordedEvent[], times = 1): Promise<UserView | null> {
  const store: ReadStore = new EmbeddedReadStore();
  await usersProjection.setup!(store);
  for (let i = 0; i < times; i++) for (const event of events) await usersProjection.apply(event, store);
  return store.collection<UserView>(USERS).findOne({ _id: 'u1' });
}

const registered = (passwordHash: string | null) =>
  recorded('UserRegistered', { userId: 'u1', email: 'ana@ex.com', username: 'ana', nome: 'Ana', sobrenome: '', passwordHash, verificacaoId: 'v1' });
const linked = (provider: string, subject: string) => recorded('IdentityLinked', { userId: 'u1', provider, subject, email: 'ana@gmail.example' });

describe('users projection: outside identities and the password', () => {
  it('lists the linked identities once, however often the events are replayed', async () => {
    const events = [registered(null), linked('google', 's1'), linked('empresa', 's2'), recorded('IdentityUnlinked', { userId: 'u1', provider: 'empresa', subject: 's2' })];
    const once = await project(events);
    const twice = await project(events, 2);

    expect(once?.identidades).toEqual([{ provedor: 'google', sujeito: 's1', email: 'ana@gmail.example', vinculadaEm: events[1].metadata.at }]);
    expect(twice?.identidades).toEqual(once?.identidades);
  });

  it('says an account made by an outside identity has no password until one is set', async () => {
    expect((await project([registered(null)]))?.temSenha).toBe(false);
    expect((await project([registered(null), recorded('PasswordChanged', { userId: 'u1', passwordHash: 'h', resetRequestId: 'r1' })]))?.temSenha).toBe(true);
    expect((await project([registered('h')]))?.temSenha).toBe(true);
  });
});
