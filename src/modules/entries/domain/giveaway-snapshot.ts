import type { FormField, GiveawayEvent, GiveawayStatus } from '../../giveaways/domain/giveaway.events';

/** What an entry decision needs to know of its giveaway, folded from the published events. */
export interface GiveawaySnapshot {
  exists: boolean;
  criadorId: string | null;
  titulo: string;
  status: GiveawayStatus;
  dataSorteio: string;
  camposFormulario: FormField[];
  regulamento: string | null;
  regulamentoVersao: number;
  formLocked: boolean;
}

export const emptySnapshot: GiveawaySnapshot = {
  exists: false,
  criadorId: null,
  titulo: '',
  status: 'Rascunho',
  dataSorteio: '',
  camposFormulario: [],
  regulamento: null,
  regulamentoVersao: 0,
  formLocked: false,
};

/** Folds the events onto `from` (the empty snapshot, or one folded earlier from the events before these). */
export function snapshotOf(events: Array<{ type: string; data: unknown }>, from: GiveawaySnapshot = emptySnapshot): GiveawaySnapshot {
  return events.reduce((s, recorded) => {
    const event = recorded as GiveawayEvent;
    switch (event.type) {
      case 'GiveawayCreated': {
        const d = event.data;
        return { ...s, exists: true, criadorId: d.criadorId, titulo: d.titulo, dataSorteio: d.dataSorteio, camposFormulario: d.camposFormulario, regulamento: d.regulamento, regulamentoVersao: 1 };
      }
      case 'GiveawayUpdated': {
        const c = event.data.changes;
        return {
          ...s,
          titulo: c.titulo ?? s.titulo,
          dataSorteio: c.dataSorteio ?? s.dataSorteio,
          camposFormulario: c.camposFormulario ?? s.camposFormulario,
          regulamento: 'regulamento' in c ? (c.regulamento ?? null) : s.regulamento,
          regulamentoVersao: event.data.regulamentoVersao ?? s.regulamentoVersao,
        };
      }
      case 'GiveawayFormLocked':
        return { ...s, formLocked: true };
      case 'GiveawayPublished':
        return { ...s, status: 'Ativo' };
      case 'GiveawayClosed':
        return { ...s, status: 'Encerrado' };
      case 'GiveawayCancelled':
        return { ...s, status: 'Cancelado' };
      case 'GiveawayDeleted':
        return { ...s, exists: false };
      default:
        return s;
    }
  }, from);
}
