import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { instagramErrors } from '../domain/instagram.errors';
import { InstagramGraphClient } from './instagram-graph.client';

/** The Instagram app this server is configured with, if any (INSTAGRAM_CLIENT_ID and _SECRET). */
@Injectable()
export class InstagramGateway {
  private readonly graph: InstagramGraphClient | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.graph = config.instagram ? new InstagramGraphClient(config.instagram) : null;
  }

  get configured(): boolean {
    return this.graph !== null;
  }

  /** The client, or 404 PROVIDER_NOT_CONFIGURED. */
  client(): InstagramGraphClient {
    if (!this.graph) throw instagramErrors.notConfigured();
    return this.graph;
  }
}
