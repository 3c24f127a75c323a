// The gateway's deliveries by tenant, by status and by both, so that GET /_sandbox/deliveries with a tenantId or a
// status costs what it answers, not the whole history. Derived from the gateway.deliveries table and never saved:
// built on first use of each table (a start, a reset, an import and a restore each make a new table), then kept up to
// date by the writes that go through here and by each delivery telling its changes of status.
import type { Table } from "../kernel/table.js";
import type { Delivery, DeliveryStatus } from "./delivery-record.js";

/** Which records a listing of deliveries returns; every given member must match. */
export interface DeliveryFilter {
  /** Only records in this status. */
  readonly status?: DeliveryStatus;
  /** Only this message type. */
  readonly messageType?: string;
  /** Only messages of this tenant (X-Tenant-Id). */
  readonly tenantId?: string;
}

interface DeliveryIndex {
  /** Each delivery's place in the table (the order a listing returns), since a status set holds them as they moved. */
  readonly order: Map<Delivery, number>;
  next: number;
  readonly byTenant: Map<string, Set<Delivery>>;
  readonly byStatus: Map<DeliveryStatus, Set<Delivery>>;
  readonly byTenantStatus: Map<string, Set<Delivery>>;
}

const indexes = new WeakMap<Table<Delivery>, DeliveryIndex>();

const tenantStatusKey = (tenantId: string, status: DeliveryStatus) => `${tenantId}\u0000${status}`;

function join<K>(map: Map<K, Set<Delivery>>, key: K, delivery: Delivery): void {
  const set = map.get(key);
  if (set === undefined) map.set(key, new Set([delivery]));
  else set.add(delivery);
}

function part<K>(map: Map<K, Set<Delivery>>, key: K, delivery: Delivery): void {
  const set = map.get(key);
  if (set === undefined) return;
  set.delete(delivery);
  if (set.size === 0) map.delete(key);
}

function joinStatus(index: DeliveryIndex, delivery: Delivery, status: DeliveryStatus): void {
  join(index.byStatus, status, delivery);
  join(index.byTenantStatus, tenantStatusKey(delivery.tenantId, status), delivery);
}

function partStatus(index: DeliveryIndex, delivery: Delivery, status: DeliveryStatus): void {
  part(index.byStatus, status, delivery);
  part(index.byTenantStatus, tenantStatusKey(delivery.tenantId, status), delivery);
}

function indexDelivery(index: DeliveryIndex, delivery: Delivery): void {
  index.order.set(delivery, index.next++);
  join(index.byTenant, delivery.tenantId, delivery);
  joinStatus(index, delivery, delivery.status);
  delivery.statusChanged = (before) => {
    partStatus(index, delivery, before);
    joinStatus(index, delivery, delivery.status);
  };
}

function deliveryIndex(table: Table<Delivery>): DeliveryIndex {
  let index = indexes.get(table);
  if (index === undefined) {
    index = { order: new Map(), next: 0, byTenant: new Map(), byStatus: new Map(), byTenantStatus: new Map() };
    for (const delivery of table.values()) indexDelivery(index, delivery);
    indexes.set(table, index);
  }
  return index;
}

/** A new delivery joins the table and its index. */
export function addDelivery(table: Table<Delivery>, delivery: Delivery): void {
  const index = deliveryIndex(table);
  table.set(delivery.messageId, delivery);
  indexDelivery(index, delivery);
}

/** A delivery leaves the table and its index (evicted from the history, or a reset). */
export function removeDelivery(table: Table<Delivery>, delivery: Delivery): void {
  const index = deliveryIndex(table);
  if (!index.order.delete(delivery)) return;
  table.delete(delivery.messageId);
  part(index.byTenant, delivery.tenantId, delivery);
  partStatus(index, delivery, delivery.status);
  delivery.statusChanged = undefined;
}

/** The deliveries of the table that match, oldest first. */
export function listDeliveries(table: Table<Delivery>, filter: DeliveryFilter): Delivery[] {
  const { status, messageType, tenantId } = filter;
  const index = deliveryIndex(table);
  let candidates: Iterable<Delivery>;
  if (tenantId !== undefined && status !== undefined)
    candidates = index.byTenantStatus.get(tenantStatusKey(tenantId, status)) ?? [];
  else if (status !== undefined) candidates = index.byStatus.get(status) ?? [];
  else if (tenantId !== undefined) candidates = index.byTenant.get(tenantId) ?? [];
  else candidates = table.values();
  const matching: Delivery[] = [];
  for (const delivery of candidates)
    if (messageType === undefined || delivery.messageType === messageType) matching.push(delivery);
  // A tenant's set and the table hold deliveries in the order they were published; a status set in the order they
  // reached the status.
  if (status !== undefined) matching.sort((a, b) => index.order.get(a)! - index.order.get(b)!);
  return matching;
}
