import { Injectable } from '@nestjs/common';
import { InstagramAccess } from './instagram-access';
import type { InstagramCommentsPage, InstagramMediaInfo } from './instagram-graph.client';

/**
 * The comments of a post of a person's connected account, for the import into a giveaway
 * (the public surface, instagram.public.ts). Each call opens the person's token for itself.
 * Besides the DomainErrors named below, both methods throw InstagramRateLimited (wait
 * `retryAfterMs`), InstagramTokenExpired (code 190: connect again) and InstagramUnavailable
 * (5xx, network, timeout: retry later); INSTAGRAM_PERMISSION_MISSING when the person did not
 * grant the comments permission.
 */
@Injectable()
export class InstagramComments {
  constructor(private readonly access: InstagramAccess) {}

  /** The post, if it is the connected account's; else DomainError INSTAGRAM_NOT_CONNECTED / INSTAGRAM_MEDIA_NOT_FOUND. */
  media(userId: string, mediaId: string): Promise<InstagramMediaInfo> {
    return this.access.withMedia(userId, mediaId, (client, token) => client.media(token, mediaId));
  }

  /** One page of comments (up to 50) from the cursor `after` (null: the first page); `after` null in the answer ends the list. */
  page(userId: string, mediaId: string, after: string | null): Promise<InstagramCommentsPage> {
    return this.access.withMedia(userId, mediaId, (client, token) => client.comments(token, mediaId, after));
  }
}
