import type { ReadStore } from '../../../platform/read-store/read-store.port';

/** How the admin area names a person: never more than the public profile plus the id. */
export interface Person {
  id: string;
  username: string;
  nome: string;
}

type UserDoc = { _id: string; username: string; nome: string; nome_completo?: string };

/** The people behind a set of user ids, from accounts' `users` read model (read-only, by name). */
export async function peopleByIds(store: ReadStore, ids: Array<string | null | undefined>): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const users = await store.collection<UserDoc>('users').find({ _id: { $in: wanted } });
  return new Map(users.map((u) => [u._id, { id: u._id, username: u.username, nome: u.nome_completo || u.nome }]));
}
