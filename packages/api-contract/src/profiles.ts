/** A user's public profile (GET /api/users/:username, and each item of the follow lists). Never the e-mail. */
export interface PublicProfile {
  id: string;
  username: string;
  nome: string;
  sobrenome: string;
  bio: string;
  photoURL: string | null;
  verified: boolean;
  isPro: boolean;
  seguidoresCount: number;
  seguindoCount: number;
  /** Whether the signed-in caller follows this user (false when signed out). */
  seguindo: boolean;
}

/** An item of GET /api/creators/popular. */
export interface PopularCreator {
  id: string;
  username: string;
  nome: string;
  photoURL: string | null;
  verified: boolean;
  seguidoresCount: number;
  inscritosCount: number;
  sorteiosCount: number;
}
