/** One page of a keyset-paginated list (`?limit=&cursor=`); `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A page that also counts every item matching the filter (entrants, contacts). */
export type CountedPage<T> = Page<T> & {
  /** How many items match `q` (all of them without it). */
  total: number;
};
