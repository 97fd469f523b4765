import type { GiveawayStatus } from './giveaways';
import type { CountedPage } from './page';

/** An entrant's answers to the giveaway's form, by field key. */
export type Respostas = Record<string, string | number | boolean>;

/** Where an entry came from: the form (absent on older entries) or an Instagram comment (issue 15). */
export type EntryOrigin = 'formulario' | 'instagram';

/** The comment an `instagram` entry was imported from. */
export interface InstagramCommentRef {
  userId: string;
  username: string;
  commentId: string;
  mediaId: string;
  texto: string;
  comentadoEm: string;
}

/**
 * An entry as its participant (GET /api/giveaways/:id/entries/me) and the creator (the entrants
 * list) see it. An `instagram` entry has `participanteId` "instagram:<id>", `nome` "@username",
 * no e-mail, no acceptance (given on Instagram) and empty `respostas`.
 */
export interface Entry {
  id: string;
  sorteioId: string;
  participanteId: string;
  respostas: Respostas;
  nome: string;
  email: string | null;
  username: string;
  consentimentoContato: boolean;
  aceite: { regulamentoVersao: number; regulamentoSha256: string; consentimentoTexto: string; consentimentoVersao: number } | null;
  origem?: EntryOrigin;
  instagram?: InstagramCommentRef;
  createdAt: string;
  /**
   * The entry's place in the giveaway's entry order from 1, given when it is listed and kept
   * when others leave: the "#" of the creator's list. In the participant's own answers (POST
   * …/entries, GET …/entries/me) null for a moment while the lists catch up.
   */
  numero?: number | null;
  /**
   * The participant's own answers only (POST …/entries, GET …/entries/me): the entry's signed
   * receipt in its giveaway's log (algorithm version 2, docs/verifiable-draws.md "Versão 2");
   * null for a giveaway published before version 2, or an entry recorded after the close.
   */
  recibo?: EntryReceipt | null;
}

/** An entry receipt of algorithm version 2: a signed tree head and the entry's RFC 9162 inclusion proof in it. */
export interface EntryReceipt {
  version: 2;
  giveawayId: string;
  entryId: string;
  index: number;
  participantHash: string;
  leaf: string;
  treeSize: number;
  root: string;
  time: string;
  signature: string;
  keyId: string;
  inclusionProof: string[];
}

/** GET /api/giveaways/:id/entries (creator or admin). */
export type EntriesPage = CountedPage<Entry>;

/** An item of GET /api/me/entries: my entry and the giveaway it is in (null once the giveaway was deleted). */
export interface MyEntry {
  id: string;
  sorteioId: string;
  createdAt: string;
  /** Whether my consent to be contacted by the creator stands (false: never given, or withdrawn). */
  consentimentoContato: boolean;
  sorteio: { id: string; titulo: string; status: GiveawayStatus; dataSorteio: string } | null;
}

/** The fraud rules whose refusals are recorded (the codes of the errors the entry and sign-up answered). */
export type RefusalMotivo = 'EMAIL_NOT_CONFIRMED' | 'DISPOSABLE_EMAIL';

/** An item of GET /api/giveaways/:id/refusals (creator or admin): an entry refused by a fraud rule. */
export interface EntryRefusal {
  id: string;
  /** inscricao: an entry; cadastro: a sign-up (admins only). */
  tipo: 'inscricao' | 'cadastro';
  motivo: RefusalMotivo;
  /** The address typed in the form, masked ("b***@exemplo.com"); null when none was typed, or for a sign-up. */
  email: string | null;
  dominio: string | null;
  participante: { username: string; nome: string; photoURL: string | null } | null;
  at: string;
}

/** An item of GET /api/admin/refusals: entries and sign-ups, with the giveaway's title. */
export interface AdminRefusal extends EntryRefusal {
  sorteio: { id: string; titulo: string } | null;
}
