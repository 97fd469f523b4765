import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { SpaPageHead, SpaPageHeadSource } from '../../platform/web/spa-page-heads';
import { AccountReader, type Account } from '../accounts/accounts.public';
import { absoluteUrl } from './absolute-url';

/**
 * The rule of usernames (accounts' register DTO and social's username rules; the SPA's profile
 * loader too): a path segment outside it is nobody's page, and the SPA says "not found"
 * without asking the API.
 */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]{3,30}$/;
const MAX_DESCRIPTION = 200;

/** "Ana Souza (@ana) — Sorteios", the bio (or a default) under it, as a preview card shows a profile. */
export function describeProfile(account: Pick<Account, 'nome' | 'username' | 'bio'>): Pick<SpaPageHead, 'title' | 'description'> {
  const bio = account.bio.replace(/\s+/g, ' ').trim();
  const description = bio || `Sorteios de @${account.username} no Sorteios`;
  return {
    title: `${account.nome} (@${account.username}) — Sorteios`,
    description: description.length > MAX_DESCRIPTION ? `${description.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : description,
  };
}

/**
 * The head of a public profile (/:username and its follow lists), for the paths where that
 * screen wins: a link to someone's profile shows their name, bio and photo. The account is
 * found as GET /api/users/:username finds it (the SPA's profile page asks that): any case, the
 * username rule, not disabled (an erased account is disabled and renamed). Anyone else has no
 * head: the page is answered 404, as the SPA shows its "not found".
 */
@Injectable()
export class ProfilePageHead implements SpaPageHeadSource {
  readonly patterns = ['/:username', '/:username/seguidores', '/:username/seguindo'];

  constructor(
    private readonly accounts: AccountReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async head([username]: string[], path: string): Promise<SpaPageHead | null> {
    const account = await this.visible(username);
    if (!account) return null;
    // The list's own screen keeps its last segment; the name is the account's own spelling.
    const list = path.replace(/\/+$/, '').split('/').slice(2);
    const url = [this.config.publicUrl, encodeURIComponent(account.username), ...list.map((s) => s.toLowerCase())].join('/');
    return { ...describeProfile(account), url, imageUrl: account.photoURL ? absoluteUrl(this.config.publicUrl, account.photoURL) : null };
  }

  /** The account a profile page shows, or null when the page says "not found". */
  async visible(username: string): Promise<Account | null> {
    if (!USERNAME_PATTERN.test(username)) return null;
    const account = await this.accounts.byUsername(username);
    return account && !account.disabled ? account : null;
  }
}
