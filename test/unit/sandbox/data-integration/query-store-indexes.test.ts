// The query store's indexes (record-index.ts) against a scan of every record (test/support/record-scan.ts, the
// selection as it was before them), over random histories of what the stores do: publishing, updating indexed
// properties, deleting, the deleted window passing, a reset, an import, a restart, and a hand-made state out of order.
// IC_INDEX_SEED=<n> runs one history of that seed; a failure names its seed and step.
import { describe, expect, it } from "vitest";
import {
  applyChange,
  QUERY_RECORDS,
  queryStore,
  type StoredRecord,
} from "../../../../tools/src/sandbox/data-integration/model/query-store.js";
import type { RecordFilter } from "../../../../tools/src/sandbox/data-integration/model/record-selection.js";
import { createTenantStates, type SavedStores, type TenantStates } from "../../../../tools/src/sandbox/kernel/store.js";
import { scanPage } from "../../../support/record-scan.js";
import { seededRandom, type SeededRandom } from "../../../support/random.js";

type Random = SeededRandom;

const TENANT = "t";
const KEPT_MS = 60_000;
const MODELS = ["model-a", "model-b"];
const MANDANTS = [null, null, "M1", "M2", "M3"];
const SOURCES = ["S1", "S2", "S3"];
const REFERENCES = ["R1", "R2", "R3"];
const CODES = ["alpha", "beta", 7, true, "7"];

function fieldValue(rng: Random): unknown {
  const roll = rng.int(6);
  if (roll === 0) return [rng.pick(CODES), rng.pick(CODES)];
  if (roll === 1) return { nested: rng.pick(CODES), other: [rng.pick(CODES)] };
  if (roll === 2) return null;
  return rng.pick(CODES);
}

/** A tenant's states, the sandbox's time, and what a restart or an import gives back. */
class History {
  states: TenantStates = createTenantStates();
  now = Date.parse("2026-01-01T00:00:00.000Z");

  get tenant() {
    return this.states.of(TENANT);
  }
  records(): StoredRecord[] {
    return [...this.tenant.get(QUERY_RECORDS).values()];
  }
  /** The saved form of the records, as the state folder and a snapshot hold it. */
  saved(edit: (form: Record<string, unknown>) => void = () => {}): SavedStores {
    const table = new Map<string, unknown>();
    for (const [key, form] of this.states.save(TENANT, [QUERY_RECORDS]).get(QUERY_RECORDS.name) as Map<
      string,
      unknown
    >) {
      const copy = JSON.parse(JSON.stringify(form)) as Record<string, unknown>;
      edit(copy);
      table.set(key, copy);
    }
    return new Map([[QUERY_RECORDS.name, table]]);
  }
}

function step(rng: Random, history: History): string {
  const roll = rng.int(100);
  if (roll < 55 || history.records().length === 0) {
    const change = {
      modelId: rng.pick(MODELS),
      externalId: `E${rng.int(120)}`,
      sourceId: rng.pick(SOURCES),
      referenceId: rng.chance(0.3) ? null : rng.pick(REFERENCES),
      mandantCode: rng.pick(MANDANTS),
      fields: rng.chance(0.5) ? { code: fieldValue(rng), name: `n${rng.int(4)}` } : { code: fieldValue(rng) },
      isDeleted: false,
    };
    applyChange(queryStore(history.tenant), change, new Date(history.now).toISOString());
    return `publish ${change.modelId} ${change.externalId} ${change.mandantCode}`;
  }
  if (roll < 72) {
    const record = rng.pick(history.records());
    applyChange(
      queryStore(history.tenant),
      { ...record, fields: {}, isDeleted: true },
      new Date(history.now).toISOString(),
    );
    return `delete ${record.externalId} ${record.mandantCode}`;
  }
  if (roll < 90) {
    history.now += rng.pick([0, 1, 5, 1_000, KEPT_MS / 3, KEPT_MS]);
    return `clock ${history.now}`;
  }
  if (roll < 93) {
    const saved = history.saved();
    history.states = createTenantStates();
    history.states.preload(TENANT, saved);
    return "restart";
  }
  if (roll < 96) {
    const saved = history.saved();
    history.states.drop(TENANT);
    history.states.preload(TENANT, saved);
    return "import";
  }
  if (roll < 98 || rng.chance(0.7)) {
    history.states.clear();
    return "reset";
  }
  // A state imported by hand whose modification times disagree with the order of its changes.
  const saved = history.saved((form) => {
    if (rng.chance(0.2)) form.modifiedOn = new Date(history.now - rng.int(KEPT_MS * 2)).toISOString();
  });
  history.states.drop(TENANT);
  history.states.preload(TENANT, saved);
  return "import out of order";
}

