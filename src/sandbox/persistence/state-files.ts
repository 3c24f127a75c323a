// The files of a state folder (`--state-dir`): a snapshot and an append log per generation, named
// by layout.json. A batch of changes is one line of the log, written and fsynced before the answer
// that made it is sent; compaction writes a new generation's snapshot, switches layout.json to it by
// an atomic rename and only then deletes the old generation, so a kill at any point leaves one
// whole generation to read. See docs/persistence.md for the choice and its measurements.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { join } from "node:path";

/** The layout this sandbox reads and writes; a folder of another layout is refused. */
export const STATE_LAYOUT_VERSION = 1;

const LAYOUT_FILE = "layout.json";
const SNAPSHOT_LINE_UNITS = 1000;

/** One saved unit: a store of a scope (`[scope, store, key, value]`, key null for a whole document), or its deletion (no value). */
export type Unit = [scope: string, store: string, key: string | null, value?: unknown];

/** A snapshot line: entries of one store of one scope, so scope and store are not repeated per unit. */
interface Group {
  readonly scope: string;
  readonly store: string;
  readonly entries: [key: string | null, value: unknown][];
}

/** A state folder that cannot be used: another layout version, a foreign folder, a broken file. */
export class StateDirError extends Error {
  override readonly name = "StateDirError";
}

interface Layout {
  readonly layoutVersion: number;
  readonly generation: number;
}

const snapshotFile = (generation: number) => `snapshot-${generation}.jsonl`;
const logFile = (generation: number) => `log-${generation}.jsonl`;

function fsyncDir(dir: string): void {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function writeDurably(file: string, content: string): void {
  const temporary = `${file}.tmp`;
  const fd = openSync(temporary, "w");
  try {
    writeFileSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

function readLayout(dir: string): Layout | undefined {
  const file = join(dir, LAYOUT_FILE);
  if (!existsSync(file)) {
    const foreign = readdirSync(dir).filter((name) => !name.startsWith("."));
    if (foreign.length > 0) throw new StateDirError(`${dir} is not an empty folder and has no ${LAYOUT_FILE}, so it is no sandbox state folder (found ${foreign.slice(0, 3).join(", ")})`);
    return undefined;
  }
  let layout: Partial<Layout>;
  try {
    layout = JSON.parse(readFileSync(file, "utf8")) as Partial<Layout>;
  } catch (error) {
    throw new StateDirError(`${file}: cannot be read as JSON: ${(error as Error).message}`);
  }
  if (layout.layoutVersion !== STATE_LAYOUT_VERSION) {
    throw new StateDirError(`${file}: the state is in layout version ${String(layout.layoutVersion)}; this sandbox reads layout version ${STATE_LAYOUT_VERSION} only`);
  }
  if (!Number.isInteger(layout.generation) || layout.generation! < 0) throw new StateDirError(`${file}: $.generation must be a whole number, found ${JSON.stringify(layout.generation)}`);
  return layout as Layout;
}

/** Units of a file in order; a last line cut short by a kill is what was never acknowledged, so it is left out. */
function readUnits(file: string, into: (unit: Unit) => void): number {
  if (!existsSync(file)) return 0;
  const text = readFileSync(file, "utf8");
  const lines = text.split("\n");
  for (const [index, line] of lines.entries()) {
    if (line === "") continue;
    let batch: Unit[] | Group;
    try {
      batch = JSON.parse(line) as Unit[] | Group;
    } catch (error) {
      if (index === lines.length - 1) break;
      throw new StateDirError(`${file}: line ${index + 1} is not JSON: ${(error as Error).message}`);
    }
    if (Array.isArray(batch)) for (const unit of batch) into(unit);
    else for (const [key, value] of batch.entries) into([batch.scope, batch.store, key, value]);
  }
  return Buffer.byteLength(text);
}

export interface StateFiles {
  readonly dir: string;
  /** Appends one batch of units and waits until it is on disk. */
  append(units: readonly Unit[]): Promise<void>;
  /** Bytes appended to the log since the last snapshot. */
  readonly logBytes: number;
  /** Bytes of the last snapshot. */
  readonly snapshotBytes: number;
  /** Replaces everything with these units (a new generation); the log starts empty. */
  rewrite(units: Iterable<Unit>): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens (or creates) a state folder and reads its units, oldest first, into `into`; refuses a
 * folder of another layout version, naming both versions.
 */
export async function openStateFiles(dir: string, into: (unit: Unit) => void): Promise<{ files: StateFiles; empty: boolean }> {
  mkdirSync(dir, { recursive: true });
  let layout = readLayout(dir);
  let empty = layout === undefined;
  let snapshotBytes = 0;
  let logBytes = 0;
  if (layout === undefined) {
    layout = { layoutVersion: STATE_LAYOUT_VERSION, generation: 0 };
    writeDurably(join(dir, LAYOUT_FILE), JSON.stringify(layout));
    fsyncDir(dir);
  } else {
    snapshotBytes = readUnits(join(dir, snapshotFile(layout.generation)), into);
    logBytes = readUnits(join(dir, logFile(layout.generation)), into);
    empty = snapshotBytes === 0 && logBytes === 0;
  }
  let generation = layout.generation;
  // A line cut short by a kill must not run into the next batch: start appending on a fresh line.
  let log: FileHandle = await open(join(dir, logFile(generation)), "a");
  if (logBytes > 0 && !readFileSync(join(dir, logFile(generation)), "utf8").endsWith("\n")) await log.write("\n");

  const files: StateFiles = {
    dir,
    get logBytes() {
      return logBytes;
    },
    get snapshotBytes() {
      return snapshotBytes;
    },
    async append(units) {
      const line = Buffer.from(`${JSON.stringify(units)}\n`);
      const { size } = await log.stat();
      try {
        // A full disk takes part of a line and refuses the rest: the rest is written, or the line is
        // taken back whole, so no answer waits on half a batch and the next batch starts a fresh line.
        for (let written = 0; written < line.length; ) written += (await log.write(line, written)).bytesWritten;
        await log.datasync();
      } catch (error) {
        await log.truncate(size).catch(() => undefined);
        throw error;
      }
      logBytes += line.length;
    },
    async rewrite(units) {
      const next = generation + 1;
      // Lines of many entries of one store: reading back parses a few large lines faster than many small ones.
      const lines: string[] = [];
      let group: Group | undefined;
      const end = () => {
        if (group !== undefined) lines.push(JSON.stringify(group));
        group = undefined;
      };
      for (const [scope, store, key, value] of units) {
        if (group !== undefined && (group.scope !== scope || group.store !== store || group.entries.length === SNAPSHOT_LINE_UNITS)) end();
        group ??= { scope, store, entries: [] };
        group.entries.push([key, value]);
      }
      end();
      const content = lines.length === 0 ? "" : `${lines.join("\n")}\n`;
      writeDurably(join(dir, snapshotFile(next)), content);
      writeFileSync(join(dir, logFile(next)), "");
      writeDurably(join(dir, LAYOUT_FILE), JSON.stringify({ layoutVersion: STATE_LAYOUT_VERSION, generation: next }));
      fsyncDir(dir);
      await log.close();
      log = await open(join(dir, logFile(next)), "a");
      rmSync(join(dir, snapshotFile(generation)), { force: true });
      rmSync(join(dir, logFile(generation)), { force: true });
      generation = next;
      snapshotBytes = Buffer.byteLength(content);
      logBytes = 0;
    },
    close: () => log.close(),
  };
  return { files, empty };
}
