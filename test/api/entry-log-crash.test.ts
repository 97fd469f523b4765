import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EntryReceipt, verifyReceiptConsistency } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto, nodeEd25519Verify } from '@sorteios/verifiable-draw/node';
import { newUser } from '../support/accounts';
import { giveawayBody, validAnswers } from '../support/giveaways';
import { startServer, type ServerProcess } from '../support/server-process';

/**
 * Algorithm version 2 under a crash (issue 17): kill -9 the real server during a burst of
 * entries. After a restart the log is rebuilt from the events (the read store's files may be
 * behind the event file), and every receipt the server gave before dying must be provably
 * consistent with the final tree the close seals: same leaf at the same index.
 */
describe('a crash during a burst of entries (algorithm version 2)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-log-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const call = async (server: ServerProcess, path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, body: res.status === 204 ? null : await res.json() };
  };
  const register = async (server: ServerProcess) => {
    const user = newUser();
    const res = await call(server, '/api/auth/register', { method: 'POST', body: user });
    if (res.status !== 201) throw new Error(`cadastro: ${res.status}`);
    return { email: user.email, token: res.body.accessToken as string };
  };

  it('keeps every receipt it gave consistent with the sealed final tree after kill -9 and restart', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    const creator = await register(server);
    const created = await call(server, '/api/giveaways', { method: 'POST', token: creator.token, body: giveawayBody() });
    const giveawayId = created.body.id as string;
    expect((await call(server, `/api/giveaways/${giveawayId}/publish`, { method: 'POST', token: creator.token })).status).toBe(200);

    const receipts: EntryReceipt[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        try {
          const p = await register(server);
          const res = await call(server, `/api/giveaways/${giveawayId}/entries`, { method: 'POST', token: p.token, body: { respostas: validAnswers(p.email), aceiteRegulamento: true } });
          if (res.status === 201) receipts.push(res.body.recibo);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    while (receipts.length < 15) await new Promise((r) => setTimeout(r, 20));
    killed = true;
    await server.stop('SIGKILL');
    await Promise.all(writers);

    const restarted = await startServer({ DATA_DIR: dataDir });
    try {
      const login = await call(restarted, '/api/auth/login', { method: 'POST', body: { email: creator.email, password: newUser().password } });
      expect(login.status).toBe(200);
      expect((await call(restarted, `/api/giveaways/${giveawayId}/close`, { method: 'POST', token: login.body.accessToken })).status).toBe(200);
      // The close's job seals the log once the projections have caught up with the close.
      let head = (await call(restarted, `/api/giveaways/${giveawayId}/log/head`)).body;
      for (let i = 0; i < 200 && (await call(restarted, `/api/giveaways/${giveawayId}/log/head`)).body.final !== true; i++) await new Promise((r) => setTimeout(r, 50));
      head = (await call(restarted, `/api/giveaways/${giveawayId}/log/head`)).body;
      expect(head.final).toBe(true);
      expect(head.treeSize).toBeGreaterThanOrEqual(receipts.length);
      const key = (await call(restarted, '/api/log-key')).body;
      const keys = { [key.keyId]: Buffer.from(key.publicKey, 'base64') };
      expect(new Set(receipts.map((r) => r.index)).size).toBe(receipts.length);
      for (const receipt of receipts) {
        const { body } = await call(restarted, `/api/giveaways/${giveawayId}/log/consistency?de=${receipt.treeSize}&para=${head.treeSize}`);
        const result = await verifyReceiptConsistency({ receipt, head, proof: body.proof }, keys, nodeDrawCrypto, nodeEd25519Verify);
        expect(result.checks.filter((c) => !c.ok)).toEqual([]);
      }
    } finally {
      await restarted.stop();
    }
  }, 180_000);
});
