// The operating log's indexes (operating-log.ts) by operation, agent, source and creation time against a scan of the
// log, over random histories: items posted with times out of order or without a time, a restart, an import and a
// reset. IC_INDEX_SEED=<n> runs one history of that seed; a failure names its seed and step.
import { describe, expect, it } from "vitest";
import type { components } from "../../../../generated/types/data-integration.js";
import {
  appendOperatingLogItem,
  OPERATING_LOG,
  operatingLogItems,
  type OperatingLogQuery,
} from "../../../../tools/src/sandbox/data-integration/model/operating-log.js";
import { createTenantStates, type SavedStores, type TenantStates } from "../../../../tools/src/sandbox/kernel/store.js";
import { seededRandom, type SeededRandom } from "../../../support/random.js";

type OperatingLogItem = components["schemas"]["OperatingLogItem"];

const TENANT = "t";
const OPERATIONS = ["op1", "op2", "op3"];
const AGENTS = ["a1", "a2"];
const SOURCES = ["S1", "S2", "S3"];
const START = Date.parse("2026-01-01T00:00:00.000Z");

function scan(states: TenantStates, query: OperatingLogQuery): string[] {
  const from = query.from ?? -Infinity;
  const to = query.to ?? Infinity;
  return [...states.of(TENANT).get(OPERATING_LOG).values()]
    .filter((item) => {
      const created = Date.parse(item.createdOn as string);
      return (
        (query.operationId === undefined || item.operationId === query.operationId) &&
        (query.agentId === undefined || item.agentId === query.agentId) &&
        (query.sourceId === undefined ||
          item.sourceId === query.sourceId ||
          item.publisherSourceId === query.sourceId) &&
        created >= from &&
        created <= to
      );
    })
    .map((item) => item.id!);
}

function saved(states: TenantStates): SavedStores {
  const table = new Map<string, unknown>();
  const forms = states.save(TENANT, [OPERATING_LOG]).get(OPERATING_LOG.name) as Map<string, unknown> | undefined;
  for (const [key, form] of forms ?? []) table.set(key, JSON.parse(JSON.stringify(form)));
  return new Map([[OPERATING_LOG.name, table]]);
}

function runHistory(seed: number, steps: number): void {
  const rng: SeededRandom = seededRandom(seed);
  let states = createTenantStates();
  let posted = 0;
  const time = () => START + rng.int(20) * 1_000;
  const query = (): OperatingLogQuery => ({
    ...(rng.chance(0.3) ? { operationId: rng.pick(OPERATIONS) } : {}),
    ...(rng.chance(0.3) ? { agentId: rng.pick(AGENTS) } : {}),
    ...(rng.chance(0.3) ? { sourceId: rng.pick(SOURCES) } : {}),
    ...(rng.chance(0.4) ? { from: time() } : {}),
    ...(rng.chance(0.4) ? { to: time() } : {}),
  });
  for (let step = 0; step < steps; step++) {
    const roll = rng.int(100);
    if (roll < 85) {
      const item: OperatingLogItem = {
        id: `i${posted++}`,
        operationId: rng.pick(OPERATIONS),
        operationType: "Transform",
        severity: "Info",
        message: "m",
        ...(rng.chance(0.95) ? { createdOn: new Date(time()).toISOString() } : {}),
        ...(rng.chance(0.7) ? { agentId: rng.pick(AGENTS) } : { agentId: null }),
        ...(rng.chance(0.7) ? { sourceId: rng.pick(SOURCES) } : {}),
        ...(rng.chance(0.3) ? { publisherSourceId: rng.pick(SOURCES) } : {}),
      };
      appendOperatingLogItem(states.of(TENANT), item);
    } else if (roll < 91) {
      const form = saved(states);
      states = createTenantStates();
      states.preload(TENANT, form);
    } else if (roll < 97) {
      const form = saved(states);
      states.drop(TENANT);
      states.preload(TENANT, form);
    } else {
      states.clear();
    }
    const asked = query();
    const indexed = operatingLogItems(states.of(TENANT), asked).map((item) => item.id);
    expect(indexed, `seed ${seed}, step ${step}, query ${JSON.stringify(asked)}`).toEqual(scan(states, asked));
  }
}

describe("a listing of the operating log by operation, agent, source and time answers what a scan answers", () => {
  const only = process.env["IC_INDEX_SEED"];
  const seeds = only === undefined ? [1, 2, 3, 4, 5, 6, 7, 8] : [Number(only)];
  for (const seed of seeds) {
    it(`history of seed ${seed}: items out of time order, restarts, imports and resets`, () => {
      runHistory(seed, 500);
    });
  }
});
