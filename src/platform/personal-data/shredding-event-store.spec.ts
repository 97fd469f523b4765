import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { InMemoryEventStore } from '../event-store/in-memory-event-store';
import type { NewEvent } from '../event-store/event-store.port';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { PersonalDataCipher } from './personal-data-cipher';
import { PersonalDataRules } from './personal-data-rules';
import { sealStoredPlaintext } from './seal-stored-plaintext';
import { shredPersonalData } from './shredding-event-store';
import { SqlitePersonalKeyStore } from './sqlite-personal-key-store';

const rules = () => {
  const r = new PersonalDataRules();
  r.register(
    {
      UserRegistered: [{ subject: (_t, d) => d.userId as string, fields: { email: (s: string) => `${s}@removido.invalid`, nome: 'Conta removida', respostas: {} } }],
      WinnersDrawn: [{ at: 'vencedores', subject: (t) => (t.participanteId as string | null) ?? null, fields: { nome: 'Conta removida', email: null } }],
    },
    { AccountErased: (d) => d.userId as string },
  );
  return r;
};

const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { userId: null, correlationId: 'c', causationId: null, at: '2026-01-01T00:00:00.000Z' },
});

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'sorteios-shred-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function setup(store = new InMemoryEventStore() as InMemoryEventStore | SqliteEventStore) {
  const keys = new SqlitePersonalKeyStore(join(dir, 'keys.sqlite'));
  const cipher = new PersonalDataCipher(keys, rules());
  const raw = { readStream: store.readStream.bind(store) };
  return { store: shredPersonalData(store, cipher), raw, cipher, keys };
}

const ana = { userId: 'u-ana', email: 'ana@exemplo.com', nome: 'Ana Souza', respostas: { cor: 'azul' } };

