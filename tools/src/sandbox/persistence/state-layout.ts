// The names and the version of a state folder's layout, shared by the code that writes it and the
// code that reads it back.

/** The layout this sandbox reads and writes; a folder of another layout is refused, naming both versions. */
export const STATE_LAYOUT_VERSION = 2;

export const LAYOUT_FILE = "layout.json";

/**
 * One saved unit: a store of a scope (`[scope, store, key, value]`, key null for a whole document), or its deletion (no
 * value).
 */
export type Unit = [scope: string, store: string, key: string | null, value?: unknown];

export const snapshotFile = (generation: number) => `snapshot-${generation}.jsonl`;
export const logFile = (generation: number) => `log-${generation}.jsonl`;
