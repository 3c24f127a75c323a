// The names and the version of a state folder's layout, shared by the code that writes it and the
// code that reads it back.

/** The layout this sandbox reads and writes; a folder of another layout is refused, naming both versions. */
export const STATE_LAYOUT_VERSION = 2;

export const LAYOUT_FILE = "layout.json";

export const snapshotFile = (generation: number) => `snapshot-${generation}.jsonl`;
export const logFile = (generation: number) => `log-${generation}.jsonl`;
