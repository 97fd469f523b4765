import type { Me } from '@sorteios/api-contract';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';
import { USERNAME_PATTERN } from '../routes/profile-params.loader';

// The limits of PATCH /api/me (docs/api.md), checked here first so mistakes show before a round trip.
export const PROFILE_LIMITS = { nomeMax: 80, sobrenomeMax: 80, bioMax: 500 } as const;

const v = (key: string, options?: Record<string, unknown>) => i18n.t(`profiles.validation.${key}`, options);

export function profileFormSchema() {
  return z.object({
    nome: z
      .string()
      .trim()
      .min(1, v('nomeRequired'))
      .max(PROFILE_LIMITS.nomeMax, v('nomeMax', { count: PROFILE_LIMITS.nomeMax })),
    sobrenome: z
      .string()
      .trim()
      .max(PROFILE_LIMITS.sobrenomeMax, v('sobrenomeMax', { count: PROFILE_LIMITS.sobrenomeMax })),
    bio: z
      .string()
      .trim()
      .max(PROFILE_LIMITS.bioMax, v('bioMax', { count: PROFILE_LIMITS.bioMax })),
    username: z.string().trim().regex(USERNAME_PATTERN, v('username')),
    photoURL: z.string().nullable(),
  });
}

export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;
export type ProfileFormOutput = z.output<ReturnType<typeof profileFormSchema>>;
export const PROFILE_FIELDS = ['nome', 'sobrenome', 'bio', 'username', 'photoURL'] as const;

export function toFormValues(me: Me): ProfileFormValues {
  return { nome: me.nome, sobrenome: me.sobrenome ?? '', bio: me.bio ?? '', username: me.username, photoURL: me.photoURL ?? null };
}
