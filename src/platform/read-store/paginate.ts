import { DomainError } from '../ddd/domain-error';
import type { Page as ContractPage } from '@sorteios/api-contract';
import type { Filter, ReadCollection } from './read-store.port';

export interface PageRequest {
  limit?: number;
  cursor?: string;
}

/** The page every list answers: its shape is the API's, shared with the SPA. */
export type Page<T> = ContractPage<T>;

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

const badCursor = () => new DomainError('INVALID_CURSOR', 'Cursor de paginação inválido.');

/**
 * Keyset pagination (API.md: ?limit= and ?cursor=): ordered by one field and then _id, the
 * cursor names the last item seen, so pages stay stable while new items arrive.
 */
export async function paginate<T extends { _id: string }>(
  collection: ReadCollection<T>,
  filter: Filter,
  order: { field: string; direction: 1 | -1 },
  { limit = DEFAULT_LIMIT, cursor }: PageRequest,
): Promise<Page<T>> {
  const size = Math.min(Math.max(1, limit), MAX_LIMIT);
  const { field, direction } = order;
  const op = direction === 1 ? '$gt' : '$lt';
  let query = filter;
  if (cursor) {
    let after: [unknown, string];
    try {
      after = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      throw badCursor();
    }
    if (!Array.isArray(after) || after.length !== 2 || typeof after[1] !== 'string') throw badCursor();
    query = { $and: [filter, { $or: [{ [field]: { [op]: after[0] } }, { [field]: after[0], _id: { [op]: after[1] } }] }] };
  }
  const rows = await collection.find(query, { sort: { [field]: direction, _id: direction }, limit: size + 1 });
  const items = rows.slice(0, size);
  const last = items[items.length - 1] as (T & Record<string, unknown>) | undefined;
  const nextCursor = rows.length > size && last ? Buffer.from(JSON.stringify([last[field], last._id])).toString('base64url') : null;
  return { items, nextCursor };
}
