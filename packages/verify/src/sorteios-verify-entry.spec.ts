import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const cli = join(__dirname, 'sorteios-verify.ts');
const { expected } = JSON.parse(readFileSync(join(root, 'docs', 'test-vectors', 'v2-registro-de-inscricoes.json'), 'utf8'));
const run = (args: string[]) => spawnSync(process.execPath, ['-r', '@swc-node/register', cli, ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });

/** sorteios-verify with an entry receipt of algorithm version 2, offline, from the published vector. */
describe('sorteios-verify with an entry receipt (version 2)', () => {
  let dir: string;
  const file = (name: string, value: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
    return path;
  };
  let key: string;
  let head: string;
  let proof: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sorteios-verify-v2-'));
    key = file('chave.json', { algorithm: 'Ed25519', keyId: expected.keyId, publicKey: expected.publicKey, keys: [{ keyId: expected.keyId, publicKey: expected.publicKey, status: 'ativa' }] });
    head = file('cabeca.json', { ...expected.finalHead, versao: 2, final: true, excluidos: [] });
    proof = file('prova.json', { proof: expected.consistencyProof });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says the receipt is consistent with the final tree, naming the position (exit 0)', () => {
    const result = run([file('recibo.json', expected.receipt), '--chave', key, '--cabeca', head, '--prova', proof]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('✓ Árvore final estende a do recibo');
    expect(result.stdout).toContain('Recibo de inscrição válido e consistente com a árvore final do sorteio: a inscrição está nela, na posição 2.');
    expect(result.stdout).not.toContain('✗');
  });

  it('takes the raw base64 key too, and without a final head does not call the receipt confirmed (exit 3)', () => {
    const result = run([file('recibo-so.json', expected.receipt), '--chave', file('chave.txt', expected.publicKey)]);
    expect(result.status).toBe(3);
    expect(result.stdout).toContain('✓ Assinatura da chave do registro');
    expect(result.stdout).toContain('Recibo de inscrição NÃO confirmado contra a árvore final');
    expect(run([file('recibo-so2.json', expected.receipt), '--chave', key, '--somente-recibo']).status).toBe(0);
  });

  it('fails an altered receipt or a proof of another tree with a reason in Portuguese (exit 1)', () => {
    const moved = run([file('movido.json', { ...expected.receipt, index: 3 }), '--chave', key, '--cabeca', head, '--prova', proof]);
    expect(moved.status).toBe(1);
    expect(moved.stdout).toContain('✗ Prova de inclusão: a prova não leva da folha na posição 3 à raiz de 5 folhas');
    const rewritten = run([file('recibo2.json', expected.receipt), '--chave', key, '--cabeca', head, '--prova', file('outra.json', { proof: expected.inclusionProofAtFinal })]);
    expect(rewritten.status).toBe(1);
    expect(rewritten.stdout).toContain('✗ Árvore final estende a do recibo: a prova de consistência não liga a raiz do recibo (5 folhas) à raiz final (7 folhas)');
  });

  it('asks for the log key when none is given (exit 2)', () => {
    const result = run([file('recibo3.json', expected.receipt)]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('informe a chave do registro');
  });
});
