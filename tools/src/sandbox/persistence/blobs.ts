// Large values of a state folder (a file's bytes, a long text), each in a file of its own under
// blobs/, named by the SHA-256 of its JSON: a line of the snapshot or the log names the file
// instead of holding the value, so no line grows with the data a tenant sends, and the same value
// saved twice is one file.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { checkSubfolder, fsyncDir, isRegularFile, isThere, ownFolder, readOwnFile, writeDurably } from "./own-files.js";

export const BLOB_DIR = "blobs";
const BLOB_NAME = /^[0-9a-f]{64}\.json$/;

export interface Blobs {
  /** Writes `json` (durable once {@link Blobs.sync} returned) and returns the file's name. */
  write(json: string): string;
  /** Makes the names of the files written since the last call durable (an fsync of the folder). */
  sync(): void;
  /** The value in `name`; throws naming what is wrong (missing, changed). */
  read(name: string): unknown;
  /** Deletes every file not named in `keep`. */
  keepOnly(keep: ReadonlySet<string>): void;
}

export function openBlobs(stateDir: string): Blobs {
  const dir = join(stateDir, BLOB_DIR);
  checkSubfolder(dir);
  let unsynced = false;
  return {
    write(json) {
      const name = `${createHash("sha256").update(json).digest("hex")}.json`;
      const file = join(dir, name);
      // The same value is one file; anything else under its name (a link) is replaced.
      if (isRegularFile(file)) return name;
      ownFolder(dir, false);
      writeDurably(file, (fd) => {
        // In parts: one write of a very large string may be taken only in part.
        const bytes = Buffer.from(json);
        for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written);
      });
      unsynced = true;
      return name;
    },
    sync() {
      if (!unsynced) return;
      fsyncDir(dir);
      unsynced = false;
    },
    read(name) {
      if (!BLOB_NAME.test(name))
        throw new Error(`names ${JSON.stringify(name)}, which is no file name of ${BLOB_DIR}/`);
      const file = join(dir, name);
      if (!isThere(file)) throw new Error(`names ${BLOB_DIR}/${name}, which is missing`);
      const bytes = readOwnFile(file);
      if (`${createHash("sha256").update(bytes).digest("hex")}.json` !== name)
        throw new Error(`names ${BLOB_DIR}/${name}, whose content does not match its name (the file is damaged)`);
      return JSON.parse(bytes.toString("utf8"));
    },
    keepOnly(keep) {
      if (!existsSync(dir)) return;
      for (const name of readdirSync(dir)) if (!keep.has(name)) rmSync(join(dir, name), { force: true });
    },
  };
}
