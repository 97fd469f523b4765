import { useQuery } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';

/** The part of GET /api/me the entry form prefills (nome, email). */
export interface Profile {
  id: string;
  email: string;
  username: string;
  nome: string;
  sobrenome?: string;
  nome_completo?: string;
}

export function getProfile(): Promise<Profile> {
  return authedRequest<Profile>('/api/me');
}

// Same key as the account screens: one request serves both, and sign-out clears it.
export function useProfileQuery() {
  return useQuery({ queryKey: ['me'], queryFn: getProfile });
}

export function fullName(profile: Profile): string {
  if (profile.nome_completo?.trim()) return profile.nome_completo.trim();
  return [profile.nome, profile.sobrenome].filter((part) => part?.trim()).join(' ');
}
