import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EntryReceipt, type LogPublicKeys, verifyEntryReceipt, verifyReceiptConsistency } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto, nodeEd25519Verify } from '@sorteios/verifiable-draw/node';
import { entryStream } from '../../src/modules/entries/domain/entry.events';
import { SqliteEventStore } from '../../src/platform/event-store/sqlite-event-store';
import { findRedisServer, type RedisServerHandle, startRedis } from '../support/global-setup';
import { giveawayBody, validAnswers } from '../support/giveaways';
import { freePort } from '../support/server-process';
import { eventually, type PausableServer, type RoleProcess, startFerretDb, startRole } from '../support/split-shape';

/**
 * Issue 17's entry log (docs/verifiable-draws.md "Versão 2") in the production shape: two
 * `--role=api` processes and a `--role=worker` on one SQLite event store, FerretDB as MongoDB
 * (the read store the log's tree lives in, and the personal-data key store) and Redis (BullMQ:
 * the close's seal job). The worker projects the log; each API answers an entry once the
 * projection holds its leaf, and signs receipts and heads with the log key every process
 * derives from the JWT_SECRET they share.
 */
function unavailable(): string | PausableServer {
  try {
    findRedisServer();
  } catch {
    return 'redis-server não encontrado';
  }
  return startFerretDb();
}
const ferret = unavailable();

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

interface Person {
  id: string;
  token: string;
  email: string;
}

interface Accepted {
  person: Person;
  api: number;
  entryId: string;
  recibo: EntryReceipt | null;
}

