/** A value an ordered index sorts by: MongoDB's order across these types is null < numbers < strings. */
export type OrderValue = null | number | string;

const typeRank = (v: OrderValue) => (v === null ? 0 : typeof v === 'number' ? 1 : 2);

export function compareOrder(a: OrderValue, b: OrderValue): number {
  // Numbers first: an index sorted by rank compares nothing else, millions of times.
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  const ta = typeRank(a);
  const tb = typeRank(b);
  if (ta !== tb) return ta - tb;
  return (a as number | string) < (b as number | string) ? -1 : (a as number | string) > (b as number | string) ? 1 : 0;
}

export const isOrderValue = (v: unknown): v is OrderValue =>
  v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

type Block = { ids: unknown[]; order: OrderValue[] };
const BLOCK = 256;
/** Up to this size the arrays are rebuilt at their exact length: most words are in a handful of documents. */
const SMALL = 16;

/**
 * The documents under one key of an ordered index, kept sorted by the index's second field.
 * Small postings are one pair of arrays; past 2 × 256 entries they are cut into blocks of
 * at most that size, so an insert or removal moves a few hundred entries, not the tens of
 * thousands a common word holds. Reading in order can stop early (see PostingCursor).
 */
export class SortedPosting implements Block {
  ids: unknown[] = [];
  order: OrderValue[] = [];
  private blocks: Block[] | null = null;
  size = 0;

  add(id: unknown, value: OrderValue): void {
    this.size++;
    const blocks = this.blocks;
    const last = blocks ? blocks[blocks.length - 1] : this;
    // Documents mostly arrive in rank order: appending is checked first.
    const append = last.order.length === 0 || compareOrder(last.order[last.order.length - 1], value) <= 0;
    // Else the first block whose last value is above `value`; equal values go after the ones there.
    const b = !blocks ? 0 : append ? blocks.length - 1 : Math.min(firstBlock(blocks, value, true), blocks.length - 1);
    const block: Block = blocks ? blocks[b] : this;
    const at = append ? block.ids.length : bound(block.order, value, true);
    if (block.ids.length < SMALL) {
      [block.ids, block.order] = inserted(block, at, id, value);
      return;
    }
    block.ids.splice(at, 0, id);
    block.order.splice(at, 0, value);
    if (block.ids.length <= 2 * BLOCK) return;
    // Appending at the end (documents arriving in rank order) leaves the block full; otherwise
    // it is halved. Slices, not splices: the arrays keep no spare capacity.
    const cut = b === (blocks?.length ?? 1) - 1 && at === block.ids.length - 1 ? block.ids.length - 1 : BLOCK;
    const lower = { ids: block.ids.slice(0, cut), order: block.order.slice(0, cut) };
    const upper = { ids: block.ids.slice(cut), order: block.order.slice(cut) };
    if (!blocks) {
      this.blocks = [lower, upper];
      this.ids = [];
      this.order = [];
      return;
    }
    blocks.splice(b, 1, lower, upper);
  }

  remove(id: unknown, value: OrderValue): boolean {
    const blocks = this.list();
    for (let b = firstBlock(blocks, value, false); b < blocks.length; b++) {
      const block = blocks[b];
      for (let i = bound(block.order, value, false); i < block.ids.length; i++) {
        if (compareOrder(block.order[i], value) !== 0) return false;
        if (block.ids[i] !== id) continue;
        block.ids.splice(i, 1);
        block.order.splice(i, 1);
        if (block.ids.length === 0 && this.blocks) this.blocks.splice(b, 1);
        this.size--;
        return true;
      }
    }
    return false;
  }

  /** A cursor over the entries, ascending (1) or descending (-1) by the sort value; equal values in no particular order, as in MongoDB. */
  cursor(direction: 1 | -1 = 1): PostingCursor {
    return new PostingCursor(this.blocks ?? this, direction);
  }

  /** Every id, in order, as one array. */
  allIds(): unknown[] {
    return this.blocks ? ([] as unknown[]).concat(...this.blocks.map((block) => block.ids)) : this.ids.slice();
  }

  /** The ids whose sort value equals `value`. */
  *equal(value: OrderValue): Generator<unknown> {
    const blocks = this.list();
    for (let b = firstBlock(blocks, value, false); b < blocks.length; b++) {
      const block = blocks[b];
      for (let i = bound(block.order, value, false); i < block.ids.length; i++) {
        if (compareOrder(block.order[i], value) !== 0) return;
        yield block.ids[i];
      }
    }
  }

  private list(): Block[] {
    return this.blocks ?? [this];
  }
}

/**
 * A copy of a small block's arrays with one entry inserted, at their exact length. Filled
 * one by one rather than spread: numbers then stay unboxed (8 bytes, not a 16-byte heap
 * number and a pointer), which matters over millions of entries.
 */
function inserted(block: Block, at: number, id: unknown, value: OrderValue): [unknown[], OrderValue[]] {
  const n = block.ids.length + 1;
  const ids = new Array<unknown>(n);
  const order = new Array<OrderValue>(n);
  for (let i = 0, j = 0; i < n; i++) {
    if (i === at) {
      ids[i] = id;
      order[i] = value;
    } else {
      ids[i] = block.ids[j];
      order[i] = block.order[j++];
    }
  }
  return [ids, order];
}

/** The first block whose last value is above (`after`) or at least (`!after`) the given one. */
function firstBlock(blocks: Block[], value: OrderValue, after: boolean): number {
  let lo = 0;
  let hi = blocks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const order = blocks[mid].order;
    // An empty block (a small posting emptied) is never past anything.
    const c = order.length > 0 ? compareOrder(order[order.length - 1], value) : -1;
    if (after ? c > 0 : c >= 0) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** First index whose value is above (`after`) or at least (`!after`) the given one. */
function bound(order: OrderValue[], value: OrderValue, after: boolean): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const c = compareOrder(order[mid], value);
    if (after ? c > 0 : c >= 0) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Reads a posting in order, one entry at a time (merging many postings needs the current
 * value of each). Over a small posting it reads its one pair of arrays, allocating nothing else.
 */
export class PostingCursor {
  private b: number;
  private i: number;
  private readonly blocks: Block[] | null;
  private block: Block | undefined;

  constructor(
    source: Block[] | Block,
    private readonly direction: 1 | -1,
  ) {
    this.blocks = Array.isArray(source) ? source : null;
    this.b = direction === 1 || !this.blocks ? 0 : this.blocks.length - 1;
    this.block = this.blocks ? this.blocks[this.b] : (source as Block);
    this.i = direction === 1 ? 0 : (this.block?.ids.length ?? 0) - 1;
  }

  get done(): boolean {
    return !this.block || this.i < 0 || this.i >= this.block.ids.length;
  }

  get id(): unknown {
    return this.block!.ids[this.i];
  }

  get value(): OrderValue {
    return this.block!.order[this.i];
  }

  advance(): void {
    this.i += this.direction;
    if (this.i >= 0 && this.i < this.block!.ids.length) return;
    if (!this.blocks) return;
    this.b += this.direction;
    this.block = this.blocks[this.b];
    this.i = this.direction === 1 ? 0 : (this.block?.ids.length ?? 0) - 1;
  }
}
