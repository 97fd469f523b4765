import { toHex } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import type { DecisionContext, Decider } from '../../../platform/ddd/decider';
import { FIXED_FIELD_KEYS, FieldInput, normaliseForm } from './form-fields';
import { giveawayErrors } from './giveaway.errors';
import type { AleatoriedadePublica, EntryLogOpening, FormField, GiveawayContent, GiveawayEvent, GiveawayStatus } from './giveaway.events';
import { saoPauloDay } from '../../../platform/time/sao-paulo-day';

/** As the edge checked it: `data` is required for loteria-federal, ignored for drand. */
type ChoiceInput = { fonte: 'drand' | 'loteria-federal'; data?: string };
type ContentInput = Omit<GiveawayContent, 'camposFormulario' | 'aleatoriedadePublica'> & { camposFormulario: FieldInput[]; aleatoriedadePublica?: ChoiceInput | null };
type Actor = { actorId: string; isAdmin: boolean };

/**
 * What the uploads module knows of each image path a command sends (prize images), looked up
 * by the handler: who uploaded it and whether it is an image. A path missing here does not
 * exist (never uploaded, or deleted).
 */
export type UploadFacts = Record<string, { ownerId: string; image: boolean }>;

/** The creator's plan, as far as a giveaway's content must fit it (issue 12); null: no limit. */
export interface ContentLimits {
  /** The plan's name, for the refusal's message. */
  plano: string;
  vencedoresESuplentes: number | null;
  camposPersonalizados: number | null;
}

export type GiveawayCommand =
  | { type: 'CreateGiveaway'; giveawayId: string; criadorId: string; templateId: string | null; content: ContentInput; limites: ContentLimits; uploads?: UploadFacts }
  | ({ type: 'UpdateGiveaway'; changes: Partial<ContentInput>; limites: ContentLimits; uploads?: UploadFacts } & Actor)
  | { type: 'LockForm'; entryId: string }
  | ({ type: 'PublishGiveaway' } & Actor)
  | ({ type: 'CloseGiveaway' } & Actor)
  | { type: 'CloseAtDrawDate' }
  | ({ type: 'CancelGiveaway'; motivo: string | null } & Actor)
  | ({ type: 'DeleteGiveaway'; motivo: string | null } & Actor);

export interface GiveawayState {
  exists: boolean;
  deleted: boolean;
  giveawayId: string | null;
  criadorId: string | null;
  status: GiveawayStatus;
  content: GiveawayContent | null;
  regulamentoVersao: number;
  formLocked: boolean;
}

export const initialGiveawayState: GiveawayState = {
  exists: false,
  deleted: false,
  giveawayId: null,
  criadorId: null,
  status: 'Rascunho',
  content: null,
  regulamentoVersao: 0,
  formLocked: false,
};

const EDITABLE: GiveawayStatus[] = ['Rascunho', 'Ativo'];

/** Version 2's salt, fixed at publication with its commitment (the random bytes come from the handler). */
function entryLogOpening(salt: Uint8Array): EntryLogOpening {
  // node:crypto's SHA-256 answers synchronously, and hashing is as pure as the rest of decide.
  return { versao: 2, salt: toHex(salt), saltCommitment: toHex(nodeDrawCrypto.sha256(salt) as Uint8Array) };
}

/**
 * A Loteria Federal result only adds a guarantee if it comes out after the close, and the
 * close is at dataSorteio at the latest: the draw of that same day may already be known.
 */
function checkPublicRandomness(content: Pick<GiveawayContent, 'dataSorteio' | 'aleatoriedadePublica'>): void {
  const choice = content.aleatoriedadePublica;
  if (choice?.fonte === 'loteria-federal' && choice.data <= saoPauloDay(content.dataSorteio)) throw giveawayErrors.lotteryDateTooEarly();
}

/**
 * The content as stored: the form normalised, and dataSorteio in one format (UTC, ms, Z), so
 * that the auto-close and the sort by date can compare the strings.
 */
