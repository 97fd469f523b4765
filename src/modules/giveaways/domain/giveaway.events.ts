import type { DomainEvent } from '../../../platform/ddd/decider';

/** The published event contract of giveaways: other modules may import only this file. */
export const giveawayStream = (giveawayId: string) => `giveaway-${giveawayId}`;

export const GIVEAWAY_STATUSES = ['Rascunho', 'Ativo', 'Encerrado', 'Realizado', 'Cancelado'] as const;
export type GiveawayStatus = (typeof GIVEAWAY_STATUSES)[number];

export const FIELD_TYPES = ['texto', 'email', 'telefone', 'numero', 'data', 'selecao', 'checkbox'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FormField {
  nome: string;
  chave: string;
  tipo: FieldType;
  obrigatorio: boolean;
  opcoes?: string[];
}

/**
 * The public randomness the creator chose for the draw: a drand round published after the
 * close, or the Loteria Federal result of a named date. Fixed at the close (DrawCommitted).
 */
export type AleatoriedadePublica = { fonte: 'drand' } | { fonte: 'loteria-federal'; data: string };

/** What a creator writes about a giveaway; every field but the form may change while editable. */
export interface GiveawayContent {
  titulo: string;
  descricao: string;
  premios: string[];
  /**
   * An image per prize, aligned by index with premios: the upload's public path (as imagemUrl)
   * or null for a prize without one; never longer than premios, no trailing nulls. Kept apart
   * from premios, whose strings the draw commits to. Absent in events recorded before prize
   * images existed: read it as [].
   */
  premiosImagens?: (string | null)[];
  imagemUrl: string | null;
  dataSorteio: string;
  numeroVencedores: number;
  regulamento: string | null;
  camposFormulario: FormField[];
  /** Absent in events recorded before the choice existed: read it as null. */
  aleatoriedadePublica?: AleatoriedadePublica | null;
  /**
   * Only accounts with a confirmed e-mail may enter (issue 11). New giveaways get true unless
   * the creator says otherwise; absent in events recorded before the option existed: read it
   * as false, so those giveaways keep accepting whom they accepted.
   */
  exigirEmailConfirmado?: boolean;
}

export type GiveawayCreated = DomainEvent<'GiveawayCreated', { giveawayId: string; criadorId: string; templateId: string | null } & GiveawayContent>;
/** Only the fields that changed; regulamentoVersao is set when the rules text changed. */
export type GiveawayUpdated = DomainEvent<'GiveawayUpdated', { giveawayId: string; changes: Partial<GiveawayContent>; regulamentoVersao?: number }>;
/** The first entry arrived: from now on the form can no longer change. */
export type GiveawayFormLocked = DomainEvent<'GiveawayFormLocked', { giveawayId: string; entryId: string }>;
/**
 * The entry log a publication opens (algorithm version 2, docs/verifiable-draws.md "Versão 2"):
 * the salt of every participant hash, fixed here and secret until the draw reveals it (no
 * projection, webhook or history step copies it), and its public commitment SHA-256(salt).
 */
export interface EntryLogOpening {
  versao: 2;
  salt: string;
  saltCommitment: string;
}
/** `registro` is absent on publications recorded before version 2: those giveaways stay on version 1. */
export type GiveawayPublished = DomainEvent<'GiveawayPublished', { giveawayId: string; registro?: EntryLogOpening }>;
export type GiveawayClosed = DomainEvent<'GiveawayClosed', { giveawayId: string; motivo: 'manual' | 'dataSorteio' }>;
export type GiveawayCancelled = DomainEvent<'GiveawayCancelled', { giveawayId: string; motivo: string | null }>;
export type GiveawayDeleted = DomainEvent<'GiveawayDeleted', { giveawayId: string; deletedBy: string; motivo: string | null }>;

export type GiveawayEvent =
  | GiveawayCreated
  | GiveawayUpdated
  | GiveawayFormLocked
  | GiveawayPublished
  | GiveawayClosed
  | GiveawayCancelled
  | GiveawayDeleted;

export const templateStream = (templateId: string) => `template-${templateId}`;
export type TemplateSaved = DomainEvent<'TemplateSaved', { templateId: string; criadorId: string; nome: string; camposFormulario: FormField[] }>;
export type TemplateDeleted = DomainEvent<'TemplateDeleted', { templateId: string; criadorId: string }>;
export type TemplateEvent = TemplateSaved | TemplateDeleted;

/**
 * A creator's publishes on a plan with an active-giveaway limit go through one stream, so two
 * publishes at the limit cannot both pass (issue 12): each claims a slot there first.
 */
export const creatorSlotsStream = (criadorId: string) => `creator-slots-${criadorId}`;
export type ActiveSlotClaimed = DomainEvent<'ActiveSlotClaimed', { criadorId: string; giveawayId: string }>;
