/**
 * The signed-in user: GET /api/me, the answer of PATCH /api/me (plus `revision`), and the `user`
 * of the sign-in and sign-up answers. Only what the SPA reads; the server may answer more.
 */
export interface Me {
  id: string;
  email: string;
  username: string;
  nome: string;
  sobrenome: string;
  /** nome and sobrenome joined, as the entry form prefills it. */
  nome_completo: string;
  bio: string;
  photoURL: string | null;
  verified: boolean;
  isPro: boolean;
  isAdmin: boolean;
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/auth/login and /api/auth/register (the refresh token travels in a cookie). */
export interface AuthAnswer {
  accessToken: string;
  user: Me;
}
