import { Injectable } from '@nestjs/common';
import { Entitlements } from '../../plans/plans.public';
import { instagramErrors } from '../domain/instagram.errors';
import { InstagramAccess } from './instagram-access';
import { asHttpError, refusalAsError } from './instagram-failures';
import type { InstagramMediaItem } from './instagram-graph.client';

/** GET /api/instagram/media: the connected account's latest posts, with the three Instagram failures as HTTP errors. */
@Injectable()
export class InstagramMediaReader {
  constructor(
    private readonly access: InstagramAccess,
    private readonly entitlements: Entitlements,
  ) {}

  async recent(userId: string): Promise<InstagramMediaItem[]> {
    if (!(await this.entitlements.of(userId)).recursos.includes('instagram')) throw instagramErrors.planRequired();
    try {
      return await this.access.with(userId, (client, token) => client.recentMedia(token));
    } catch (err) {
      throw asHttpError(refusalAsError(err));
    }
  }
}

