import { fromHex, toHex } from './bytes';
import type { DrawCrypto } from './draw-crypto';
import { canonicalPublicValue, publicRandomnessProblem, type PublicRandomness } from './public-randomness';
import { check, type VerificationCheck } from './receipt-binding';

/** `[public-randomness]` of docs/verifiable-draws.md section 7, shared by versions 1 and 2 of the draw receipt. */
export async function publicRandomnessCheck(receipt: { publicRandomness: PublicRandomness | null; guarantee: string }, crypto: DrawCrypto): Promise<VerificationCheck> {
  const name = 'Aleatoriedade pública coerente com a garantia declarada';
  const pr = receipt.publicRandomness as PublicRandomness | null;
  if (pr === null) {
    const ok = receipt.guarantee === 'operator-trusted-at-close';
    return check('public-randomness', name, ok, ok ? 'sem fonte pública: a garantia é a do organizador no encerramento' : 'a garantia declarada exige uma fonte pública, mas o recibo não traz nenhuma');
  }
  if (receipt.guarantee !== 'public-randomness-after-close') {
    return check('public-randomness', name, false, 'há fonte pública, mas a garantia declarada não é public-randomness-after-close');
  }
  const problem = publicRandomnessProblem(pr);
  if (problem) return check('public-randomness', name, false, problem);
  const canonical = canonicalPublicValue(pr);
  if (canonical !== pr.value) return check('public-randomness', name, false, `value deveria ser "${canonical}"`);
  if (pr.source === 'drand') {
    const derived = toHex(await crypto.sha256(fromHex(pr.signature)));
    if (derived !== pr.randomness) return check('public-randomness', name, false, 'randomness do drand não é o SHA-256 da assinatura');
  }
  const note = pr.source === 'drand' ? ' (a assinatura BLS do drand não é verificada aqui)' : '';
  return check('public-randomness', name, true, `${pr.value}${note}`);
}
