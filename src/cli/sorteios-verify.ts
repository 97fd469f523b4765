import { readFileSync } from 'node:fs';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import { receiptNumberProblem, verifyReceipt } from '@sorteios/verifiable-draw';
import { drandSignatureCheck } from './drand-signature-check';

/**
 * Independent verifier of a draw receipt: `npx sorteios-verify recibo.json` (or `-` for stdin).
 * Exit codes: 0 every check passed, 1 some check failed, 2 the input could not be read.
 */

interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

const console_: Output = { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) };

export async function runCli(args: readonly string[], io: Output = console_): Promise<number> {
  const path = args[0];
  if (!path || args.length > 1) {
    io.err('Uso: sorteios-verify <recibo.json | ->');
    return 2;
  }
  let text: string;
  let receipt: unknown;
  try {
    text = readFileSync(path === '-' ? 0 : path, 'utf8');
    receipt = JSON.parse(text);
  } catch (error) {
    io.err(`Não foi possível ler o recibo ${path === '-' ? 'da entrada padrão' : path}: ${(error as Error).message}`);
    return 2;
  }
  const numbers = receiptNumberProblem(text);
  if (numbers) {
    io.out(`✗ Recibo bem formado: ${numbers}`);
    io.out('Recibo INVÁLIDO: ao menos uma verificação falhou.');
    return 1;
  }
  const verified = await verifyReceipt(receipt, nodeDrawCrypto);
  const drand = await drandSignatureCheck(receipt);
  const result = drand ? { ok: verified.ok && drand.ok, checks: [...verified.checks, drand] } : verified;
  for (const check of result.checks) io.out(`${check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`);
  io.out(result.ok ? 'Recibo válido: o sorteio foi recalculado e confere.' : 'Recibo INVÁLIDO: ao menos uma verificação falhou.');
  return result.ok ? 0 : 1;
}

if (require.main === module) {
  void runCli(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
