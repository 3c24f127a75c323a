// Released orders of a vendor tenant and their status, moved only as the spec's state machine
// (`x-state-machine.orderStatus` of specs/openapi/order-integration.yaml) allows.
import { orderStatus as machine } from "../../../../../generated/facts.js";
import type { components as orderComponents } from "../../../../../generated/types/order-integration.js";
import type { components } from "../../../../../generated/types/sandbox-control.js";
import { APPLICATION_URL_KEY } from "../../../../../src/orders/index.js";
import { declareTable, StoreFormatError, type Tenant } from "../../kernel/store.js";
import { newId } from "../../kernel/ids.js";

export type Order = orderComponents["schemas"]["Order"];
type SetOrderStatusRequest = orderComponents["schemas"]["SetOrderStatusRequest"];
type KeyValuePair = orderComponents["schemas"]["KeyValuePair"];

/** One SetStatus call on an order as the inspector shows it (GET /_sandbox/orders). */
export type OrderHistoryEntry = components["schemas"]["SandboxOrder"]["history"][number];

interface StoredOrder {
  readonly order: Order;
  readonly productId: string;
  /** Every SetStatus call, accepted or informative, by the id it answered. */
  readonly statusRecords: Map<string, SetOrderStatusRequest>;
  /** Every SetStatus call on the order, refused ones included, oldest first. */
  readonly history: OrderHistoryEntry[];
}

/** Every released order of a tenant with its productId and history, in the order released. */
export function listOrders(tenant: Tenant): { order: Order; productId: string; history: OrderHistoryEntry[] }[] {
  return [...ordersOf(tenant).values()].map(({ order, productId, history }) => ({
    order,
    productId,
    history: [...history],
  }));
}

type SavedOrder = Omit<StoredOrder, "statusRecords"> & { statusRecords: [string, SetOrderStatusRequest][] };

/** The vendor tenant's released orders by id, with every SetStatus call made on them. */
export const ORDERS = declareTable<StoredOrder>("order-integration.orders", {
  save: (stored): SavedOrder => ({ ...stored, statusRecords: [...stored.statusRecords] }),
  load(json, _tenant, key) {
    const saved = json as SavedOrder;
    if (typeof saved?.order !== "object" || !Array.isArray(saved.statusRecords))
      throw new StoreFormatError(`$.${key}`, "must be an order with its statusRecords");
    return { ...saved, statusRecords: new Map(saved.statusRecords), history: saved.history ?? [] };
  },
});

function ordersOf(tenant: Tenant) {
  return tenant.get(ORDERS);
}

/**
 * Releases an order in the tenant's initial state "(none)"; returns it with the productId of its OrderReleased message.
 */
export function releaseOrder(
  tenant: Tenant,
  release: { vendorCode: string; orderNumber?: string; productId?: string; now: number },
): StoredOrder {
  const orders = ordersOf(tenant);
  const order: Order = {
    id: newId(),
    orderNumber: release.orderNumber ?? `SANDBOX-${orders.size + 1}`,
    licenceId: newId(),
    vendor: { code: release.vendorCode },
    currentStatusInfo: {
      systemStatus: machine.initial,
      modifiedOn: new Date(release.now).toISOString(),
      customProperties: [],
    },
  };
  const stored: StoredOrder = { order, productId: release.productId ?? newId(), statusRecords: new Map(), history: [] };
  orders.set(order.id, stored);
  return stored;
}

export function findOrder(tenant: Tenant, id: string): Order | undefined {
  return ordersOf(tenant).get(id)?.order;
}

/** The productId of a released order's OrderReleased message. */
export function productIdOf(tenant: Tenant, id: string): string | undefined {
  return ordersOf(tenant).get(id)?.productId;
}

/**
 * Why a SetStatus call was refused: `disallowed` is the state machine's 412, `missing` names a rule's missing input.
 */
export type StatusRefusal =
  { kind: "notFound" } | { kind: "disallowed"; detail: string } | { kind: "missing"; detail: string };

/** Custom properties after `updates`, one value per key, the last value winning. */
function merge(current: readonly KeyValuePair[], updates: readonly KeyValuePair[] = []): KeyValuePair[] {
  const byKey = new Map(current.map((p) => [p.key, p]));
  for (const update of updates) byKey.set(update.key, update);
  return [...byKey.values()];
}

/**
 * Applies one SetStatus call by the reference's rules: severity `Error` changes nothing; without
 * systemStatus only the custom properties change; a systemStatus must be a move of the state
 * machine from the current status, and `Done` needs an ApplicationUrl from this call or earlier.
 */
export function setStatus(
  tenant: Tenant,
  id: string,
  request: SetOrderStatusRequest,
  by: { clientId: string; now: number },
): { id: string } | StatusRefusal {
  const stored = ordersOf(tenant).get(id);
  if (stored === undefined) return { kind: "notFound" };
  const info = stored.order.currentStatusInfo!;
  const current = info.systemStatus ?? null;
  const requested = request.systemStatus ?? undefined;
  const note = (outcome: OrderHistoryEntry["outcome"], detail?: string) => {
    stored.history.push({
      at: new Date(by.now).toISOString(),
      clientId: by.clientId,
      from: current,
      to: info.systemStatus ?? null,
      ...(requested === undefined ? {} : { requested }),
      severity: request.severity,
      message: request.message,
      outcome,
      ...(detail === undefined ? {} : { detail }),
    });
    // A refused call changes nothing else but is kept in the history, which is saved with the order.
    ordersOf(tenant).touch(id);
  };
  const technicalFailure = request.severity === machine.technicalFailure.severity;
  if (!technicalFailure && requested !== undefined) {
    if (!machine.transitions.some((t) => t.from === current && t.to === requested)) {
      const detail =
        `Order ${id} does not allow the requested status ${requested}: it is ` +
        `in ${current ?? "(none)"}; read currentStatusInfo and follow the flow.`;
      note("refused", detail);
      return { kind: "disallowed", detail };
    }
    const properties = merge(info.customProperties ?? [], request.customProperties);
    if (
      requested === machine.applicationUrl.requiredFor &&
      !properties.some((p) => p.key === APPLICATION_URL_KEY && p.value)
    ) {
      const detail =
        `Order ${id} cannot move to ${requested} ` +
        `without ${APPLICATION_URL_KEY}: supply it in this call or ` +
        `an earlier one.`;
      note("refused", detail);
      return { kind: "missing", detail };
    }
  }
  const recordId = newId();
  stored.statusRecords.set(recordId, request);
  ordersOf(tenant).touch(id);
  if (technicalFailure) {
    note("informative");
    return { id: recordId };
  }
  info.customProperties = merge(info.customProperties ?? [], request.customProperties);
  if (requested !== undefined) info.systemStatus = requested;
  info.modifiedOn = new Date(by.now).toISOString();
  info.modifiedBy = by.clientId;
  note(requested === undefined ? "properties" : "moved");
  return { id: recordId };
}
