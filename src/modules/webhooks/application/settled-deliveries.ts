/**
 * The deliveries this process finished lately, so a row the projection still shows as
 * pendente (its outcome not projected yet) is not sent again. Kept in the order they settled:
 * forgetting the expired ones stops at the first recent one, so each call costs about the
 * same however many are remembered — a replay settles the same ids again, and a sweep over
 * the whole memory on each of them made the replay's cost grow with the square of its size.
 */
export class SettledDeliveries {
  /** Delivery id → [pendenteDesde it was sent for, when it settled], oldest first. */
  private readonly settled = new Map<string, [number, number]>();

  constructor(private readonly memoryMs: number) {}

  remember(deliveryId: string, pendenteDesde: number, now: number): void {
    // Deleted first so that settling again moves it to the end.
    this.settled.delete(deliveryId);
    this.settled.set(deliveryId, [pendenteDesde, now]);
    for (const [id, [, at]] of this.settled) {
      if (now - at <= this.memoryMs) break;
      this.settled.delete(id);
    }
  }

  /** The pendenteDesde it was settled for, if it settled here within the memory. */
  pendingSinceOf(deliveryId: string): number | undefined {
    return this.settled.get(deliveryId)?.[0];
  }

  get size(): number {
    return this.settled.size;
  }
}
