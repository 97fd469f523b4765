import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { FeedbackEvent, FeedbackSent } from '../domain/feedback.events';

export const FEEDBACK = 'feedback';

export interface FeedbackReplyView {
  /** The FeedbackReplied event id: a replay finds it and adds nothing. */
  id: string;
  mensagem: string;
  respondidoPor: string;
  respondidoEm: string;
}

export type FeedbackView = Omit<FeedbackSent['data'], 'feedbackId'> & {
  _id: string;
  id: string;
  lida: boolean;
  lidaEm: string | null;
  criadoEm: string;
  /** Log position: newest first, and the list's cursor. */
  seq: number;
  respostas: FeedbackReplyView[];
};

/** Messages from the contact form, for the admins' inbox. */
export const feedbackProjection: Projection = {
  name: 'feedback',
  collections: [FEEDBACK],

  async setup(store: ReadStore) {
    await store.collection(FEEDBACK).createIndex({ lida: 1, seq: -1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const feedback = store.collection<FeedbackView>(FEEDBACK);
    const event = { type: recorded.type, data: recorded.data } as FeedbackEvent;
    const at = recorded.metadata.at;
    switch (event.type) {
      case 'FeedbackSent': {
        const { feedbackId, ...sent } = event.data;
        const view: FeedbackView = { ...sent, _id: feedbackId, id: feedbackId, lida: false, lidaEm: null, criadoEm: at, seq: recorded.position, respostas: [] };
        await feedback.replaceOne({ _id: feedbackId }, view, { upsert: true });
        return;
      }
      case 'FeedbackMarkedRead':
        await feedback.updateOne({ _id: event.data.feedbackId }, { $set: { lida: true, lidaEm: at } });
        return;
      case 'FeedbackMarkedUnread':
        await feedback.updateOne({ _id: event.data.feedbackId }, { $set: { lida: false, lidaEm: null } });
        return;
      case 'FeedbackReplied': {
        const { feedbackId, mensagem, respondidoPor } = event.data;
        const reply: FeedbackReplyView = { id: recorded.id, mensagem, respondidoPor, respondidoEm: at };
        await feedback.updateOne({ _id: feedbackId, 'respostas.id': { $ne: recorded.id } }, { $push: { respostas: reply } });
        return;
      }
      default:
        return;
    }
  },
};

export function presentFeedback({ _id, seq: _s, ...view }: FeedbackView) {
  return view;
}
