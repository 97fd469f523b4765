import type { PasswordPolicy } from '../../../config/app-config';

/** The rules a password breaks, in pt-BR, in the order the SPA lists them; [] when it is fine. */
export function unmetPasswordRules(password: string, policy: PasswordPolicy): string[] {
  const unmet: string[] = [];
  const length = [...password].length;
  if (length < policy.minLength) unmet.push(`mínimo de ${policy.minLength} caracteres`);
  if (policy.maxLength !== null && length > policy.maxLength) unmet.push(`máximo de ${policy.maxLength} caracteres`);
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) unmet.push('uma letra minúscula');
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) unmet.push('uma letra maiúscula');
  if (policy.requireNumeric && !/\p{Nd}/u.test(password)) unmet.push('um número');
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{Nd}]/u.test(password)) unmet.push('um caractere especial');
  return unmet;
}
