import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './sorteios-verify';

const vectors = join(__dirname, '..', '..', '..', 'docs', 'test-vectors');
const { receipt } = JSON.parse(readFileSync(join(vectors, 'v2-sorteio.json'), 'utf8')).expected;
const log = JSON.parse(readFileSync(join(vectors, 'v2-registro-de-inscricoes.json'), 'utf8')).expected;

/** sorteios-verify with a draw receipt of algorithm version 2 (docs/verifiable-draws.md § V2.12), offline, from the published vector. */
describe('sorteios-verify with a version-2 draw receipt', () => {
  let dir: string;
  const file = (name: string, value: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
    return path;
  };
  const run = async (args: string[]) => {
    const lines: string[] = [];
    const code = await runCli(args, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
    return { code, lines };
  };
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'sorteios-verify-draw-v2-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('checks the sealed head with the kept log key, as the answer of GET /api/log-key or the raw base64 key', async () => {
    const recibo = file('recibo.json', receipt);
    for (const chave of [file('chave.json', { keys: [{ keyId: log.keyId, publicKey: log.publicKey, status: 'ativa' }] }), file('chave.txt', log.publicKey)]) {
      const { code, lines } = await run([recibo, '--somente-recibo', '--chave', chave]);
      expect(lines).toContain(`✓ Assinatura da árvore selada no encerramento (chave do registro): assinado pela chave ${log.keyId}`);
      expect(lines).toContain('✓ Ordem dos ganhadores e suplentes recalculada: folhas 1, 6, 0, 5 do registro');
      expect(code).toBe(0);
    }
  });

  it('fails without the log key, or with a forged signature, saying why in Portuguese (exit 1)', async () => {
    const missing = await run([file('recibo.json', receipt), '--somente-recibo']);
    expect(missing.code).toBe(1);
    expect(missing.lines).toContain(
      '✗ Assinatura da árvore selada no encerramento (chave do registro): nenhuma chave pública do registro informada (GET /api/log-key): sem ela nada mostra que a árvore veio da plataforma',
    );
    const forged = { ...receipt, registro: { ...receipt.registro, treeSize: 8 } };
    const { code, lines } = await run([file('forjado.json', forged), '--somente-recibo', '--chave', file('chave.txt', log.publicKey)]);
    expect(code).toBe(1);
    expect(lines).toContain('✗ Assinatura da árvore selada no encerramento (chave do registro): a assinatura não confere com (sorteio, tamanho, raiz, horário): o recibo foi alterado ou não veio desta plataforma');
    expect(lines.at(-1)).toBe('Recibo INVÁLIDO: ao menos uma verificação falhou.');
  });
});
