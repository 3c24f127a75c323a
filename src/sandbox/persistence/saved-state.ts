// What the state folder holds, as units: the sandbox's own documents (identity, clock, the
// gateway's evicted counts), the gateway's messages and where each delivery stands, the broker
// backlog, and every declared store of every tenant. Reading takes units back into the running
// parts; `everything` gives the whole state as units, one at a time, for a new snapshot.
import type { BrokerChannel, SavedBrokerMessage } from "../broker/index.js";
import type { SandboxClock } from "../clock.js";
import type { EventGateway, SavedDeliveryState, SavedMessage } from "../gateway/index.js";
import type { SandboxIdentity, SandboxTenant, ServiceAccount } from "../identity/index.js";
import type { SavedSigningKeys } from "../identity/model/signing-keys.js";
import type { SavedStores, StoreDeclaration, TenantStates } from "../store.js";
import type { Unit } from "./state-layout.js";

/** What is saved besides the tenants' stores. */
export interface PersistedParts {
  readonly identity: SandboxIdentity;
  readonly clock: SandboxClock;
  readonly gateway: EventGateway;
  /** The message broker channel (`--amqp-url`); without it a saved backlog stays in the folder until a start with one. */
  readonly broker: Pick<BrokerChannel, "save" | "saveAll" | "restore"> | undefined;
  readonly tenants: TenantStates;
  /** Every declared per-tenant store, in load order. */
  readonly stores: readonly StoreDeclaration[];
  readonly log: (line: string) => void;
}

/** The scope of the sandbox's own parts, and the prefix of a tenant's scope. */
export const SANDBOX = "sandbox";
export const TENANT = "tenant:";
/** The gateway's messages (saved once) and where each delivery stands (saved as it changes), by messageId. */
export const MESSAGES = "gateway.messages";
export const DELIVERIES = "gateway.deliveries";
export const BROKER_BACKLOG = "broker.backlog";
const KEYED = [MESSAGES, DELIVERIES, BROKER_BACKLOG] as const;

/** The sandbox's own documents: saved whole when their form changed. */
export function sandboxDocuments({ identity, clock, gateway }: PersistedParts): readonly [string, () => unknown][] {
  return [
    ["identity.tenants", () => identity.tenants.list()],
    ["identity.service-accounts", () => identity.serviceAccounts.list()],
    ["identity.signing-keys", () => identity.keys.save()],
    ["clock", () => ({ advancedMs: clock.advancedMs })],
    ["gateway.evicted", () => gateway.evictedCounts()],
  ];
}

/** Units read from the folder, gathered by scope, store and key until they are taken into the running parts. */
export function createStateReader() {
  const sandbox = new Map<string, unknown>();
  const keyed = new Map<string, Map<string, unknown>>(KEYED.map((name) => [name, new Map()]));
  const tenantForms = new Map<string, SavedStores>();
  let units = 0;

  function take([scope, store, key, ...rest]: Unit): void {
    units += 1;
    const deleted = rest.length === 0;
    if (scope === SANDBOX) {
      const map = keyed.get(store);
      if (map === undefined) sandbox.set(store, rest[0]);
      else if (deleted) map.delete(key!);
      else map.set(key!, rest[0]);
      return;
    }
    const tenantId = scope.slice(TENANT.length);
    let forms = tenantForms.get(tenantId);
    if (forms === undefined) tenantForms.set(tenantId, (forms = new Map()));
    if (key === null) {
      if (deleted) forms.delete(store);
      else forms.set(store, rest[0]);
      return;
    }
    let table = forms.get(store) as Map<string, unknown> | undefined;
    if (table === undefined) forms.set(store, (table = new Map()));
    if (deleted) table.delete(key);
    else table.set(key, rest[0]);
  }

  /** Takes what was read into the parts; returns the broker backlog read (the channel takes it when there is one). */
  function restore({ identity, clock, gateway, tenants }: PersistedParts): Map<string, SavedBrokerMessage> {
    if (units > 0) {
      for (const tenant of (sandbox.get("identity.tenants") as SandboxTenant[] | undefined) ?? []) identity.tenants.add(tenant);
      for (const account of (sandbox.get("identity.service-accounts") as ServiceAccount[] | undefined) ?? []) identity.serviceAccounts.add(account);
      const keys = sandbox.get("identity.signing-keys") as SavedSigningKeys | undefined;
      if (keys !== undefined) identity.keys.restore(keys);
      const advancedMs = (sandbox.get("clock") as { advancedMs?: number } | undefined)?.advancedMs ?? 0;
      if (advancedMs > clock.advancedMs) clock.advance((advancedMs - clock.advancedMs) / 1000);
      for (const [tenantId, forms] of tenantForms) tenants.preload(tenantId, forms);
    }
    const messages = keyed.get(MESSAGES) as Map<string, SavedMessage>;
    const states = keyed.get(DELIVERIES) as Map<string, SavedDeliveryState>;
    const deliveries = [...messages].flatMap(([messageId, message]) => {
      const state = states.get(messageId);
      return state === undefined ? [] : [{ message, state }];
    });
    gateway.restore(deliveries, (sandbox.get("gateway.evicted") as Record<string, number> | undefined) ?? {});
    return keyed.get(BROKER_BACKLOG) as Map<string, SavedBrokerMessage>;
  }

  return { take, restore };
}

/** Everything, as a new snapshot holds it, one unit at a time; `remember` is told each document's form. */
export function* everything(parts: PersistedParts, backlog: () => readonly SavedBrokerMessage[], remember: (id: string, form: unknown) => void): Generator<Unit> {
  for (const [name, save] of sandboxDocuments(parts)) {
    const value = save();
    remember(`${SANDBOX}\u0000${name}`, value);
    yield [SANDBOX, name, null, value];
  }
  for (const { message, state } of parts.gateway.saveAll()) {
    yield [SANDBOX, MESSAGES, message.messageId, message];
    yield [SANDBOX, DELIVERIES, message.messageId, state];
  }
  for (const saved of backlog()) yield [SANDBOX, BROKER_BACKLOG, saved.messageId, saved];
  for (const tenantId of parts.tenants.ids()) {
    for (const [declaration, key, form] of parts.tenants.saveEntries(tenantId, parts.stores)) {
      if (key === null) remember(`${TENANT}${tenantId}\u0000${declaration.name}`, form);
      yield [`${TENANT}${tenantId}`, declaration.name, key, form];
    }
  }
}
