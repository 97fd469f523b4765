import type { CountedPage } from './page';

/** A row of GET /api/me/contacts: one person (by e-mail) and the creator's giveaways they entered with consent. */
export interface Contact {
  email: string;
  nome: string;
  username: string;
  criadorId: string;
  /** Newest first. */
  sorteios: Array<{ id: string; titulo: string }>;
  ultimaInscricaoEm: string;
}

/** GET /api/me/contacts (and the admin's list of every creator's contacts). */
export type ContactsPage = CountedPage<Contact>;
