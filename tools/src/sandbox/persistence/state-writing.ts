// Writing a state folder's files: lines framed with their checksums and written in parts of about
// a mebibyte, values over INLINE_BYTES in blobs, a snapshot that ends with a line counting its
// lines, every file written to a temporary name, fsynced and renamed (own-files.ts).
import { writeSync } from "node:fs";
import { join } from "node:path";
import type { Blobs } from "./blobs.js";
import { frameLine } from "./framed-lines.js";
import { writeDurably } from "./own-files.js";
import type { Unit } from "../kernel/state.js";
import { logFile, snapshotFile, STATE_LAYOUT_VERSION } from "./state-layout.js";

/** Units of one store per snapshot line, at most. */
const SNAPSHOT_LINE_UNITS = 1000;
/** A line ends once its content passes this many characters. */
export const LINE_BYTES = 1024 * 1024;
/** A value whose JSON is longer than this goes to a file of its own under blobs/. */
export const INLINE_BYTES = 64 * 1024;

/** A unit that could not be written (its value cannot be turned into JSON), and why. */
export interface FailedUnit {
  readonly unit: Unit;
  readonly error: Error;
}

/** Writes lines to a file through a buffer, in writes of about a mebibyte: never one string per file. */
function lineWriter(fd: number): { line(payload: string): void; end(): void } {
  let pending: string[] = [];
  let size = 0;
  const flush = () => {
    const bytes = Buffer.from(pending.join(""));
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written);
    pending = [];
    size = 0;
  };
  return {
    line(payload) {
      const framed = frameLine(payload);
      pending.push(framed);
      size += framed.length;
      if (size >= LINE_BYTES) flush();
    },
    end: flush,
  };
}

export const header = (generation: number, file: "snapshot" | "log") =>
  JSON.stringify(["h", { layoutVersion: STATE_LAYOUT_VERSION, generation, file }]);

/** A new generation's log: its header line only. */
export function writeEmptyLog(dir: string, generation: number): void {
  writeDurably(join(dir, logFile(generation)), (fd) => {
    const writer = lineWriter(fd);
    writer.line(header(generation, "log"));
    writer.end();
  });
}

/**
 * A unit's key and value as JSON text (`key`, `key,value` or `key,null,"<blob>"`); a large value goes to a blob. Throws
 * when the value cannot be JSON.
 */
function encodeEntry([, , key, ...rest]: Unit, blobs: Blobs): string {
  const keyJson = JSON.stringify(key);
  if (rest.length === 0) return keyJson;
  const json = JSON.stringify(rest[0]) ?? "null";
  return json.length > INLINE_BYTES ? `${keyJson},null,${JSON.stringify(blobs.write(json))}` : `${keyJson},${json}`;
}

export const encodeUnit = (unit: Unit, blobs: Blobs) =>
  `[${JSON.stringify(unit[0])},${JSON.stringify(unit[1])},${encodeEntry(unit, blobs)}]`;

/** The pieces in lines of at most about LINE_BYTES characters each. */
export function* packLines(pieces: Iterable<string>): Generator<string[]> {
  let line: string[] = [];
  let size = 0;
  for (const piece of pieces) {
    if (line.length > 0 && size + piece.length > LINE_BYTES) {
      yield line;
      line = [];
      size = 0;
    }
    line.push(piece);
    size += piece.length + 1;
  }
  if (line.length > 0) yield line;
}

/**
 * Writes a generation's snapshot, durably; lines of many entries of one store (a few large lines read faster than many
 * small ones).
 */
export function writeSnapshot(
  dir: string,
  generation: number,
  units: Iterable<Unit>,
  blobs: Blobs,
): { failed: FailedUnit[]; bytes: number; blobNames: Set<string> } {
  const failed: FailedUnit[] = [];
  const blobNames = new Set<string>();
  const naming: Blobs = {
    ...blobs,
    write(json) {
      const name = blobs.write(json);
      blobNames.add(name);
      return name;
    },
  };
  let bytes = 0;
  let lines = 0;
  writeDurably(join(dir, snapshotFile(generation)), (fd) => {
    const writer = lineWriter(fd);
    const line = (payload: string) => {
      writer.line(payload);
      bytes += payload.length + 10;
      lines += 1;
    };
    line(header(generation, "snapshot"));
    let group: { scope: string; store: string; entries: string[]; size: number } | undefined;
    const end = () => {
      if (group !== undefined)
        line(`["g",${JSON.stringify(group.scope)},${JSON.stringify(group.store)},[${group.entries.join(",")}]]`);
      group = undefined;
    };
    for (const unit of units) {
      let entry: string;
      try {
        entry = `[${encodeEntry(unit, naming)}]`;
      } catch (error) {
        failed.push({ unit, error: error as Error });
        continue;
      }
      if (
        group !== undefined &&
        (group.scope !== unit[0] ||
          group.store !== unit[1] ||
          group.entries.length >= SNAPSHOT_LINE_UNITS ||
          group.size + entry.length > LINE_BYTES)
      )
        end();
      group ??= { scope: unit[0], store: unit[1], entries: [], size: 0 };
      group.entries.push(entry);
      group.size += entry.length + 1;
    }
    end();
    line(JSON.stringify(["e", lines + 1]));
    writer.end();
  });
  return { failed, bytes, blobNames };
}
