// Where the sandbox's ids come from: random UUIDs, or, for a sandbox in process made with
// `ids: "sequential"`, a count of its own, so that two runs of one test give the same ids. The
// sequential source is the caller's: a door runs the work of one sandbox inside its source
// (AsyncLocalStorage carries it through that work's promises and timers), and code that makes an
// id asks for the current one. The store holds no id itself, so sandboxes share none; without a
// source nothing is run inside one, and ids are random as before.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes, randomUUID } from "node:crypto";

/** Counts the ids of one sandbox. */
export interface IdSource {
  /** The next id: a UUID (version 4 in form, the count in its last 12 hex digits). */
  uuid(): string;
  /** The next id as `bytes` bytes of hex (codes and client ids). */
  hex(bytes: number): string;
  /** Ids given so far; `restart(issued)` goes on from there (a restored snapshot). */
  readonly issued: number;
  restart(issued: number): void;
}

const current = new AsyncLocalStorage<IdSource>();

/** A new id: the current sandbox's next, or a random UUID. */
export function newId(): string {
  const id = current.getStore()?.uuid() ?? randomUUID();
  // Node joins a UUID from hex pieces: kept as made it is a tree of some twenty string pieces (about 490 bytes of
  // heap), and every record keeps two ids. Reading a character makes V8 flatten it into one string of 36 characters,
  // to which the collector then shortens every reference (about 56 bytes).
  id.charCodeAt(0);
  return id;
}

/** `bytes` new bytes as hex: the current sandbox's next count, or random bytes. */
export function newHex(bytes: number): string {
  return current.getStore()?.hex(bytes) ?? randomBytes(bytes).toString("hex");
}

/** Runs `work` with `source` as the current sandbox's ids; without one, `work` runs as it is. */
export function withIds<T>(source: IdSource | undefined, work: () => T): T {
  return source === undefined ? work() : current.run(source, work);
}

/** Ids counted from 1, each the next number. */
export function sequentialIds(): IdSource {
  let issued = 0;
  return {
    uuid: () => `00000000-0000-4000-8000-${(++issued).toString(16).padStart(12, "0")}`,
    hex: (bytes) =>
      (++issued)
        .toString(16)
        .padStart(bytes * 2, "0")
        .slice(-bytes * 2),
    get issued() {
      return issued;
    },
    restart(count) {
      issued = count;
    },
  };
}