function normalised<T extends { camposFormulario?: FieldInput[]; dataSorteio?: string; aleatoriedadePublica?: ChoiceInput | null; premiosImagens?: (string | null)[] }>(raw: T) {
  const choice = raw.aleatoriedadePublica;
  // Plain data only, and nothing a source does not use (a date given with drand).
  const aleatoriedadePublica: AleatoriedadePublica | null | undefined = !choice
    ? choice
    : choice.fonte === 'drand'
      ? { fonte: 'drand' }
      : { fonte: 'loteria-federal', data: choice.data ?? '' };
  // Trailing nulls say nothing (a prize past the list's end has no image): one spelling per meaning.
  const premiosImagens = raw.premiosImagens && withoutTrailingNulls(raw.premiosImagens);
  const input = { ...raw, aleatoriedadePublica, premiosImagens };
  const dataSorteio = input.dataSorteio === undefined ? undefined : new Date(input.dataSorteio).toISOString();
  if (!input.camposFormulario) return { ...input, dataSorteio, camposFormulario: undefined };
  const { fields, errors } = normaliseForm(input.camposFormulario);
  if (Object.keys(errors).length > 0) throw giveawayErrors.invalidForm(errors);
  return { ...input, dataSorteio, camposFormulario: fields };
}

function withoutTrailingNulls(images: (string | null)[]): (string | null)[] {
  let end = images.length;
  while (end > 0 && images[end - 1] === null) end--;
  return images.slice(0, end);
}

/**
 * Each prize image is aligned with a prize, and each newly named one is an image its creator
 * uploaded: a path stays only as long as the page shows it, and nobody borrows another
 * account's upload. Images already on the giveaway are not checked again, so deleting an
 * upload later does not block unrelated edits.
 */
function checkPrizeImages(premios: string[], images: (string | null)[], before: (string | null)[], criadorId: string, uploads: UploadFacts = {}): void {
  if (images.length > premios.length) throw giveawayErrors.tooManyPrizeImages();
  images.forEach((path, index) => {
    if (path === null || before.includes(path)) return;
    const upload = uploads[path];
    if (!upload?.image) throw giveawayErrors.prizeImageNotFound(index);
    if (upload.ownerId !== criadorId) throw giveawayErrors.prizeImageNotOwned(index);
  });
}

/** Fields beyond the fixed two (nome and e-mail), the ones a plan counts. */
const customFields = (fields: FormField[]) => fields.filter((f) => !FIXED_FIELD_KEYS.includes(f.chave)).length;

/**
 * The content must fit the plan; a giveaway made under a larger plan keeps what it has
 * (a downgrade breaks nothing), so only a number that grows past the limit is refused.
 */
function checkPlanLimits(proposed: Partial<GiveawayContent>, current: GiveawayContent | null, limits: ContentLimits): void {
  const winners = limits.vencedoresESuplentes;
  if (winners !== null && proposed.numeroVencedores !== undefined && proposed.numeroVencedores > winners && proposed.numeroVencedores > (current?.numeroVencedores ?? 0)) {
    throw giveawayErrors.winnersLimit(limits.plano, winners);
  }
  const fields = limits.camposPersonalizados;
  if (fields !== null && proposed.camposFormulario) {
    const count = customFields(proposed.camposFormulario);
    if (count > fields && count > (current ? customFields(current.camposFormulario) : 0)) throw giveawayErrors.fieldsLimit(limits.plano, fields);
  }
}

