import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const cli = join(__dirname, 'sorteios-verify.ts');
const vector = JSON.parse(readFileSync(join(root, 'docs', 'test-vectors', 'drand.json'), 'utf8'));
const run = (args: string[], stdin?: string) =>
  spawnSync(process.execPath, ['-r', '@swc-node/register', cli, ...args], { cwd: root, encoding: 'utf8', input: stdin, timeout: 60_000 });

describe('sorteios-verify CLI', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'sorteios-verify-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('with --somente-recibo, exits with 0, lists each check with ✓ and says only the receipt was checked', () => {
    const file = join(dir, 'valido.json');
    writeFileSync(file, JSON.stringify(vector.expected.receipt));
    const result = run([file, '--somente-recibo']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('✓ A semente revelada corresponde ao compromisso feito no encerramento');
    expect(result.stdout).toContain('✓ Ordem dos ganhadores e suplentes recalculada');
    expect(result.stdout).toContain('✓ Assinatura BLS da rodada drand (chave pública da rede quicknet): a rodada 3 foi assinada pela rede drand');
    expect(result.stdout).not.toContain('✗');
    expect(result.stdout).toContain('Conferido SOMENTE o recibo');
    expect(result.stdout).not.toContain('Recibo válido');
  });

  it('without a commitment or --somente-recibo, refuses to call a coherent receipt valid (exit 3) and says what to give', () => {
    const file = join(dir, 'sem-compromisso.json');
    writeFileSync(file, JSON.stringify(vector.expected.receipt));
    const result = run([file]);
    expect(result.status).toBe(3);
    expect(result.stdout).toContain('✗ Compromisso do encerramento: não informado.');
    expect(result.stdout).toContain('Recibo NÃO confirmado');
    expect(result.stdout).not.toContain('Recibo válido');
  });

  it('exits with 1 for a receipt whose count is written as 10.0: numbers are plain integers', () => {
    const text = JSON.stringify(vector.expected.receipt).replace(/"entrantCount":(\d+)/, '"entrantCount":$1.0');
    const result = run(['-'], text);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/✗ Recibo bem formado: o número \d+\.0 não é um inteiro/);
  });

  it('exits with 1 and marks what was tampered with ✗, reading from standard input', () => {
    const tampered = structuredClone(vector.expected.receipt);
    tampered.winners[0].entryId = 'outra-inscricao';
    const result = run(['-'], JSON.stringify(tampered));
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/✗ Folha do 1º recalculada a partir da inscrição outra-inscricao/);
    expect(result.stdout).toContain('Recibo INVÁLIDO');
  });

  it("exits with 1 when the drand round was not signed by the network (another round with this one's signature)", () => {
    const forged = structuredClone(vector.expected.receipt);
    forged.publicRandomness.round = 4;
    const result = run(['-'], JSON.stringify(forged));
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('✗ Assinatura BLS da rodada drand (chave pública da rede quicknet): a assinatura não é a da rodada 4');
  });

  it('exits with 2 when the file does not exist or is not JSON', () => {
    const missing = run([join(dir, 'nao-existe.json')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Não foi possível ler o recibo');
    const garbage = join(dir, 'lixo.json');
    writeFileSync(garbage, '{ isto não é json');
    expect(run([garbage]).status).toBe(2);
    expect(run([]).status).toBe(2);
  });
});