function filterOf(rng: Random, history: History): RecordFilter {
  const known = history.records();
  const some = <T>(values: () => T) => (rng.chance(0.25) ? values() : undefined);
  // Half the bounds are a record's own time, where a bound that is off by one shows.
  const time = () =>
    known.length > 0 && rng.chance(0.5)
      ? rng.pick(known).modifiedOn
      : new Date(history.now - rng.int(KEPT_MS * 3)).toISOString();
  return {
    modelId: rng.pick(MODELS),
    mandantCode: rng.chance(0.5) ? (rng.pick(MANDANTS) ?? undefined) : undefined,
    allMandants: rng.chance(0.3),
    includeDeleted: rng.chance(0.5),
    recordId: some(() => (known.length > 0 && rng.chance(0.8) ? rng.pick(known).recordId : "no-such-id")),
    externalId: some(() => `E${rng.int(130)}`),
    referenceId: some(() => rng.pick(REFERENCES)),
    publisherSourceId: some(() => rng.pick(SOURCES)),
    modifiedFrom: some(time),
    modifiedTo: some(time),
    field: some(() => ({ name: rng.pick(["code", "name", "missing"]), value: String(rng.pick([...CODES, "n1"])) })),
  };
}

const ids = (page: { totalCount: number; items: StoredRecord[] }) => ({
  totalCount: page.totalCount,
  items: page.items.map((record) => `${record.recordId}@${record.sequence}`),
});

function runHistory(seed: number, steps: number): void {
  const rng = seededRandom(seed);
  const history = new History();
  const done: string[] = [];
  for (let n = 0; n < steps; n++) {
    done.push(step(rng, history));
    for (let q = 0; q < 4; q++) {
      const filter = filterOf(rng, history);
      const page = { offset: rng.chance(0.5) ? 0 : rng.int(60), limit: rng.pick([0, 1, 3, 10, 100]) };
      const context = { ...page, now: history.now, deletedKeptMs: KEPT_MS };
      const indexed = queryStore(history.tenant).models.get(filter.modelId!)?.select(filter, context) ?? {
        totalCount: 0,
        items: [],
      };
      const scanned = scanPage(history.records(), filter, context);
      expect(
        ids(indexed),
        `seed ${seed} step ${n} (${done.slice(-3).join("; ")}): ${JSON.stringify({ filter, page })}`,
      ).toEqual(ids(scanned));
    }
    const modelId = rng.pick(MODELS);
    const model = queryStore(history.tenant).models.get(modelId);
    const all = history.records().filter((record) => record.modelId === modelId);
    const offset = rng.int(40);
    expect(model?.newestFirst(offset, 25).items ?? [], `seed ${seed} step ${n}: every record newest first`).toEqual(
      [...all].sort((a, b) => b.sequence - a.sequence).slice(offset, offset + 25),
    );
    expect(model?.counts() ?? { records: 0, deletedRecords: 0 }, `seed ${seed} step ${n}: counts`).toEqual({
      records: all.filter((record) => record.deletedOn === undefined).length,
      deletedRecords: all.filter((record) => record.deletedOn !== undefined).length,
    });
  }
}

const SEEDS = process.env.IC_INDEX_SEED === undefined ? [1, 2, 3, 4, 5, 6, 7, 8] : [Number(process.env.IC_INDEX_SEED)];

describe("every indexed answer of the query store equals a scan of every record", () => {
  for (const seed of SEEDS)
    it(`gives the scan's totalCount and page for each GetData filter over a random history (seed ${seed})`, () => {
      runHistory(seed, 700);
    });
});
