import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';
import type { PasswordPolicy } from '../api/password-policy.api';

export interface PasswordRule {
  key: string;
  label: string;
  isMet: (password: string) => boolean;
}

// Same tests, in the same order, as the server's unmetPasswordRules (Unicode-aware, length
// counted in code points), so the checklist and the server agree on every password.
export function passwordRules(policy: PasswordPolicy): PasswordRule[] {
  const length = (password: string) => [...password].length;
  const rules: PasswordRule[] = [
    {
      key: 'minLength',
      label: i18n.t('auth.policy.minLength', { count: policy.minLength }),
      isMet: (p) => length(p) >= policy.minLength,
    },
  ];
  if (policy.maxLength !== null) {
    const max = policy.maxLength;
    rules.push({ key: 'maxLength', label: i18n.t('auth.policy.maxLength', { count: max }), isMet: (p) => length(p) <= max });
  }
  if (policy.requireLowercase) {
    rules.push({ key: 'lowercase', label: i18n.t('auth.policy.lowercase'), isMet: (p) => /\p{Ll}/u.test(p) });
  }
  if (policy.requireUppercase) {
    rules.push({ key: 'uppercase', label: i18n.t('auth.policy.uppercase'), isMet: (p) => /\p{Lu}/u.test(p) });
  }
  if (policy.requireNumeric) {
    rules.push({ key: 'numeric', label: i18n.t('auth.policy.numeric'), isMet: (p) => /\p{Nd}/u.test(p) });
  }
  if (policy.requireNonAlphanumeric) {
    rules.push({
      key: 'nonAlphanumeric',
      label: i18n.t('auth.policy.nonAlphanumeric'),
      isMet: (p) => /[^\p{L}\p{Nd}]/u.test(p),
    });
  }
  return rules;
}

/** A zod field for a new password under the policy; the message names the first unmet rule. */
export function passwordSchema(policy: PasswordPolicy) {
  const rules = passwordRules(policy);
  return z.string().superRefine((password, ctx) => {
    if (password === '') {
      ctx.addIssue({ code: 'custom', message: i18n.t('auth.validation.passwordRequired') });
      return;
    }
    const unmet = rules.find((rule) => !rule.isMet(password));
    if (unmet) {
      ctx.addIssue({ code: 'custom', message: `${i18n.t('auth.validation.passwordRules')} (${unmet.label})` });
    }
  });
}
