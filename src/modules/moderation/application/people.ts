import type { AccountReader } from '../../accounts/accounts.public';

/** How the admin area names a person: never more than the public profile plus the id. */
export interface Person {
  id: string;
  username: string;
  nome: string;
}

/** The people behind a set of user ids, through the accounts module's reader. */
export async function peopleByIds(accounts: AccountReader, ids: Array<string | null | undefined>): Promise<Map<string, Person>> {
  const found = await accounts.byIds(ids);
  return new Map([...found.values()].map((a) => [a.id, { id: a.id, username: a.username, nome: a.nome }]));
}
