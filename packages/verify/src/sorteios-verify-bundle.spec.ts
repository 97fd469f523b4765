import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const pkg = join(__dirname, '..');
const root = join(pkg, '..', '..');
const vector = (name: string) => JSON.parse(readFileSync(join(root, 'docs', 'test-vectors', name), 'utf8')).expected;

/**
 * "Zero runtime dependencies": the package's bundled bin, copied alone with its package.json
 * into a folder with no node_modules anywhere above it, checks receipts, the drand signature
 * (drand-client, bundled) and the log's Ed25519 signature (node:crypto) included.
 */
describe('the bundled @sorteios/verify bin, with no node_modules at all', () => {
  let dir: string;
  let bin: string;
  const file = (name: string, value: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
    return path;
  };
  // No NODE_PATH either: only what is in the folder and Node's own modules can be loaded.
  const run = (args: string[]) => {
    const env = { ...process.env };
    delete env.NODE_PATH;
    delete env.NODE_OPTIONS;
    return spawnSync(process.execPath, [bin, ...args], { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });
  };

  beforeAll(() => {
    // The build the package publishes (its `build` script), so the test never runs a stale bundle.
    const built = spawnSync(process.execPath, [join(pkg, 'build.js')], { cwd: pkg, encoding: 'utf8', timeout: 60_000 });
    if (built.status !== 0) throw new Error(`build.js falhou: ${built.stderr}`);
    dir = mkdtempSync(join(tmpdir(), 'sorteios-verify-bundle-'));
    bin = join(dir, 'sorteios-verify.js');
    copyFileSync(join(pkg, 'dist', 'sorteios-verify.js'), bin);
    copyFileSync(join(pkg, 'package.json'), join(dir, 'package.json'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs in a folder with no node_modules above it', () => {
    for (let at = dir; ; at = dirname(at)) {
      expect(existsSync(join(at, 'node_modules'))).toBe(false);
      if (dirname(at) === at) break;
    }
  });

  it('declares no dependencies and requires only Node’s own modules', () => {
    const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.peerDependencies).toBeUndefined();
    expect(manifest.optionalDependencies).toBeUndefined();
    expect(manifest.bin['sorteios-verify']).toBe('dist/sorteios-verify.js');
    const required = [...readFileSync(bin, 'utf8').matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1].replace(/^node:/, ''));
    expect(required.filter((name) => !builtinModules.includes(name))).toEqual([]);
  });

  it('checks a version-1 draw receipt with its drand signature, in Portuguese (exit 0)', () => {
    const result = run([file('recibo.json', vector('drand.json').receipt), '--somente-recibo']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('✓ Ordem dos ganhadores e suplentes recalculada');
    expect(result.stdout).toContain('✓ Assinatura BLS da rodada drand (chave pública da rede quicknet): a rodada 3 foi assinada pela rede drand');
    expect(result.stdout).toContain('Conferido SOMENTE o recibo');
    expect(result.stdout).not.toContain('✗');
  });

  it('fails an altered draw receipt (exit 1) and refuses a missing file (exit 2)', () => {
    const receipt = vector('drand.json').receipt;
    const altered = run([file('alterado.json', { ...receipt, serverSeed: receipt.serverSeed.replace(/^./, (c: string) => (c === '0' ? '1' : '0')) }), '--somente-recibo']);
    expect(altered.status).toBe(1);
    expect(altered.stdout).toContain('Recibo INVÁLIDO');
    const missing = run([join(dir, 'nao-existe.json'), '--somente-recibo']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Não foi possível ler o recibo');
  });

  it('checks a version-2 entry receipt against the kept log key, final head and proof (exit 0)', () => {
    const expected = vector('v2-registro-de-inscricoes.json');
    const key = file('chave.json', { algorithm: 'Ed25519', keyId: expected.keyId, publicKey: expected.publicKey, keys: [{ keyId: expected.keyId, publicKey: expected.publicKey, status: 'ativa' }] });
    const head = file('cabeca.json', { ...expected.finalHead, versao: 2, final: true, excluidos: [] });
    const proof = file('prova.json', { proof: expected.consistencyProof });
    const result = run([file('recibo-inscricao.json', expected.receipt), '--chave', key, '--cabeca', head, '--prova', proof]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('✓ Assinatura da chave do registro');
    expect(result.stdout).toContain('Recibo de inscrição válido e consistente com a árvore final do sorteio: a inscrição está nela, na posição 2.');
  });
});
