// The file store's index by full name (file-store.ts) against a scan of the files, over random histories: files
// placed with and without overwrite, hidden for path or not, a restart, an import, a reset and a hand-made state that
// holds two files of one full name. IC_INDEX_SEED=<n> runs one history of that seed; a failure names its seed and step.
import { describe, expect, it } from "vitest";
import {
  FILES,
  fileStore,
  findByPath,
  placeFile,
  type StoredFile,
} from "../../../tools/src/sandbox/file-content/model/file-store.js";
import { createTenantStates, type SavedStores, type TenantStates } from "../../../tools/src/sandbox/kernel/store.js";
import { seededRandom, type SeededRandom } from "../../support/random.js";

const TENANT = "t";
const FOLDERS = ["f1", "f2"];
const NAMES = ["a.pdf", "b.pdf", "c.txt", "d"];

function files(states: TenantStates): StoredFile[] {
  return [...states.of(TENANT).get(FILES).values()];
}

function saved(states: TenantStates, duplicate: boolean): SavedStores {
  const table = new Map<string, unknown>();
  const forms = states.save(TENANT, [FILES]).get(FILES.name) as Map<string, unknown> | undefined;
  for (const [key, form] of forms ?? []) table.set(key, JSON.parse(JSON.stringify(form)));
  const [first] = table.values() as IterableIterator<{ info: { id: string; hiddenForPath?: boolean } } | undefined>;
  if (duplicate && first !== undefined) {
    const copy = JSON.parse(JSON.stringify(first)) as { info: { id: string; hiddenForPath?: boolean } };
    copy.info.id = `copy-${table.size}`;
    copy.info.hiddenForPath = !first.info.hiddenForPath;
    table.set(copy.info.id, copy);
  }
  return new Map([[FILES.name, table]]);
}

function runHistory(seed: number, steps: number): void {
  const rng: SeededRandom = seededRandom(seed);
  let states = createTenantStates();
  const path = () => `${rng.pick(FOLDERS)}/${rng.pick(NAMES)}`;
  for (let step = 0; step < steps; step++) {
    const where = `seed ${seed}, step ${step}`;
    const roll = rng.int(100);
    if (roll < 80) {
      const folderId = rng.pick(FOLDERS);
      const name = rng.pick(NAMES);
      const overwrite = rng.chance(0.5);
      const existing = files(states).find((file) => file.info.fullName === `${folderId}/${name}`);
      const placed = placeFile(
        fileStore(states.of(TENANT)),
        { folderId, name, overwrite, sharingType: "Private", hiddenForPath: rng.chance(0.3) },
        { name: "x", extension: "", mimeType: "text/plain", content: Buffer.from("x") },
        step,
      );
      if (existing !== undefined && !overwrite) expect(placed, where).toEqual({ exists: `${folderId}/${name}` });
      else if (existing !== undefined) expect("file" in placed && placed.file.info.id, where).toBe(existing.info.id);
      else expect("file" in placed, where).toBe(true);
    } else if (roll < 88) {
      const form = saved(states, rng.chance(0.5));
      states = createTenantStates();
      states.preload(TENANT, form);
    } else if (roll < 96) {
      const form = saved(states, rng.chance(0.5));
      states.drop(TENANT);
      states.preload(TENANT, form);
    } else {
      states.clear();
    }
    const asked = path();
    const scanned = files(states).find((file) => file.info.fullName === asked && file.info.hiddenForPath !== true);
    expect(findByPath(fileStore(states.of(TENANT)), asked)?.info.id, `${where}, path ${asked}`).toBe(scanned?.info.id);
  }
}

describe("a file found by its full name is the one a scan of the files finds", () => {
  const only = process.env["IC_INDEX_SEED"];
  const seeds = only === undefined ? [1, 2, 3, 4, 5, 6, 7, 8] : [Number(only)];
  for (const seed of seeds) {
    it(`history of seed ${seed}: placing, overwriting, hidden files, restarts, imports, duplicates and resets`, () => {
      runHistory(seed, 400);
    });
  }
});
