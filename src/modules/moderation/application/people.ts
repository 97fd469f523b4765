import type { Person } from '@sorteios/api-contract';
import type { AccountReader } from '../../accounts/accounts.public';

/**
 * The people behind a set of user ids, through the accounts module's reader, as the admin area
 * names them (Person: never more than the public profile plus the id).
 */
export async function peopleByIds(accounts: AccountReader, ids: Array<string | null | undefined>): Promise<Map<string, Person>> {
  const found = await accounts.byIds(ids);
  return new Map([...found.values()].map((a) => [a.id, { id: a.id, username: a.username, nome: a.nome }]));
}
