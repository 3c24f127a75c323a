// The files of a state folder (`--state-dir`): a snapshot and an append log per generation, named
// by layout.json, large values in blobs/, and the owner's lock. Every line carries a checksum, a
// snapshot ends with a line that counts its lines, and no line grows with a tenant's data (values
// over INLINE_BYTES go to blobs/, lines end at LINE_BYTES), so a damaged or cut file is told from a
// whole one and no single string ever holds the whole state. A batch of changes (one or more lines
// of the log) is written and fsynced before the answer that made it is sent; compaction writes a
// new generation, switches layout.json to it by an atomic rename and only then deletes the old
// one. See docs/persistence.md for the choice and its measurements.
import { readdirSync, rmSync, writeSync } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import { join } from "node:path";
import { openBlobs, BLOB_DIR } from "./blobs.js";
import { frameLine } from "./framed-lines.js";
import { fsyncDir, isThere, openOwnForWriting, ownFolder, readOwnFile, writeDurably } from "./own-files.js";
import { readGeneration, type Damage } from "./state-reading.js";
import { StateDirError } from "./state-error.js";
import type { Unit } from "../kernel/state.js";
import { LAYOUT_FILE, logFile, snapshotFile, STATE_LAYOUT_VERSION } from "./state-layout.js";
import { LOCK_FILE, lockStateDir } from "./state-lock.js";
import { encodeUnit, packLines, writeEmptyLog, writeSnapshot, type FailedUnit } from "./state-writing.js";

export { StateDirError } from "./state-error.js";
export { STATE_LAYOUT_VERSION } from "./state-layout.js";
export type { Unit } from "../kernel/state.js";
export { INLINE_BYTES, LINE_BYTES, type FailedUnit } from "./state-writing.js";

interface Layout {
  readonly layoutVersion: number;
  readonly generation: number;
}

/**
 * What a folder may hold besides its generations' files while it is still new (a start killed before its first
 * layout.json).
 */
const OWN_FILE = /^(snapshot-\d+\.jsonl|log-\d+\.jsonl|layout\.json)(\.tmp)?$|^owner\.lock|^blobs$/;

function readLayout(dir: string, repair: boolean, damage: Damage): Layout | undefined {
  const file = join(dir, LAYOUT_FILE);
  if (!isThere(file)) {
    const names = readdirSync(dir).filter((name) => !name.startsWith("."));
    const foreign = names.filter((name) => !OWN_FILE.test(name));
    if (foreign.length > 0)
      throw new StateDirError(
        `${dir} is not an empty folder and has no ${LAYOUT_FILE}, so it is no ` +
          `sandbox state folder (found ${foreign.slice(0, 3).join(", ")})`,
      );
    const started = names.filter((name) => /^(snapshot|log)-/.test(name));
    if (started.some((name) => !/^(snapshot|log)-0\.jsonl(\.tmp)?$/.test(name))) {
      if (!repair)
        throw new StateDirError(
          `${file} is missing while ${started.join(", ")} are there: the folder is damaged; start with ` +
            `--state-dir of a fresh folder, or with --repair to read the newest generation that is there`,
        );
      const newest = Math.max(
        ...started
          .filter((name) => name.startsWith("snapshot-") && !name.endsWith(".tmp"))
          .map((name) => Number(name.slice(9, -6))),
        0,
      );
      damage.dropped.push(`${LAYOUT_FILE} was missing: read generation ${newest}, the newest snapshot there`);
      return { layoutVersion: STATE_LAYOUT_VERSION, generation: newest };
    }
    return undefined;
  }
  const text = readOwnFile(file).toString("utf8");
  let layout: Partial<Layout>;
  try {
    layout = JSON.parse(text) as Partial<Layout>;
  } catch (error) {
    throw new StateDirError(`${file}: cannot be read as JSON: ${(error as Error).message}`);
  }
  if (layout.layoutVersion !== STATE_LAYOUT_VERSION) {
    throw new StateDirError(
      `${file}: the state is in layout version ${String(layout.layoutVersion)}; this sandbox ` +
        `reads layout version ${STATE_LAYOUT_VERSION} only (start the version that wrote it to ` +
        `export its tenants with GET /_sandbox/state/{tenantId}, or give another --state-dir)`,
    );
  }
  if (!Number.isInteger(layout.generation) || layout.generation! < 0)
    throw new StateDirError(`${file}: $.generation must be a whole number, found ${JSON.stringify(layout.generation)}`);
  return layout as Layout;
}

export interface StateFiles {
  readonly dir: string;
  /**
   * Appends one batch of units and waits until it is on disk; the units whose value cannot be written are left out and
   * returned.
   */
  append(units: readonly Unit[]): Promise<FailedUnit[]>;
  /** Bytes appended to the log since the last snapshot. */
  readonly logBytes: number;
  /** Bytes of the last snapshot. */
  readonly snapshotBytes: number;
  /**
   * Replaces everything with these units (a new generation); the log starts empty. The units whose value cannot be
   * written are left out and returned.
   */
  rewrite(units: Iterable<Unit>): Promise<FailedUnit[]>;
  /** Closes the log and releases the folder's lock. */
  close(): Promise<void>;
}

