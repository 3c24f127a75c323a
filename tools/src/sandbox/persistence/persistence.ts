// What `--state-dir` keeps, and when: every declared store of every scope (the sandbox's own: the
// identity provider's tenants, service accounts and keys, the clock, the gateway's deliveries, the
// broker backlog; and every tenant's), as units read from and written to the state folder
// (state-files.ts). Persistence names no part: it reads the state (state.ts) and the declarations.
// Changes are collected as they happen (changes.ts) and written in batches (batches.ts).
import type { WorkClaims } from "../kernel/part.js";
import type { SandboxState } from "../kernel/state.js";
import { createBatches } from "./batches.js";
import { trackChanges } from "./changes.js";
import { openStateFiles } from "./state-files.js";

export { STATE_LAYOUT_VERSION, StateDirError } from "./state-files.js";

/** How the sandbox's state is kept: on disk with `--state-dir`, in PostgreSQL with `--database`, else in memory. */
export interface Persistence {
  /**
   * Runs the work of one request. In memory and in a state folder at once; on a database, after taking the changes
   * other processes made, and for a request that may write (`writes`), under the database's write lock until its
   * changes are committed.
   */
  serve<T>(writes: boolean, work: () => Promise<T>): Promise<T>;
  /**
   * Resolves once every change made so far is on disk (at once in memory). Rejects when the disk
   * refused the batch, or when a change of the sandbox's own or of `tenantId` could not be written.
   */
  commit(tenantId?: string | null): Promise<void>;
  /** Writes the whole state anew, as after an import or a reset. */
  rewrite(): Promise<void>;
  /** Writes what is pending, closes the files and releases the folder. */
  close(): Promise<void>;
  /** On a database, which work is this process's; else (one process) all of it. */
  readonly claims?: WorkClaims;
}

export const IN_MEMORY: Persistence = {
  serve: (_writes, work) => work(),
  commit: () => Promise.resolve(),
  rewrite: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

/** Options of {@link openPersistence}. */
export interface PersistenceOptions {
  /**
   * Read a damaged folder anyway, keeping what is whole: what is dropped is logged, and a whole generation is written
   * at once.
   */
  readonly repair?: boolean;
  readonly log: (line: string) => void;
}

/**
 * Opens the state folder: a saved state is taken into `state` (`restored` true, and each store reads
 * its part back on first use; else the caller applies its seed and calls `rewrite`), and from then
 * on every change is kept. Open it before the parts: nothing a part does is then unseen.
 */
export async function openPersistence(
  dir: string,
  state: SandboxState,
  options: PersistenceOptions,
): Promise<{ persistence: Persistence; restored: boolean }> {
  const { log } = options;
  const reader = state.reader();
  const { files, empty, dropped } = await openStateFiles(dir, reader.take, options);
  reader.finish();
  let background: NodeJS.Timeout | undefined;
  const changes = trackChanges(state, () => {
    // Changes no request waits for (a redelivery, a queue item processed later) are written soon after.
    background ??= setTimeout(() => {
      background = undefined;
      batches
        .commit()
        .catch((error: unknown) => log(`sandbox: saving the state in ${dir} failed: ${(error as Error).message}`));
    }, 50).unref();
  });
  const batches = createBatches(files, state, changes, log);
  const persistence: Persistence = {
    serve: (_writes, work) => work(),
    commit: (tenantId) => batches.commit(tenantId),
    rewrite: () => batches.rewrite(),
    async close() {
      if (background !== undefined) clearTimeout(background);
      await batches
        .commit()
        .catch((error: unknown) =>
          log(`sandbox: saving the state in ${dir} before closing failed: ${(error as Error).message}`),
        );
      batches.end();
      changes.detach();
      await files.close();
    },
  };
  if (dropped.length > 0) {
    for (const line of dropped) log(`sandbox: --repair: ${line}`);
    await persistence.rewrite();
    log(`sandbox: --repair: ${dir} holds a whole generation again, written from what could be read`);
  }
  return { persistence, restored: !empty };
}
