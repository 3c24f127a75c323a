// The gateway's index of deliveries by tenant and status (delivery-index.ts) against a scan of the table, over random
// histories of what the gateway does: publishing, moving deliveries along their lifecycle, evicting, a reset through
// the control API, a reset of the state, a restart from the state folder and an import into a new sandbox.
// IC_INDEX_SEED=<n> runs one history of that seed; a failure names its seed and step.
import { describe, expect, it } from "vitest";
import { addDelivery, listDeliveries, removeDelivery } from "../../../../tools/src/sandbox/gateway/delivery-index.js";
import { DELIVERY_LIFECYCLE } from "../../../../tools/src/sandbox/gateway/delivery-lifecycle.js";
import { Delivery, type StoredMessage } from "../../../../tools/src/sandbox/gateway/delivery-record.js";
import {
  consumerUrlOf,
  GATEWAY_DELIVERIES,
  GATEWAY_MESSAGES,
  GATEWAY_STORES,
} from "../../../../tools/src/sandbox/gateway/delivery-store.js";
import type { DeliveryFilter } from "../../../../tools/src/sandbox/gateway/event-gateway.js";
import { createSandboxState, type SandboxState } from "../../../../tools/src/sandbox/kernel/state.js";
import type { Unit } from "../../../../tools/src/sandbox/kernel/state.js";
import { seededRandom, type SeededRandom } from "../../../support/random.js";

const TENANTS = ["t1", "t2", "t3"];
const TYPES = ["PLATFORM.PlatformStore.OrderReleased", "PLATFORM.DataService.IntegrationDataChanged"] as const;
const STATUSES = ["Pending", "Delivered", "Failed", "Expired"] as const;

function scan(state: SandboxState, filter: DeliveryFilter): string[] {
  return [...state.sandbox.get(GATEWAY_DELIVERIES).values()]
    .filter(
      (d) =>
        (filter.status === undefined || d.status === filter.status) &&
        (filter.messageType === undefined || d.messageType === filter.messageType) &&
        (filter.tenantId === undefined || d.tenantId === filter.tenantId),
    )
    .map((d) => d.messageId);
}

function copyOf(state: SandboxState): Unit[] {
  return [...state.units()].map((unit) => JSON.parse(JSON.stringify(unit)) as Unit);
}

function load(state: SandboxState, units: readonly Unit[]): void {
  const reader = state.reader();
  for (const unit of units) reader.take(unit);
  reader.finish();
}

function runHistory(seed: number, steps: number): void {
  const rng: SeededRandom = seededRandom(seed);
  const fresh = () => createSandboxState(GATEWAY_STORES, () => {});
  let state = fresh();
  let published = 0;
  const filter = (): DeliveryFilter => ({
    ...(rng.chance(0.5) ? { tenantId: rng.pick(TENANTS) } : {}),
    ...(rng.chance(0.5) ? { status: rng.pick(STATUSES) } : {}),
    ...(rng.chance(0.3) ? { messageType: rng.pick(TYPES) } : {}),
  });
  for (let step = 0; step < steps; step++) {
    const table = state.sandbox.get(GATEWAY_DELIVERIES);
    const held = [...table.values()];
    const roll = rng.int(100);
    if (roll < 40) {
      const message: StoredMessage = {
        messageId: `m${published++}`,
        messageType: rng.pick(TYPES),
        contractType: "Order",
        tenantId: rng.pick(TENANTS),
        webhookUrl: "http://127.0.0.1:1/hooks/",
        headers: {},
        body: "{}",
        rateLimit: undefined,
        expiresAt: undefined,
        publishedAt: step,
      };
      state.sandbox.get(GATEWAY_MESSAGES).set(message.messageId, message);
      addDelivery(table, new Delivery(message, consumerUrlOf(message.webhookUrl)));
    } else if (roll < 75) {
      const delivery = rng.maybePick(held);
      if (delivery !== undefined) delivery.phase = rng.pick(DELIVERY_LIFECYCLE.states);
    } else if (roll < 88) {
      const delivery = rng.maybePick(held);
      if (delivery !== undefined) {
        removeDelivery(table, delivery);
        state.sandbox.get(GATEWAY_MESSAGES).delete(delivery.messageId);
      }
    } else if (roll < 91) {
      for (const delivery of held) removeDelivery(table, delivery);
    } else if (roll < 93) {
      state.reset();
    } else if (roll < 97) {
      const units = copyOf(state);
      state.reset();
      load(state, units);
    } else {
      const units = copyOf(state);
      state = fresh();
      load(state, units);
    }
    const asked = filter();
    const indexed = listDeliveries(state.sandbox.get(GATEWAY_DELIVERIES), asked).map((d) => d.messageId);
    expect(indexed, `seed ${seed}, step ${step}, filter ${JSON.stringify(asked)}`).toEqual(scan(state, asked));
  }
}

describe("a listing of deliveries by tenant, status and message type answers what a scan of them all answers", () => {
  const only = process.env["IC_INDEX_SEED"];
  const seeds = only === undefined ? [1, 2, 3, 4, 5, 6, 7, 8] : [Number(only)];
  for (const seed of seeds) {
    it(`history of seed ${seed}: publishing, status changes, evictions, resets, restarts and imports`, () => {
      runHistory(seed, 600);
    });
  }
});
