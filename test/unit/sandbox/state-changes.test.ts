// SandboxState.takeChanges: the units another process on the same database saved are taken into the running state
// without being reported as this process's changes; a loaded table becomes a new table (its derived indexes are made
// again) that keeps the objects of the entries no change named, and units are taken in the stores' load order.
import { describe, expect, it } from "vitest";
import { createSandboxState } from "../../../tools/src/sandbox/kernel/state.js";
import {
  declareDocument,
  declareTable,
  StoreFormatError,
  type Tenant,
} from "../../../tools/src/sandbox/kernel/store.js";

interface Item {
  readonly name: string;
}
interface Order {
  readonly item: Item;
}

const ITEMS = declareTable<Item>("test.items", {
  save: (item) => ({ name: item.name }),
  load: (json) => ({ name: (json as Item).name }),
});
// An order's load looks up its item, as a queue item's looks up its records.
const ORDERS = declareTable<Order>("test.orders", {
  save: (order) => ({ item: order.item.name }),
  load(json, tenant: Tenant) {
    const name = (json as { item: string }).item;
    const item = tenant.get(ITEMS).get(name);
    if (item === undefined) throw new StoreFormatError("$.item", `no item ${name}`);
    return { item };
  },
});
const SETTINGS = declareDocument<{ colour: string }>("test.settings", {
  create: () => ({ colour: "none" }),
  save: (settings) => ({ colour: settings.colour }),
  load: (json) => ({ colour: (json as { colour: string }).colour }),
});

function stateWithObserver() {
  const state = createSandboxState([ITEMS, ORDERS, SETTINGS], () => {});
  const reported: string[] = [];
  state.observer = {
    documentUsed: () => {},
    entryChanged: (scope, store, key) => reported.push(`${scope} ${store.name} ${key}`),
  };
  return { state, reported };
}

describe("units another process saved are taken without being reported as this process's changes", () => {
  it("a loaded table takes new, changed and deleted entries; entries no change named stay the same objects", () => {
    const { state, reported } = stateWithObserver();
    const items = state.tenants.of("t1").get(ITEMS);
    items.set("kept", { name: "kept" });
    items.set("changed", { name: "changed" });
    items.set("deleted", { name: "deleted" });
    const kept = items.get("kept");
    reported.length = 0;
    state.takeChanges([
      ["tenant:t1", "test.items", "changed", { name: "changed elsewhere" }],
      ["tenant:t1", "test.items", "deleted"],
      ["tenant:t1", "test.items", "added", { name: "added" }],
    ]);
    const now = state.tenants.of("t1").get(ITEMS);
    expect(now).not.toBe(items);
    expect([...now]).toEqual([
      ["kept", { name: "kept" }],
      ["changed", { name: "changed elsewhere" }],
      ["added", { name: "added" }],
    ]);
    expect(now.get("kept")).toBe(kept);
    expect(reported).toEqual([]);
  });

  it("a document and a tenant not seen before take the saved form at their next use", () => {
    const { state, reported } = stateWithObserver();
    expect(state.tenants.of("t1").get(SETTINGS).colour).toBe("none");
    state.takeChanges([
      ["tenant:t1", "test.settings", null, { colour: "red" }],
      ["tenant:t2", "test.items", "one", { name: "one" }],
    ]);
    expect(state.tenants.of("t1").get(SETTINGS).colour).toBe("red");
    expect([...state.tenants.of("t2").get(ITEMS).keys()]).toEqual(["one"]);
    expect(reported).toEqual([]);
  });

  it("units are taken in the stores' load order, so an entry's load finds the entry it names", () => {
    const { state } = stateWithObserver();
    state.tenants.of("t1").get(ORDERS);
    state.takeChanges([
      ["tenant:t1", "test.orders", "o1", { item: "chair" }],
      ["tenant:t1", "test.items", "chair", { name: "chair" }],
    ]);
    const tenant = state.tenants.of("t1");
    expect(tenant.get(ORDERS).get("o1")!.item).toBe(tenant.get(ITEMS).get("chair"));
  });

  it("a unit of a store this sandbox does not declare is left out", () => {
    const { state } = stateWithObserver();
    state.takeChanges([["tenant:t1", "newer.store", "k", { any: 1 }]]);
    expect([...state.units()]).toEqual([]);
  });
});
