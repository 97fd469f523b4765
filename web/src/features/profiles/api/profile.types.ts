import type { PublicProfile } from '@sorteios/api-contract';

export function displayName(profile: Pick<PublicProfile, 'nome' | 'sobrenome'>): string {
  return [profile.nome, profile.sobrenome].map((part) => part?.trim()).filter(Boolean).join(' ');
}

/** Profiles are found by username whatever its case: one cache entry per person. */
export function profileKey(username: string) {
  return ['users', username.toLowerCase()] as const;
}
