/**
 * The wait before an account may be tried again after `failures` wrong passwords in a row.
 * The first failure is free (a typo, then the right password at once, is the common case);
 * from the second the wait is base, then doubling, capped. Pure, so the schedule has its own spec.
 */
export function loginDelaySeconds(failures: number, baseSeconds: number, maxSeconds: number): number {
  if (failures <= 1) return 0;
  // 2^30 already passes any cap this product accepts; larger exponents would only overflow.
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.min(failures - 2, 30));
}
