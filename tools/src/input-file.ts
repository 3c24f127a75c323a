// Files a user names (a seed, a trigger fixture, a payload, a CA, a key or token file, a spec) are
// read only when they are regular files of a bounded size: a FIFO would have the read wait for a
// writer forever, and a link to /dev/zero would have it fill the memory, each before any message
// could say what was wrong.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from "node:fs";

/**
 * The most a file a user names may hold: under V8's longest string (512 MiB), so a file is either read whole or
 * refused naming the limit, and room for four tenants' states of the 64 MiB a `PUT /_sandbox/state` takes.
 */
export const INPUT_FILE_BYTES = 256 * 1024 * 1024;

const CHUNK_BYTES = 1024 * 1024;

function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return "a FIFO";
  if (stats.isCharacterDevice()) return "a character device";
  if (stats.isBlockDevice()) return "a block device";
  if (stats.isDirectory()) return "a folder";
  return "a socket";
}

const overLimit = (what: string) =>
  new Error(`it holds ${what}, over the limit of ${INPUT_FILE_BYTES} bytes (256 MiB) for a file the command reads`);

/**
 * The text of `file`; throws (the message without the file's name, which the caller gives) when it is no regular file,
 * or holds more than {@link INPUT_FILE_BYTES}.
 */
export function readInputFile(file: string): string {
  return readInputBytes(file).toString("utf8");
}

/** The bytes of `file`, refused as {@link readInputFile} refuses. */
export function readInputBytes(file: string): Buffer {
  // O_NONBLOCK: opening a FIFO returns at once instead of waiting for a writer, so it can be refused.
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new Error(`it is ${kindOf(stats)}, not a regular file; give the path of a file`);
    if (stats.size > INPUT_FILE_BYTES) throw overLimit(`${stats.size} bytes`);
    // Read to its end, not to its size: a file that grows while it is read (or a /proc file, of size 0) stops at the
    // limit too.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      const got = readSync(fd, chunk, 0, CHUNK_BYTES, null);
      if (got === 0) return Buffer.concat(chunks, total);
      total += got;
      if (total > INPUT_FILE_BYTES) throw overLimit(`more than ${INPUT_FILE_BYTES} bytes`);
      chunks.push(chunk.subarray(0, got));
    }
  } finally {
    closeSync(fd);
  }
}
