// Reading one generation of a state folder, refusing what is damaged: a snapshot must be whole
// (its header, every line's checksum, its end line counting its lines), and a log may end only in
// a batch cut short by a kill (never acknowledged: left out); a damaged line before a whole one is
// damage. With repair, what cannot be read is dropped and said instead.
import { lstatSync } from "node:fs";
import { join } from "node:path";
import type { Blobs } from "./blobs.js";
import { readFramedLines } from "./framed-lines.js";
import { isThere } from "./own-files.js";
import { StateDirError } from "./state-error.js";
import type { Unit } from "../kernel/state.js";
import { logFile, snapshotFile, STATE_LAYOUT_VERSION } from "./state-layout.js";

/** Whether damage is refused or dropped, and what was dropped. */
export interface Damage {
  readonly repair: boolean;
  readonly dropped: string[];
}

const WHAT_TO_DO =
  "start with --state-dir of a fresh folder, or with --repair to " +
  "keep what is whole (the sandbox then logs what it dropped)";

function damaged(damage: Damage, file: string, where: string, what: string): void {
  if (!damage.repair) throw new StateDirError(`${file}${where}: ${what}. The state folder is damaged: ${WHAT_TO_DO}`);
  damage.dropped.push(`${file}${where}: ${what}; dropped`);
}

const isKey = (key: unknown): key is string | null => key === null || typeof key === "string";

/**
 * A unit as saved (`[scope, store, key]`, `[scope, store, key, value]` or `[scope, store, key, null, blob]`), or the
 * reason it is none.
 */
function decodeUnit(raw: unknown, blobs: Blobs): Unit | string {
  if (
    !Array.isArray(raw) ||
    raw.length < 3 ||
    raw.length > 5 ||
    typeof raw[0] !== "string" ||
    typeof raw[1] !== "string" ||
    !isKey(raw[2])
  )
    return "holds an entry that is not a unit [scope, store, key, value]";
  const [scope, store, key] = raw as [string, string, string | null];
  if (raw.length === 3) return [scope, store, key];
  if (raw.length === 4) return [scope, store, key, raw[3]];
  if (typeof raw[4] !== "string") return `holds an entry of ${store} ${String(key)} whose blob name is not a string`;
  try {
    return [scope, store, key, blobs.read(raw[4])];
  } catch (error) {
    return `the entry of ${store} ${String(key)} ${(error as Error).message}`;
  }
}

function isHeader(parsed: unknown, generation: number, file: "snapshot" | "log"): boolean {
  if (!Array.isArray(parsed) || parsed[0] !== "h") return false;
  const header = parsed[1] as { layoutVersion?: unknown; generation?: unknown; file?: unknown } | undefined;
  return header?.layoutVersion === STATE_LAYOUT_VERSION && header.generation === generation && header.file === file;
}