function decide(command: GiveawayCommand, state: GiveawayState, { now, random }: DecisionContext): GiveawayEvent[] {
  if (command.type === 'CreateGiveaway') {
    if (state.exists) return [];
    const input = normalised(command.content);
    // Recorded only when some prize has an image: an event without the field means none.
    const { premiosImagens, ...rest } = input;
    const content = { ...rest, aleatoriedadePublica: input.aleatoriedadePublica ?? null, ...(premiosImagens?.length ? { premiosImagens } : {}) } as GiveawayContent;
    checkPublicRandomness(content);
    checkPrizeImages(content.premios, content.premiosImagens ?? [], [], command.criadorId, command.uploads);
    checkPlanLimits(content, null, command.limites);
    return [{ type: 'GiveawayCreated', data: { giveawayId: command.giveawayId, criadorId: command.criadorId, templateId: command.templateId, ...content } }];
  }
  if (!state.exists || state.deleted || !state.content) throw giveawayErrors.notFound();
  const giveawayId = state.giveawayId!;
  const content = state.content;
  const ownerOnly = (actor: Actor, allowAdmin = false) => {
    if (actor.actorId !== state.criadorId && !(allowAdmin && actor.isAdmin)) throw giveawayErrors.notOwner();
  };

  switch (command.type) {
    case 'UpdateGiveaway': {
      ownerOnly(command);
      if (!EDITABLE.includes(state.status)) throw giveawayErrors.notEditable(state.status);
      const proposed = normalised(command.changes);
      // A giveaway from before prize images has none: [] is no change.
      const current: GiveawayContent = { ...content, premiosImagens: content.premiosImagens ?? [] };
      const changes = Object.fromEntries(
        Object.entries(proposed).filter(([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(current[key as keyof GiveawayContent])),
      ) as Partial<GiveawayContent>;
      if (changes.camposFormulario && state.formLocked) throw giveawayErrors.formLocked();
      if (state.status === 'Ativo' && changes.dataSorteio && Date.parse(changes.dataSorteio) <= now.getTime()) throw giveawayErrors.drawDateInPast();
      if (Object.keys(changes).length === 0) return [];
      checkPlanLimits(changes, content, command.limites);
      if ('premios' in changes || 'premiosImagens' in changes) {
        checkPrizeImages(changes.premios ?? current.premios, changes.premiosImagens ?? current.premiosImagens!, current.premiosImagens!, state.criadorId!, command.uploads);
      }
      if ('aleatoriedadePublica' in changes || 'dataSorteio' in changes) checkPublicRandomness({ ...content, ...changes });
      const regulamentoVersao = 'regulamento' in changes ? { regulamentoVersao: state.regulamentoVersao + 1 } : {};
      return [{ type: 'GiveawayUpdated', data: { giveawayId, changes, ...regulamentoVersao } }];
    }
    case 'LockForm':
      return state.formLocked ? [] : [{ type: 'GiveawayFormLocked', data: { giveawayId, entryId: command.entryId } }];
    case 'PublishGiveaway':
      ownerOnly(command);
      if (state.status !== 'Rascunho') throw giveawayErrors.invalidTransition('publish', state.status);
      if (Date.parse(content.dataSorteio) <= now.getTime()) throw giveawayErrors.drawDateInPast();
      return [{ type: 'GiveawayPublished', data: { giveawayId, registro: entryLogOpening(random(32)) } }];
    case 'CloseGiveaway':
      ownerOnly(command);
      if (state.status !== 'Ativo') throw giveawayErrors.invalidTransition('close', state.status);
      return [{ type: 'GiveawayClosed', data: { giveawayId, motivo: 'manual' } }];
    case 'CloseAtDrawDate':
      // The scheduler may look at a stale list: closing is only due while active and past the date.
      if (state.status !== 'Ativo' || Date.parse(content.dataSorteio) > now.getTime()) return [];
      return [{ type: 'GiveawayClosed', data: { giveawayId, motivo: 'dataSorteio' } }];
    case 'CancelGiveaway':
      ownerOnly(command);
      if (!EDITABLE.includes(state.status)) throw giveawayErrors.invalidTransition('cancel', state.status);
      return [{ type: 'GiveawayCancelled', data: { giveawayId, motivo: command.motivo } }];
    case 'DeleteGiveaway':
      ownerOnly(command, true);
      return [{ type: 'GiveawayDeleted', data: { giveawayId, deletedBy: command.actorId, motivo: command.motivo } }];
  }
}

function evolve(state: GiveawayState, event: GiveawayEvent): GiveawayState {
  switch (event.type) {
    case 'GiveawayCreated': {
      const { giveawayId, criadorId, templateId: _t, ...content } = event.data;
      return { ...state, exists: true, giveawayId, criadorId, content, regulamentoVersao: 1 };
    }
    case 'GiveawayUpdated':
      return {
        ...state,
        content: { ...state.content!, ...event.data.changes },
        regulamentoVersao: event.data.regulamentoVersao ?? state.regulamentoVersao,
      };
    case 'GiveawayFormLocked':
      return { ...state, formLocked: true };
    case 'GiveawayPublished':
      return { ...state, status: 'Ativo' };
    case 'GiveawayClosed':
      return { ...state, status: 'Encerrado' };
    case 'GiveawayCancelled':
      return { ...state, status: 'Cancelado' };
    case 'GiveawayDeleted':
      return { ...state, deleted: true };
  }
}

export const giveawayDecider: Decider<GiveawayCommand, GiveawayEvent, GiveawayState> = { initialState: initialGiveawayState, decide, evolve };