if (typeof ferret === 'string') {
  it.skip(`the entry log in the production shape: skipped because ${ferret}`, () => undefined);
} else {
  describe('the entry log in the production shape (2 APIs, 1 worker, FerretDB, Redis)', () => {
    const mongo: PausableServer = ferret;
    const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-fault-log-'));
    let redis: RedisServerHandle;
    const processes: RoleProcess[] = [];
    let apis: RoleProcess[];
    let creator: string;
    let giveawayId: string;
    let keys: LogPublicKeys;
    /** Every entry an API answered 201, in the order the answers came. */
    const accepted: Accepted[] = [];

    const api = (i: number) => apis[i % apis.length].baseUrl;

    async function call(base: string, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    }

    async function register(i: number): Promise<Person> {
      const tag = randomUUID().slice(0, 12).replace(/-/g, '');
      const email = `p${tag}@exemplo.com.br`;
      const res = await call(api(i), 'POST', '/api/auth/register', { email, password: 'segredo123', username: `p${tag}`, nome: 'Pessoa' });
      expect(res.status).toBe(201);
      return { id: String((res.body.user as { id: string }).id), token: String(res.body.accessToken), email };
    }

    /** Enters through API i; a 201 is remembered with its receipt. */
    async function enter(person: Person, i: number): Promise<Answer> {
      const res = await call(api(i), 'POST', `/api/giveaways/${giveawayId}/entries`, { respostas: validAnswers(person.email, 'Pessoa'), aceiteRegulamento: true }, person.token);
      if (res.status === 201) accepted.push({ person, api: i % apis.length, entryId: String(res.body.id), recibo: (res.body.recibo as EntryReceipt | null) ?? null });
      return res;
    }

    const head = async (i: number) => {
      const res = await call(api(i), 'GET', `/api/giveaways/${giveawayId}/log/head`);
      expect(res.status).toBe(200);
      return res.body as unknown as EntryReceipt & { final: boolean; excluidos: number[]; versao: 2 };
    };

    /** Every receipt checked against `latest` with a consistency proof asked of each API in turn. */
    async function expectConsistentWith(latest: Awaited<ReturnType<typeof head>>, receipts: EntryReceipt[]) {
      const failures: unknown[] = [];
      await Promise.all(
        receipts.map(async (receipt, k) => {
          const res = await call(api(k), 'GET', `/api/giveaways/${giveawayId}/log/consistency?de=${receipt.treeSize}&para=${latest.treeSize}`);
          if (res.status !== 200) return failures.push({ index: receipt.index, status: res.status, body: res.body });
          const result = await verifyReceiptConsistency({ receipt, head: latest, proof: res.body.proof as string[] }, keys, nodeDrawCrypto, nodeEd25519Verify);
          const failed = result.checks.filter((c) => !c.ok);
          if (failed.length > 0) failures.push({ index: receipt.index, treeSize: receipt.treeSize, failed });
        }),
      );
      expect(failures).toEqual([]);
    }

    /**
     * An entry recorded after the close, as a submission that read the giveaway open just before
     * it would be: written to the shared event file from here, since over HTTP that interleaving
     * cannot be forced. Its personal fields stay in clear (read as they are), which only this test does.
     */
    async function recordEntryAfterTheClose(person: Person): Promise<string> {
      const events = new SqliteEventStore(join(dataDir, 'events.sqlite'));
      const entryId = randomUUID();
      const data = {
        entryId, sorteioId: giveawayId, participanteId: person.id, respostas: validAnswers(person.email, 'Pessoa'), nome: 'Pessoa', email: person.email,
        username: 'atrasada', consentimentoContato: false,
        aceite: { regulamentoVersao: 1, regulamentoSha256: '0'.repeat(64), consentimentoTexto: '', consentimentoVersao: 1 },
      };
      try {
        const metadata = { userId: person.id, correlationId: 'raced-the-close', causationId: null, at: new Date().toISOString() };
        await events.append(entryStream(giveawayId, person.id), [{ id: randomUUID(), type: 'EntrySubmitted', data, metadata }], 'no_stream');
      } finally {
        await events.close();
      }
      return entryId;
    }

    const receipts = () => accepted.flatMap((a) => (a.recibo ? [a.recibo] : []));

    beforeAll(async () => {
      redis = await startRedis(findRedisServer(), await freePort());
      const database = new URL(mongo.url);
      database.pathname = `/sorteios_log_${randomUUID().slice(0, 8)}`;
      const env = {
        DATA_DIR: dataDir,
        MONGO_URL: database.toString(),
        REDIS_URL: redis.url,
        JWT_SECRET: 'l'.repeat(48),
        LOG_LEVEL: 'warn',
        PROJECTION_RETRY_MAX_MS: '2000',
        // Dozens of people sign up and enter from loopback within seconds.
        REGISTER_MAX_PER_IP: '100000',
        CHALLENGE_SIGNUPS_PER_IP: '100000',
        CHALLENGE_ENTRIES_PER_IP: '100000',
        CHALLENGE_ENTRIES_PER_GIVEAWAY_PER_MINUTE: '100000',
      };
      // The worker first, as in the fault suite: the APIs wait for what it projects.
      const worker = await startRole('worker', 'worker-1', env);
      apis = await Promise.all([startRole('api', 'api-a', env), startRole('api', 'api-b', env)]);
      processes.push(worker, ...apis);

      const owner = await register(0);
      creator = owner.token;
      const created = await call(api(0), 'POST', '/api/giveaways', giveawayBody({ titulo: 'Sorteio do registro de inscrições' }), creator);
      expect(created.status).toBe(201);
      giveawayId = String(created.body.id);
      expect((await call(api(1), 'POST', `/api/giveaways/${giveawayId}/publish`, {}, creator)).status).toBe(200);
    }, 300_000);

    afterAll(async () => {
      await Promise.all(processes.map((p) => p.stop('SIGKILL')));
      await mongo.stop();
      if (redis) {
        redis.stopping = true;
        redis.child.kill('SIGKILL');
        rmSync(redis.dir, { recursive: true, force: true });
      }
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('serves the same log key from both APIs, and opens the log at the publication', async () => {
      const [a, b] = await Promise.all([call(api(0), 'GET', '/api/log-key'), call(api(1), 'GET', '/api/log-key')]);
      expect(a.status).toBe(200);
      expect(b.body.keyId).toBe(a.body.keyId);
      expect(b.body.publicKey).toBe(a.body.publicKey);
      keys = { [String(a.body.keyId)]: Buffer.from(String(a.body.publicKey), 'base64') };
      for (const i of [0, 1]) expect(await head(i)).toMatchObject({ versao: 2, treeSize: 0, final: false, excluidos: [] });
    });

    it('gives every entry sent through either API a receipt that verifies, with distinct, dense indexes', async () => {
      const people = await Promise.all(Array.from({ length: 36 }, (_, i) => register(i)));
      // A dozen one after the other, alternating APIs, then the rest 12 at a time, at once.
      for (let i = 0; i < 12; i++) expect((await enter(people[i], i)).status).toBe(201);
      for (let from = 12; from < people.length; from += 12) {
        const batch = await Promise.all(people.slice(from, from + 12).map((p, k) => enter(p, from + k)));
        expect(batch.map((r) => r.status)).toEqual(Array(12).fill(201));
      }
      expect(accepted).toHaveLength(36);
      const failures: unknown[] = [];
      for (const { entryId, recibo } of accepted) {
        expect(recibo).toMatchObject({ version: 2, giveawayId, entryId, keyId: Object.keys(keys)[0] });
        const result = await verifyEntryReceipt(recibo, keys, nodeDrawCrypto, nodeEd25519Verify);
        if (!result.ok) failures.push({ index: recibo!.index, failed: result.checks.filter((c) => !c.ok) });
        // The tree the receipt was signed over holds the entry.
        expect(recibo!.index).toBeLessThan(recibo!.treeSize);
      }
      expect(failures).toEqual([]);
      expect(receipts().map((r) => r.index).sort((x, y) => x - y)).toEqual(Array.from({ length: 36 }, (_, i) => i));
      // Sent one after the other, each answered entry got the next index.
      expect(accepted.slice(0, 12).map((a) => a.recibo!.index)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    }, 120_000);

    it('proves every receipt consistent with the latest head, asked of both APIs', async () => {
      const [a, b] = await Promise.all([head(0), head(1)]);
      expect(a).toMatchObject({ treeSize: 36, final: false });
      // Both read the same stored tree: same size, same root, each head signed with the shared key.
      expect(b).toMatchObject({ treeSize: a.treeSize, root: a.root, keyId: a.keyId });
      await expectConsistentWith(a, receipts());
      await expectConsistentWith(b, receipts());
      // A receipt's own tree to a later one, between two of them.
      const [early, late] = [accepted[0].recibo!, accepted[accepted.length - 1].recibo!];
      const between = await call(api(1), 'GET', `/api/giveaways/${giveawayId}/log/consistency?de=${early.treeSize}&para=${late.treeSize}`);
      expect(between.body).toMatchObject({ de: early.treeSize, para: late.treeSize, rootDe: early.root, rootPara: late.root });
    }, 60_000);

    it("lists a withdrawn entry's index as excluded, its leaf kept, once the person erases their account", async () => {
      const before = await head(0);
      const leaving = accepted[5];
      const erased = await call(api(1), 'DELETE', '/api/me', { password: 'segredo123' }, leaving.person.token);
      expect(erased.status).toBe(202);
      // The withdrawal is projected by the worker; the tree keeps the leaf (same size, same root).
      await eventually(
        `excluidos [${leaving.recibo!.index}] em ambas as APIs`,
        async () => {
          const heads = await Promise.all([head(0), head(1)]);
          return heads.every((h) => h.treeSize === before.treeSize && h.root === before.root && h.excluidos.join() === String(leaving.recibo!.index));
        },
        60_000,
      );
      await expectConsistentWith(await head(1), receipts());
    }, 90_000);

    it('seals the log at the close: every receipt consistent with the final head, none for an entry that raced the close', async () => {
      const racers = await Promise.all(Array.from({ length: 8 }, (_, i) => register(i)));
      const [closed, ...raced] = await Promise.all([
        call(api(0), 'POST', `/api/giveaways/${giveawayId}/close`, {}, creator),
        ...racers.map((p, i) => enter(p, i)),
      ]);
      expect(closed.status).toBe(200);
      // Each racer is either in before the close (201 with a receipt), recorded after it (409
      // ENTRY_AFTER_CLOSE: kept, no leaf, not in the draw), or refused before being recorded
      // (GIVEAWAY_NOT_OPEN); which, the timing decides. No 201 goes without a receipt.
      const refused = raced.filter((r) => r.status !== 201);
      expect(refused.filter((r) => r.body.code !== 'GIVEAWAY_NOT_OPEN' && r.body.code !== 'ENTRY_AFTER_CLOSE')).toEqual([]);
      expect(accepted.filter((a) => a.recibo === null)).toEqual([]);
      const late = await register(0);
      expect((await enter(late, 1)).body.code).toBe('GIVEAWAY_NOT_OPEN');
      const recordedLate = await recordEntryAfterTheClose(late);

      // Sealed: both APIs serve the one head the close's job recorded (before, each signs its own, with its own time).
      await eventually(
        'a cabeça selada (final: true) igual nas duas APIs',
        async () => {
          const [a, b] = await Promise.all([head(0), head(1)]);
          return a.final && JSON.stringify(a) === JSON.stringify(b);
        },
        60_000,
      );
      const final = await head(0);
      // Past the second a fresh head is reused for, it is still that head: recorded, never signed again.
      await new Promise((r) => setTimeout(r, 1_200));
      expect(await head(1)).toEqual(final);
      const withLeaf = receipts();
      expect(final).toMatchObject({ final: true, treeSize: withLeaf.length, excluidos: [accepted[5].recibo!.index] });
      expect(withLeaf.map((r) => r.index).sort((x, y) => x - y)).toEqual(Array.from({ length: final.treeSize }, (_, i) => i));
      await expectConsistentWith(final, withLeaf);

      // The entry recorded after the close is projected as an entry, with no leaf and so no receipt.
      await eventually('a inscrição gravada depois do encerramento projetada', async () => (await call(api(1), 'GET', `/api/giveaways/${giveawayId}/entries/me`, undefined, late.token)).status === 200, 30_000);
      const lateEntry = await call(api(1), 'GET', `/api/giveaways/${giveawayId}/entries/me`, undefined, late.token);
      expect(lateEntry.body).toMatchObject({ id: recordedLate, recibo: null });
      expect(await head(0)).toEqual(final);

      // Asked again after the seal, every confirmed entry's receipt is over the final head.
      const erasedEntry = accepted[5].entryId;
      for (const [k, a] of accepted.entries()) {
        if (a.entryId === erasedEntry) continue;
        const mine = await call(api(k), 'GET', `/api/giveaways/${giveawayId}/entries/me`, undefined, a.person.token);
        expect(mine.status).toBe(200);
        expect(mine.body.recibo).toMatchObject({ index: a.recibo!.index, leaf: a.recibo!.leaf, treeSize: final.treeSize, root: final.root, signature: final.signature });
        expect((await verifyEntryReceipt(mine.body.recibo, keys, nodeDrawCrypto, nodeEd25519Verify)).ok).toBe(true);
      }
    }, 120_000);
  });
}
