import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { SecretBox } from '../../../platform/secrets/secret-box';

/** The associated data a person's token is sealed with: a sealed token copied into another person's record does not open. */
const contextOf = (userId: string) => `instagram-token:${userId}`;

/** Seals and opens a person's Instagram token under SECRETS_KEY (AES-256-GCM, platform/secrets). */
@Injectable()
export class InstagramTokenVault {
  private readonly box: SecretBox;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.box = new SecretBox(config.secretsKeys);
  }

  seal(userId: string, token: string): string {
    return this.box.seal(token, contextOf(userId));
  }

  /** The token, or SecretUnreadable (sealed under a key no longer in SECRETS_KEY, or altered). */
  open(userId: string, sealed: string): string {
    return this.box.open(sealed, contextOf(userId));
  }
}
