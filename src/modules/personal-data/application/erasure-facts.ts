import type { RecordedEvent } from '../../../platform/event-store/event-store.port';

export interface ErasureFacts {
  exists: boolean;
  passwordHash: string | null;
  /** Every e-mail address the log ties to the person (account, linked identities, forms, messages): what the job table is scrubbed for. */
  emails: string[];
  /** Every profile photo the person set that is an upload (`/uploads/...`): deleted with the account. */
  photos: string[];
  /** The person's entries still standing, and whether each still has the contact consent. */
  entries: Array<{ entryId: string; giveawayId: string; consent: boolean }>;
}

/** What an erasure needs to know, folded from the person's events (PersonEvents) before their key is destroyed. */
export function erasureFacts(userId: string, events: RecordedEvent[]): ErasureFacts {
  const facts: ErasureFacts = { exists: false, passwordHash: null, emails: [], photos: [], entries: [] };
  const photos = new Set<string>();
  const emails = new Set<string>();
  const entries = new Map<string, { entryId: string; giveawayId: string; consent: boolean }>();
  const email = (value: unknown) => {
    if (typeof value === 'string' && value.includes('@')) emails.add(value).add(value.toLowerCase());
  };
  for (const event of events) {
    const d = event.data as Record<string, unknown>;
    switch (event.type) {
      case 'UserRegistered':
        if (d.userId !== userId) break;
        facts.exists = true;
        facts.passwordHash = (d.passwordHash as string | null) ?? null;
        email(d.email);
        break;
      case 'PasswordChanged':
        if (d.userId === userId) facts.passwordHash = d.passwordHash as string;
        break;
      case 'EmailVerified':
      case 'IdentityLinked':
      case 'FeedbackSent':
        if (d.userId === userId) email(d.email);
        break;
      case 'ProfileUpdated': {
        const photo = (d.changes as { photoURL?: unknown } | undefined)?.photoURL;
        if (d.userId === userId && typeof photo === 'string' && photo.startsWith('/uploads/')) photos.add(photo);
        break;
      }
      case 'EntrySubmitted':
        if (d.participanteId !== userId) break;
        email(d.email);
        entries.set(String(d.entryId), { entryId: String(d.entryId), giveawayId: String(d.sorteioId), consent: d.consentimentoContato === true });
        break;
      case 'ContactConsentWithdrawn': {
        const entry = entries.get(String(d.entryId));
        if (entry) entry.consent = false;
        break;
      }
      case 'EntryWithdrawn':
        entries.delete(String(d.entryId));
        break;
      default:
        break;
    }
  }
  facts.emails = [...emails];
  facts.photos = [...photos];
  facts.entries = [...entries.values()];
  return facts;
}
