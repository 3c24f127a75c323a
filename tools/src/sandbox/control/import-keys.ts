// Ids in an imported tenant state (PUT /_sandbox/state/{tenantId}, the seed's tenantStates): a table
// entry is found by its key and listed by the id it holds, and a document's list becomes a map by id.
// Two data model entries holding one id were both listed under it, and a second agent of one id
// replaced the first without a word; such a document is refused naming the entry.
import { TenantStateError } from "../kernel/part.js";
import type { SandboxTenantState } from "./tenant-state.js";

type Entry = Readonly<Record<string, unknown>> | null | undefined;

/** The tables whose entries hold their key, and where. */
const KEYED_TABLES: ReadonlyArray<readonly [store: string, idOf: (entry: Entry) => unknown, field: string]> = [
  ["data-integration.data-models", (entry) => entry?.id, "id"],
  ["data-integration.queue-items", (entry) => entry?.queueItemId, "queueItemId"],
  ["data-integration.operating-log", (entry) => entry?.id, "id"],
  ["order-integration.orders", (entry) => (entry?.order as Entry)?.id, "order.id"],
  ["file-content.uploads", (entry) => entry?.uploadId, "uploadId"],
  ["file-content.files", (entry) => (entry?.info as Entry)?.id, "info.id"],
];

/** The lists of a document store that are kept by an id of their items. */
const KEYED_LISTS: ReadonlyArray<readonly [store: string, list: string, field: string]> = [
  ["data-integration.registrations", "agents", "agentId"],
  ["data-integration.registrations", "sources", "sourceId"],
];

/**
 * Refuses, naming the entry's JSON path, a document with a table entry whose id is not its key, or a list naming one
 * id twice.
 */
export function checkImportKeys(document: SandboxTenantState, at = "$"): void {
  const stores = document.stores as Readonly<Record<string, unknown>>;
  for (const [store, idOf, field] of KEYED_TABLES) {
    const table = stores[store];
    if (table === null || typeof table !== "object") continue;
    for (const [key, entry] of Object.entries(table)) {
      const id = idOf(entry as Entry);
      if (id !== key)
        throw new TenantStateError(
          `${at}.stores[${JSON.stringify(store)}][${JSON.stringify(key)}].${field}`,
          `is ${JSON.stringify(id)}, not the entry's key ${JSON.stringify(key)}: an entry is found by its key ` +
            "and listed by its id",
        );
    }
  }
  for (const [store, list, field] of KEYED_LISTS) {
    const items = (stores[store] as Entry)?.[list];
    if (!Array.isArray(items)) continue;
    const seen = new Map<unknown, number>();
    items.forEach((item: Entry, i) => {
      const id = item?.[field];
      const first = seen.get(id);
      const path = `${at}.stores[${JSON.stringify(store)}].${list}`;
      if (first !== undefined)
        throw new TenantStateError(
          `${path}[${i}].${field}`,
          `names ${JSON.stringify(id)} again (${path}[${first}] is it): one of the two would be lost`,
        );
      seen.set(id, i);
    });
  }
}
