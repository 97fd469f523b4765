import type { Person } from '@sorteios/api-contract';
import { i18n } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/giveaway-types';

export const when = formatDateTime;

/** "@ana (Ana Souza)", or "Sistema" when no one acted (scheduler, command line). */
export function personLabel(person: Person | null): string {
  if (!person) return i18n.t('moderation.boss.common.system');
  return person.username ? `@${person.username} (${person.nome})` : person.id;
}

/** What an event means, in pt-BR; an event type this screen does not know yet keeps its name. */
export function eventLabel(tipo: string): string {
  const key = `moderation.boss.events.${tipo}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t('moderation.boss.events.other', { tipo });
}
