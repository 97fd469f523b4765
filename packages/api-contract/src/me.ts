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
  /** The outside identities that sign in to the account ("Entrar com Google"), oldest first. */
  identidades: LinkedIdentity[];
  /** False for an account made by an outside identity until a password is set (through the reset link). */
  temSenha: boolean;
  createdAt: string;
  updatedAt: string;
}

/** An outside identity linked to the account: the provider's name, its id for the person, the e-mail it gave. */
export interface LinkedIdentity {
  provedor: string;
  sujeito: string;
  email: string | null;
  vinculadaEm: string;
}

/** POST /api/auth/oidc/:provider/link: where to send the browser to link an identity. */
export interface LinkStart {
  url: string;
}

/** POST /api/auth/login and /api/auth/register (the refresh token travels in a cookie). */
export interface AuthAnswer {
  accessToken: string;
  user: Me;
}