/** Options of {@link openStateFiles}. */
export interface OpenStateOptions {
  /**
   * Read a damaged folder anyway: keep what is whole and report what was dropped (else a damaged folder is refused).
   */
  readonly repair?: boolean;
}

/**
 * Opens (or creates) a state folder, takes its lock, and reads its units, oldest first, into
 * `into`. Refuses a folder of another layout version (naming both), a folder another process
 * owns (naming its PID), and a damaged folder (naming the file, the line and what to do), unless
 * `repair`: then `dropped` says what could not be read, and the caller writes a whole generation.
 */
export async function openStateFiles(
  dir: string,
  into: (unit: Unit) => void,
  options: OpenStateOptions = {},
): Promise<{ files: StateFiles; empty: boolean; dropped: readonly string[] }> {
  ownFolder(dir, true);
  const repair = options.repair === true;
  const damage: Damage = { repair, dropped: [] };
  // The foreign-folder check first: no lock file is left in a folder that is not the sandbox's.
  readLayout(dir, repair, { repair, dropped: [] });
  const lock = lockStateDir(dir);
  try {
    return await openLocked(dir, into, damage, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openLocked(dir: string, into: (unit: Unit) => void, damage: Damage, release: () => void) {
  const blobs = openBlobs(dir);
  let layout = readLayout(dir, damage.repair, damage);
  let empty = layout === undefined;
  let snapshotBytes = 0;
  let logBytes = 0;
  let readEnd: number | undefined;
  if (layout === undefined) {
    layout = { layoutVersion: STATE_LAYOUT_VERSION, generation: 0 };
    for (const name of readdirSync(dir))
      if (name !== LOCK_FILE && name !== BLOB_DIR && OWN_FILE.test(name)) rmSync(join(dir, name), { force: true });
    writeSnapshot(dir, 0, [], blobs);
    writeEmptyLog(dir, 0);
    writeDurably(join(dir, LAYOUT_FILE), (fd) => writeSync(fd, JSON.stringify(layout)));
    fsyncDir(dir);
  } else {
    const read = readGeneration(dir, layout.generation, into, blobs, damage);
    snapshotBytes = read.snapshotBytes;
    logBytes = read.logBytes;
    empty = read.units === 0 && damage.dropped.length === 0;
    if (read.logEnd === undefined) writeEmptyLog(dir, layout.generation);
    else readEnd = read.logEnd;
  }
  let generation = layout.generation;
  let log: FileHandle = await openOwnForWriting(join(dir, logFile(generation)));
  // What follows the last whole batch was never acknowledged (a kill while it was written): appending starts after it.
  let logEnd = readEnd ?? (await log.stat()).size;
  await log.truncate(logEnd);

  const files: StateFiles = {
    dir,
    get logBytes() {
      return logBytes;
    },
    get snapshotBytes() {
      return snapshotBytes;
    },
    async append(units) {
      const failed: FailedUnit[] = [];
      const pieces: string[] = [];
      for (const unit of units) {
        try {
          pieces.push(encodeUnit(unit, blobs));
        } catch (error) {
          failed.push({ unit, error: error as Error });
        }
      }
      if (pieces.length === 0) return failed;
      blobs.sync();
      const lines = [...packLines(pieces)];
      const text = lines
        .map((line, i) => frameLine(`["b",${i < lines.length - 1 ? 1 : 0},[${line.join(",")}]]`))
        .join("");
      const bytes = Buffer.from(text);
      try {
        // A full disk takes part of a batch and refuses the rest: the rest is written, or the batch is
        // taken back whole, so no answer waits on half a batch and the next one starts on a fresh line.
        for (let written = 0; written < bytes.length;)
          written += (await log.write(bytes, written, bytes.length - written, logEnd + written)).bytesWritten;
        await log.datasync();
      } catch (error) {
        await log.truncate(logEnd).catch(() => undefined);
        throw error;
      }
      logEnd += bytes.length;
      logBytes += bytes.length;
      return failed;
    },
    async rewrite(units) {
      const next = generation + 1;
      const { failed, bytes, blobNames } = writeSnapshot(dir, next, units, blobs);
      writeEmptyLog(dir, next);
      blobs.sync();
      writeDurably(join(dir, LAYOUT_FILE), (fd) =>
        writeSync(fd, JSON.stringify({ layoutVersion: STATE_LAYOUT_VERSION, generation: next })),
      );
      fsyncDir(dir);
      await log.close();
      log = await openOwnForWriting(join(dir, logFile(next)));
      logEnd = (await log.stat()).size;
      rmSync(join(dir, snapshotFile(generation)), { force: true });
      rmSync(join(dir, logFile(generation)), { force: true });
      blobs.keepOnly(blobNames);
      generation = next;
      snapshotBytes = bytes;
      logBytes = 0;
      return failed;
    },
    async close() {
      await log.close();
      release();
    },
  };
  return { files, empty, dropped: damage.dropped };
}
