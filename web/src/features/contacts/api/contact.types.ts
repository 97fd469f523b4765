/** A row of GET /api/me/contacts: one person (by e-mail) and the giveaways they entered with consent. */
export interface Contact {
  email: string;
  nome: string;
  username: string;
  criadorId: string;
  sorteios: Array<{ id: string; titulo: string }>;
  ultimaInscricaoEm: string;
}

export interface ContactsPage {
  items: Contact[];
  nextCursor: string | null;
  /** How many contacts match `q` (all of them without it). */
  total: number;
}
