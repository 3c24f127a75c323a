// The history of the message gateway's finished deliveries. A delivery leaves only once it is finished
// (Delivered, Failed after its last redelivery, Expired), as the real gateway keeps a message
// until then: pending deliveries are never dropped for space. The history of finished ones is
// bounded per tenant by a count and by bytes, the oldest finished going first, and every drop is
// counted and said.

/**
 * Finished deliveries kept per tenant by default (`--deliveries-per-tenant`): a partner's test of tens of thousands of
 * events keeps all of them.
 */
export const DELIVERIES_PER_TENANT = 50_000;

/**
 * Bytes of finished deliveries (payloads, addresses, answers) kept per tenant by default (`--delivery-history-bytes`).
 */
export const DELIVERY_HISTORY_BYTES_PER_TENANT = 256 * 1024 * 1024;

/** The limits of the history of finished deliveries, per tenant. */
export interface DeliveryHistoryLimits {
  readonly count: number;
  readonly bytes: number;
}

export interface DeliveryHistory<D> {
  readonly limits: DeliveryHistoryLimits;
  /** Accounts a delivery that just finished; drops the oldest finished ones of its tenant over the limits. */
  finished(delivery: D): void;
  /** A finished delivery that is pending again (a redelivery asked for) no longer counts as finished. */
  reopened(delivery: D): void;
  /** Finished deliveries dropped from the history, of one tenant or of all. */
  evicted(tenantId?: string): number;
  /** Forgets what it accounted (a reset: the deliveries are gone). */
  clear(): void;
}

/** How the history reads a delivery. */
export interface DeliveryHistoryOptions<D> {
  readonly limits: DeliveryHistoryLimits;
  readonly tenantOf: (delivery: D) => string;
  /** What a finished delivery costs the history, in bytes (about: its payload, address, headers and answers). */
  readonly sizeOf: (delivery: D) => number;
  /** Told of each delivery dropped from the history, which then leaves the gateway. */
  readonly onEvict: (delivery: D, tenantId: string, evictedBefore: number) => void;
  /** The counts of dropped deliveries by tenant (the gateway.evicted store, read at each use). */
  readonly evictedCounts: () => Map<string, number>;
}

interface TenantHistory<D> {
  /** Finished deliveries in the order they finished, with the bytes each was counted for. */
  readonly finished: Map<D, number>;
  bytes: number;
}

export function createDeliveryHistory<D>(options: DeliveryHistoryOptions<D>): DeliveryHistory<D> {
  const { limits, tenantOf, sizeOf, onEvict, evictedCounts } = options;
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isSafeInteger(value) || value < 1)
      throw new RangeError(
        `the delivery history's ${name} limit must be a positive whole number (found ${String(value)})`,
      );
  }
  let tenants = new Map<string, TenantHistory<D>>();

  function historyOf(tenantId: string): TenantHistory<D> {
    let history = tenants.get(tenantId);
    if (history === undefined) tenants.set(tenantId, (history = { finished: new Map(), bytes: 0 }));
    return history;
  }

  return {
    limits,
    finished(delivery) {
      const tenantId = tenantOf(delivery);
      const history = historyOf(tenantId);
      const size = sizeOf(delivery);
      history.bytes += size - (history.finished.get(delivery) ?? 0);
      history.finished.delete(delivery);
      history.finished.set(delivery, size);
      // The delivery that just finished stays even when it alone is over the byte limit: its record is what a test
      // reads next.
      while (history.finished.size > limits.count || (history.bytes > limits.bytes && history.finished.size > 1)) {
        const [oldest, bytes] = history.finished.entries().next().value as [D, number];
        history.finished.delete(oldest);
        history.bytes -= bytes;
        const counts = evictedCounts();
        const before = counts.get(tenantId) ?? 0;
        counts.set(tenantId, before + 1);
        onEvict(oldest, tenantId, before);
      }
    },
    reopened(delivery) {
      const history = historyOf(tenantOf(delivery));
      history.bytes -= history.finished.get(delivery) ?? 0;
      history.finished.delete(delivery);
    },
    evicted: (tenantId) =>
      tenantId === undefined
        ? [...evictedCounts().values()].reduce((sum, count) => sum + count, 0)
        : (evictedCounts().get(tenantId) ?? 0),
    clear() {
      tenants = new Map();
    },
  };
}