describe('the shredding layer on the EventStore port', () => {
  it('stores personal fields sealed and reads them back in clear; other fields are untouched', async () => {
    const { store, raw } = setup();
    await store.append('user-u-ana', [event('UserRegistered', { ...ana, plano: 'gratis' })], 'no_stream');
    const [stored] = await raw.readStream('user-u-ana');
    expect(JSON.stringify(stored.data)).not.toContain('ana@exemplo.com');
    expect(JSON.stringify(stored.data)).not.toContain('Ana Souza');
    expect(stored.data).toMatchObject({ userId: 'u-ana', plano: 'gratis', email: expect.stringMatching(/^pd2\./) });
    const [read] = await store.readStream('user-u-ana');
    expect(read.data).toEqual({ ...ana, plano: 'gratis' });
    expect((await store.readAll(0, 10))[0].data).toEqual({ ...ana, plano: 'gratis' });
  });

  it('hands appends to the adapter in the order they were asked for, even when a new person’s key is made first', async () => {
    const { store } = setup();
    await store.append('user-u-old', [event('UserRegistered', { userId: 'u-old', email: 'old@exemplo.com', nome: 'Old', respostas: {} })], 'no_stream');
    const ids = ['u-new-1', 'u-old', 'u-new-2', 'u-old'];
    await Promise.all(ids.map((userId, i) => store.append(`s-${i}`, [event('UserRegistered', { userId, email: `${i}@exemplo.com`, nome: `N${i}`, respostas: {} })], 'no_stream')));
    expect((await store.readAll(1, 10)).map((e) => e.streamId)).toEqual(['s-0', 's-1', 's-2', 's-3']);
  });

  it('after the key is destroyed reads the erased values, for that person only', async () => {
    const { store, cipher } = setup();
    await store.append('user-u-ana', [event('UserRegistered', ana)], 'no_stream');
    await store.append('user-u-bia', [event('UserRegistered', { userId: 'u-bia', email: 'bia@exemplo.com', nome: 'Bia', respostas: {} })], 'no_stream');
    await cipher.destroy('u-ana', new Date());
    const [erased] = await store.readStream('user-u-ana');
    expect(erased.data).toEqual({ userId: 'u-ana', email: 'u-ana@removido.invalid', nome: 'Conta removida', respostas: {} });
    expect((await store.readStream('user-u-bia'))[0].data).toMatchObject({ email: 'bia@exemplo.com', nome: 'Bia' });
  });

  it('seals each element of a list under its own person (winners), so one erasure leaves the others readable', async () => {
    const { store, cipher } = setup();
    const vencedores = [
      { entryId: 'e-1', participanteId: 'u-ana', nome: 'Ana', email: 'ana@exemplo.com' },
      { entryId: 'e-2', participanteId: 'u-bia', nome: 'Bia', email: 'bia@exemplo.com' },
      { entryId: 'e-3', participanteId: null, nome: 'Antigo', email: 'antigo@exemplo.com' },
    ];
    await store.append('draw-g', [event('WinnersDrawn', { giveawayId: 'g', vencedores })], 'no_stream');
    await cipher.destroy('u-ana', new Date());
    const [read] = await store.readStream('draw-g');
    expect(read.data.vencedores).toEqual([
      { entryId: 'e-1', participanteId: 'u-ana', nome: 'Conta removida', email: null },
      { entryId: 'e-2', participanteId: 'u-bia', nome: 'Bia', email: 'bia@exemplo.com' },
      // No subject (recorded before participanteId existed): nobody's key, left as it was.
      { entryId: 'e-3', participanteId: null, nome: 'Antigo', email: 'antigo@exemplo.com' },
    ]);
  });

  it('writes an erased person’s new events with the erased values, never in clear, and never makes them a new key', async () => {
    const { store, raw, cipher, keys } = setup();
    await cipher.destroy('u-ana', new Date());
    await store.append('user-u-ana', [event('UserRegistered', ana)], 'no_stream');
    const [stored] = await raw.readStream('user-u-ana');
    expect(stored.data).toEqual({ userId: 'u-ana', email: 'u-ana@removido.invalid', nome: 'Conta removida', respostas: {} });
    expect((await keys.find('u-ana')).state).toBe('erased');
    // Nor does this process read back the clear values it was handed.
    expect((await store.readAll(0, 10))[0].data).toEqual(stored.data);
  });

  it('reads back what this process appended as the store keeps it (JSON), whatever the appender does with its objects afterwards', async () => {
    const { store } = setup();
    const data = { ...ana, nota: undefined, lista: [1, undefined], quando: new Date('2026-01-02T03:04:05.000Z') };
    await store.append('user-u-ana', [event('UserRegistered', data)], 'no_stream');
    data.nome = 'Outra';
    const [read] = await store.readAll(0, 10);
    expect(read.data).toEqual(JSON.parse(JSON.stringify({ ...ana, lista: [1, undefined], quando: new Date('2026-01-02T03:04:05.000Z') })));
    expect(Object.keys(read.data)).not.toContain('nota');
  });

  it('does not keep in clear what an erasure overtook: a person erased while their event was being stored reads as erased', async () => {
    const inner = new InMemoryEventStore();
    const innerAppend = inner.append.bind(inner);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    inner.append = async (...args) => {
      await held;
      return innerAppend(...args);
    };
    const { store, cipher } = setup(inner);
    const appending = store.append('user-u-ana', [event('UserRegistered', ana)], 'no_stream');
    await new Promise((resolve) => setTimeout(resolve, 10)); // sealed, not yet stored
    await cipher.destroy('u-ana', new Date());
    release();
    await appending;
    expect((await store.readAll(0, 10))[0].data).toMatchObject({ nome: 'Conta removida', email: 'u-ana@removido.invalid' });
  });

  it('a value sealed for one person does not open as another’s (copied between events): it reads as erased', async () => {
    const { store, raw, cipher } = setup();
    await store.append('user-u-ana', [event('UserRegistered', ana)], 'no_stream');
    await store.append('user-u-bia', [event('UserRegistered', { userId: 'u-bia', email: 'bia@exemplo.com', nome: 'Bia', respostas: {} })], 'no_stream');
    const [anaStored] = await raw.readStream('user-u-ana');
    const copied = await cipher.open({ type: 'UserRegistered', data: { ...anaStored.data, userId: 'u-bia' } });
    expect(copied.data).toMatchObject({ email: 'u-bia@removido.invalid', nome: 'Conta removida' });
  });

  it('another process that cached the key stops opening once it reads AccountErased in the log', async () => {
    const keys = new SqlitePersonalKeyStore(join(dir, 'keys.sqlite'));
    const store = new InMemoryEventStore();
    const rawRead = store.readStream.bind(store);
    const here = shredPersonalData(store, new PersonalDataCipher(keys, rules()));
    const elsewhereCipher = new PersonalDataCipher(keys, rules(), { cacheTtlMs: 3_600_000 });
    const elsewhere = shredPersonalData(new InMemoryEventStore(), elsewhereCipher);
    await here.append('user-u-ana', [event('UserRegistered', ana)], 'no_stream');
    const [stored] = await rawRead('user-u-ana');
    expect((await elsewhereCipher.open(stored)).data).toMatchObject({ nome: 'Ana Souza' });
    await keys.destroy('u-ana', new Date().toISOString());
    await elsewhere.append('personal-data-u-ana', [event('AccountErased', { userId: 'u-ana' })], 'no_stream');
    await elsewhere.readAll(0, 10);
    expect((await elsewhereCipher.open(stored)).data).toMatchObject({ nome: 'Conta removida' });
  });
});