function parse(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

function readSnapshot(
  dir: string,
  generation: number,
  into: (unit: Unit) => void,
  blobs: Blobs,
  damage: Damage,
): { units: number; bytes: number } {
  const name = snapshotFile(generation);
  const file = join(dir, name);
  if (!isThere(file)) {
    damaged(
      damage,
      file,
      "",
      `is missing, while layout.json names generation ${generation}: ` +
        `everything saved before that generation began is in it`,
    );
    return { units: 0, bytes: 0 };
  }
  let units = 0;
  let ended = false;
  let last = 0;
  for (const line of readFramedLines(file)) {
    last = line.number;
    const where = ` line ${line.number}`;
    if (ended) {
      damaged(damage, file, where, "follows the snapshot's end line");
      continue;
    }
    const parsed = line.payload === undefined ? undefined : parse(line.payload);
    if (line.problem !== undefined || parsed === undefined) {
      damaged(damage, file, where, line.problem ?? "is not JSON");
      continue;
    }
    if (line.number === 1) {
      if (!isHeader(parsed, generation, "snapshot"))
        damaged(
          damage,
          file,
          where,
          `is not the header of the snapshot of generation ${generation} in layout version ${STATE_LAYOUT_VERSION}`,
        );
      continue;
    }
    const [kind, ...rest] = parsed as unknown[];
    if (kind === "e") {
      ended = true;
      if (rest[0] !== line.number)
        damaged(
          damage,
          file,
          where,
          `is the end line of a snapshot of ${String(rest[0])} lines, but it is line ${line.number}: lines are missing`,
        );
      continue;
    }
    const [scope, store, entries] = rest;
    if (kind !== "g" || typeof scope !== "string" || typeof store !== "string" || !Array.isArray(entries)) {
      damaged(damage, file, where, 'is not a line of entries ["g", scope, store, entries]');
      continue;
    }
    for (const entry of entries) {
      const unit = decodeUnit(Array.isArray(entry) ? [scope, store, ...(entry as unknown[])] : entry, blobs);
      if (typeof unit === "string") damaged(damage, file, where, unit);
      else {
        into(unit);
        units += 1;
      }
    }
  }
  if (!ended) damaged(damage, file, "", `ends at line ${last} without its end line: the file was cut short`);
  return { units, bytes: lstatSync(file).size };
}

/** The log's units, batch by batch; `end` is the byte offset after its last whole batch. */
function readLog(
  dir: string,
  generation: number,
  into: (unit: Unit) => void,
  blobs: Blobs,
  damage: Damage,
): { units: number; bytes: number; end: number | undefined } {
  const file = join(dir, logFile(generation));
  if (!isThere(file)) {
    damaged(
      damage,
      file,
      "",
      `is missing, while layout.json names generation ${generation}: every change since that generation began is in it`,
    );
    return { units: 0, bytes: 0, end: undefined };
  }
  let units = 0;
  let end = 0;
  let batch: Unit[] = [];
  // Lines that could not be read: damage if a whole line follows, else the tail a kill cut short.
  let unread: { number: number; what: string }[] = [];
  for (const line of readFramedLines(file)) {
    const parsed = line.payload === undefined ? undefined : parse(line.payload);
    const batchLine =
      Array.isArray(parsed) && parsed[0] === "b" && (parsed[1] === 0 || parsed[1] === 1) && Array.isArray(parsed[2]);
    if (line.problem !== undefined || parsed === undefined || (line.number > 1 && !batchLine)) {
      unread.push({
        number: line.number,
        what: line.problem ?? (parsed === undefined ? "is not JSON" : 'is not a batch line ["b", more, units]'),
      });
      continue;
    }
    for (const { number, what } of unread) damaged(damage, file, ` line ${number}`, what);
    unread = [];
    if (line.number === 1) {
      if (!isHeader(parsed, generation, "log"))
        damaged(
          damage,
          file,
          " line 1",
          `is not the header of the log of generation ${generation} in layout version ${STATE_LAYOUT_VERSION}`,
        );
      end = line.end;
      continue;
    }
    const [, more, raw] = parsed as [string, number, unknown[]];
    for (const entry of raw) {
      const unit = decodeUnit(entry, blobs);
      if (typeof unit === "string") damaged(damage, file, ` line ${line.number}`, unit);
      else batch.push(unit);
    }
    if (more === 1) continue;
    for (const unit of batch) into(unit);
    units += batch.length;
    batch = [];
    end = line.end;
  }
  return { units, bytes: end, end };
}

/** Reads the snapshot, then the log, of `generation` into `into`. */
export function readGeneration(
  dir: string,
  generation: number,
  into: (unit: Unit) => void,
  blobs: Blobs,
  damage: Damage,
): { units: number; snapshotBytes: number; logBytes: number; logEnd: number | undefined } {
  const snapshot = readSnapshot(dir, generation, into, blobs, damage);
  const log = readLog(dir, generation, into, blobs, damage);
  return { units: snapshot.units + log.units, snapshotBytes: snapshot.bytes, logBytes: log.bytes, logEnd: log.end };
}
