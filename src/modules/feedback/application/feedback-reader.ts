import { Inject, Injectable } from '@nestjs/common';
import { PageRequest, paginate } from '../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { feedbackErrors } from '../domain/feedback.errors';
import { FEEDBACK, FeedbackView, presentFeedback } from '../projections/feedback.projection';

export type PresentedFeedback = ReturnType<typeof presentFeedback>;

@Injectable()
export class FeedbackReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async get(feedbackId: string): Promise<PresentedFeedback> {
    const view = await this.store.collection<FeedbackView>(FEEDBACK).findOne({ _id: feedbackId });
    if (!view) throw feedbackErrors.notFound();
    return presentFeedback(view);
  }

  /** Newest first; `lida` filters read or unread. `naoLidas` counts every unread message. */
  async list(query: { lida?: boolean } & PageRequest) {
    const collection = this.store.collection<FeedbackView>(FEEDBACK);
    const filter = query.lida === undefined ? {} : { lida: query.lida };
    const [page, naoLidas] = await Promise.all([paginate(collection, filter, { field: 'seq', direction: -1 }, query), collection.count({ lida: false })]);
    return { items: page.items.map(presentFeedback), nextCursor: page.nextCursor, naoLidas };
  }
}
