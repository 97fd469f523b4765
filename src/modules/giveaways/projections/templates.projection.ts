import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { FormField, TemplateEvent } from '../domain/giveaway.events';

export const TEMPLATES = 'templates';

export interface TemplateView {
  _id: string;
  id: string;
  criadorId: string;
  nome: string;
  camposFormulario: FormField[];
  createdAt: string;
}

export const templatesProjection: Projection = {
  name: 'templates',
  collections: [TEMPLATES],
  async setup(store: ReadStore) {
    await store.collection(TEMPLATES).createIndex({ criadorId: 1, createdAt: -1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = { type: recorded.type, data: recorded.data } as TemplateEvent;
    const templates = store.collection<TemplateView>(TEMPLATES);
    if (event.type === 'TemplateSaved') {
      const { templateId, criadorId, nome, camposFormulario } = event.data;
      const view = { _id: templateId, id: templateId, criadorId, nome, camposFormulario, createdAt: recorded.metadata.at };
      await templates.replaceOne({ _id: templateId }, view, { upsert: true });
    } else if (event.type === 'TemplateDeleted') {
      await templates.deleteOne({ _id: event.data.templateId });
    }
  },
};
