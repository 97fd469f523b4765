import { useQuery } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-request';

export interface Me {
  id: string;
  email: string;
  username: string;
  nome: string;
  sobrenome: string;
  nome_completo: string;
  bio: string;
  photoURL: string | null;
  verified: boolean;
  isPro: boolean;
  isAdmin: boolean;
  emailVerified: boolean;
  salvos: string[];
  /** Ids of the users who follow this user, and of those this user follows. */
  seguidores: string[];
  seguindo: string[];
  createdAt: string;
  updatedAt: string;
}

export function getMe(): Promise<Me> {
  return authedRequest<Me>('/api/me');
}

export function useMeQuery() {
  return useQuery({ queryKey: ['me'], queryFn: getMe });
}
