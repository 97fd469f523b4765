/** The user as the sign-in and sign-up answers return it; only what these screens need. */
export interface AuthUser {
  id: string;
  email: string;
  username: string;
  nome: string;
}

export interface AuthAnswer {
  accessToken: string;
  user: AuthUser;
}