describe('the migration of events written before', () => {
  it('seals the plaintext events of the SQLite file in place, once, and leaves no plaintext in the file', async () => {
    const file = join(dir, 'events.sqlite');
    const plain = new SqliteEventStore(file);
    await plain.append('user-u-ana', [event('UserRegistered', ana)], 'no_stream');
    await plain.append('other', [event('SomethingElse', { nome: 'Fica' })], 'no_stream');
    await plain.close();

    const keys = new SqlitePersonalKeyStore(join(dir, 'keys.sqlite'));
    const cipher = new PersonalDataCipher(keys, rules());
    expect(await sealStoredPlaintext(file, cipher)).toEqual({ rewritten: 1 });
    expect(await sealStoredPlaintext(file, cipher)).toEqual({ rewritten: 0 });
    const bytes = readFileSync(file);
    expect(bytes.includes('ana@exemplo.com')).toBe(false);
    expect(bytes.includes('Ana Souza')).toBe(false);

    const store = shredPersonalData(new SqliteEventStore(file), cipher);
    const [read] = await store.readStream('user-u-ana');
    expect(read).toMatchObject({ revision: 0, data: ana });
    expect((await store.readStream('other'))[0].data).toEqual({ nome: 'Fica' });
    const row = new Database(file).prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number };
    expect(row.n).toBe(2);
    await store.close();
  });

  it('looks only at the events written since its last pass, and seals one an older build appended meanwhile', async () => {
    const file = join(dir, 'events-again.sqlite');
    const plain = new SqliteEventStore(file);
    await plain.append('user-u-ana', [event('UserRegistered', ana)], 'no_stream');
    await plain.close();
    const cipher = new PersonalDataCipher(new SqlitePersonalKeyStore(join(dir, 'keys-again.sqlite')), rules());
    expect(await sealStoredPlaintext(file, cipher)).toEqual({ rewritten: 1 });

    const looked = jest.spyOn(cipher, 'hasPlaintext');
    expect(await sealStoredPlaintext(file, cipher)).toEqual({ rewritten: 0 });
    expect(looked).not.toHaveBeenCalled();

    const older = new SqliteEventStore(file);
    await older.append('user-u-bia', [event('UserRegistered', { ...ana, userId: 'u-bia', email: 'bia@exemplo.com', nome: 'Bia Lima' })], 'no_stream');
    await older.close();
    expect(await sealStoredPlaintext(file, cipher)).toEqual({ rewritten: 1 });
    expect(looked).toHaveBeenCalledTimes(1);
    expect(readFileSync(file).includes('bia@exemplo.com')).toBe(false);
  });
});
