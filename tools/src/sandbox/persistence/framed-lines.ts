// The lines of a state file: each one carries the CRC-32 of its content, so a line cut short by a
// kill, or changed on disk, is told from a whole one. Files are read in chunks, line by line: no
// file is ever one string, whatever its size.
import { closeSync, readSync } from "node:fs";
import { crc32 } from "node:zlib";
import { openOwnForReading } from "./own-files.js";

const CHUNK_BYTES = 1024 * 1024;
const NEWLINE = 0x0a;
const CHECKSUM_DIGITS = 8;

/** `payload` (JSON text without a line break) as one line of a state file. */
export function frameLine(payload: string): string {
  return `${crc32(payload).toString(16).padStart(CHECKSUM_DIGITS, "0")} ${payload}\n`;
}

/** One line as read: its content when whole, else what is wrong with it. */
export interface FramedLine {
  /** 1-based. */
  readonly number: number;
  /** Byte offset of the line's end (after its line break) in the file. */
  readonly end: number;
  readonly payload?: string;
  readonly problem?: string;
}

function check(line: Buffer, number: number, end: number): FramedLine {
  const digits = line.toString("latin1", 0, CHECKSUM_DIGITS);
  if (line.length <= CHECKSUM_DIGITS || line[CHECKSUM_DIGITS] !== 0x20 || !/^[0-9a-f]{8}$/.test(digits)) {
    return { number, end, problem: "it does not start with a checksum" };
  }
  const content = line.subarray(CHECKSUM_DIGITS + 1);
  if (crc32(content) !== Number.parseInt(digits, 16))
    return { number, end, problem: "its checksum does not match its content" };
  return { number, end, payload: content.toString("utf8") };
}

/** Every line of `file` in order; a last line without its line break is reported cut short. */
export function* readFramedLines(file: string): Generator<FramedLine> {
  const { fd } = openOwnForReading(file);
  try {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    let parts: Buffer[] = [];
    let offset = 0;
    let number = 0;
    for (;;) {
      const read = readSync(fd, chunk, 0, CHUNK_BYTES, offset);
      if (read === 0) break;
      let start = 0;
      for (
        let newline = chunk.indexOf(NEWLINE, 0);
        newline >= 0 && newline < read;
        newline = chunk.indexOf(NEWLINE, start)
      ) {
        const piece = chunk.subarray(start, newline);
        const line = parts.length === 0 ? piece : Buffer.concat([...parts, piece]);
        parts = [];
        yield check(line, ++number, offset + newline + 1);
        start = newline + 1;
      }
      if (start < read) parts.push(Buffer.from(chunk.subarray(start, read)));
      offset += read;
    }
    if (parts.length > 0)
      yield { number: number + 1, end: offset, problem: "it is cut short (the file ends before its line break)" };
  } finally {
    closeSync(fd);
  }
}
