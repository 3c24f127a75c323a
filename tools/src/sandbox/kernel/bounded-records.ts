// Records kept up to a count per tenant (violations), so a long-running sandbox or a
// tenant that causes many of them cannot grow the process without bound. Finished records go
// first; the count of evicted ones stays, so a reader knows the list is not complete.

/** Options of {@link createBoundedRecords}. */
export interface BoundedRecordsOptions<T> {
  /** Most records kept per tenant. */
  readonly limitPerTenant: number;
  readonly tenantOf: (record: T) => string | null;
  /** Whether a record is finished (evicted before unfinished ones). Default: every record is. */
  readonly isFinished?: (record: T) => boolean;
  /** Told of each evicted record (to cancel what it still waits for). */
  readonly onEvict?: (record: T) => void;
}

export interface BoundedRecords<T> {
  add(record: T): void;
  /** Every kept record, oldest first. */
  all(): readonly T[];
  /** How many records were evicted, of one tenant or of all. */
  evicted(tenantId?: string | null): number;
  /** Forgets every record and the evicted counts. */
  clear(): void;
}

export function createBoundedRecords<T>(options: BoundedRecordsOptions<T>): BoundedRecords<T> {
  const { limitPerTenant, tenantOf } = options;
  if (!Number.isSafeInteger(limitPerTenant) || limitPerTenant < 1)
    throw new RangeError(`limitPerTenant must be a positive whole number (found ${limitPerTenant})`);
  const isFinished = options.isFinished ?? (() => true);
  let records: T[] = [];
  let kept = new Map<string | null, number>();
  let evicted = new Map<string | null, number>();

  function evictOne(tenantId: string | null): void {
    let index = records.findIndex((record) => tenantOf(record) === tenantId && isFinished(record));
    if (index < 0) index = records.findIndex((record) => tenantOf(record) === tenantId);
    const [record] = records.splice(index, 1);
    kept.set(tenantId, kept.get(tenantId)! - 1);
    evicted.set(tenantId, (evicted.get(tenantId) ?? 0) + 1);
    options.onEvict?.(record!);
  }

  return {
    add(record) {
      const tenantId = tenantOf(record);
      records.push(record);
      kept.set(tenantId, (kept.get(tenantId) ?? 0) + 1);
      if (kept.get(tenantId)! > limitPerTenant) evictOne(tenantId);
    },
    all: () => records,
    evicted: (tenantId) =>
      tenantId === undefined ? [...evicted.values()].reduce((sum, n) => sum + n, 0) : (evicted.get(tenantId) ?? 0),
    clear() {
      records = [];
      kept = new Map();
      evicted = new Map();
    },
  };
}
