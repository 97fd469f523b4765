import type { ErasureSignals, PersonalFieldRules } from '../../../platform/personal-data/personal-data-rules';

/**
 * Every personal field the log holds, event by event, and whose it is (docs/personal-data.md):
 * the shredding layer seals these under the subject's key, and they read as the value given
 * here once that key is destroyed. Ids, dates, giveaway content and the draw's values are not
 * in this list: receipts and history chains are built from ids only, so they still verify
 * after an erasure.
 *
 * Unique fields read as a value unique per subject: the users read model keeps a unique index
 * on e-mail and username, and two erased people must not collide on a rebuild.
 */
export const REMOVED_NAME = 'Conta removida';
const removedEmail = (subject: string) => `${subject}@conta-removida.invalid`;
const removedUsername = (subject: string) => `removido-${subject.replace(/[^a-z0-9]/gi, '').slice(0, 12).toLowerCase()}`;
const removedValue = (subject: string) => `removido:${subject}`;

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const byUserId = (_target: Record<string, unknown>, data: Record<string, unknown>) => str(data.userId);
const byParticipant = (_target: Record<string, unknown>, data: Record<string, unknown>) => str(data.participanteId);
const byOwnParticipant = (target: Record<string, unknown>) => str(target.participanteId);

export const PERSONAL_FIELDS: PersonalFieldRules = {
  // accounts
  UserRegistered: [
    { subject: byUserId, fields: { email: removedEmail, username: removedUsername, nome: REMOVED_NAME, sobrenome: '', passwordHash: null } },
  ],
  EmailVerified: [{ subject: byUserId, fields: { email: removedEmail } }],
  PasswordChanged: [{ subject: byUserId, fields: { passwordHash: null } }],
  ProfileUpdated: [
    { at: 'changes', subject: byUserId, fields: { nome: REMOVED_NAME, sobrenome: '', bio: '', photoURL: null, username: removedUsername } },
  ],
  IdentityLinked: [{ subject: byUserId, fields: { subject: removedValue, email: null } }],
  IdentityUnlinked: [{ subject: byUserId, fields: { subject: removedValue } }],
  // The e-mail and username claims (the stream names hold a hash of the e-mail and the username, see docs).
  ValueReserved: [{ subject: (_t, d) => str(d.holderId), fields: { value: removedValue } }],
  ValueReleased: [{ subject: (_t, d) => str(d.holderId), fields: { value: removedValue } }],
  // entries
  EntrySubmitted: [
    { subject: byParticipant, fields: { nome: REMOVED_NAME, email: null, username: removedUsername, respostas: {} } },
    { at: 'instagram', subject: byParticipant, fields: { username: removedUsername, texto: '' } },
  ],
  EntryRefused: [{ subject: byParticipant, fields: { email: null } }],
  // draws: each winner and alternate is their own subject (WinnersDrawn recorded before participanteId existed has none: see docs)
  WinnersDrawn: [
    { at: 'vencedores', subject: byOwnParticipant, fields: { nome: REMOVED_NAME, email: null } },
    { at: 'suplentes', subject: byOwnParticipant, fields: { nome: REMOVED_NAME, email: null } },
  ],
  // feedback (a message sent signed in; an anonymous one names no account to erase)
  FeedbackSent: [{ subject: byUserId, fields: { nome: REMOVED_NAME, email: removedEmail, mensagem: '' } }],
  // moderation: what the reporter wrote
  ReportFiled: [{ subject: byUserId, fields: { detalhes: null } }],
  // instagram: the connected account's handle
  InstagramConnected: [{ subject: byUserId, fields: { username: removedUsername } }],
  InstagramDisconnected: [{ subject: byUserId, fields: { username: removedUsername } }],
};

/** AccountErased names the person erased: every process reading it drops that person's cached key. */
export const ERASURE_SIGNALS: ErasureSignals = { AccountErased: (data) => String(data.userId) };
