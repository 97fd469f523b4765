/** A user's public profile (GET /api/users/:username, and each item of the follow lists). */
export interface PublicProfile {
  id: string;
  username: string;
  nome: string;
  sobrenome: string;
  bio: string;
  photoURL: string | null;
  verified: boolean;
  seguidoresCount: number;
  seguindoCount: number;
  /** Whether the signed-in visitor follows this user. */
  seguindo: boolean;
}

export function displayName(profile: Pick<PublicProfile, 'nome' | 'sobrenome'>): string {
  return [profile.nome, profile.sobrenome].map((part) => part?.trim()).filter(Boolean).join(' ');
}

/** Profiles are found by username whatever its case: one cache entry per person. */
export function profileKey(username: string) {
  return ['users', username.toLowerCase()] as const;
}
