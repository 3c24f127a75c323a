// sandboxStatePublishRatio: records published per second into a sandbox with --state-dir (every
// answer waits for its change to be fsynced) over the same into one in memory, runs alternating in
// one process. sandboxRestartReadySeconds / sandboxRestartReadyRatio: how long startSandbox takes
// on a state folder holding 100,000 records, over the same on an empty one: the built command's
// sandbox in a fresh process until every port answers, as a user restarts it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  importRuntime,
  importTools,
  median,
  nowNs,
  round,
  type BenchContext,
  type Figure,
  publishUntilSuccess,
} from "./lib.js";
import { startCli } from "./sandbox.js";

const RECORDS = 4000;
const RUNS = 5;
const HELD = 100_000;
const MILLION = 1_000_000;
/** Reading a million records back takes more than the 30 s a start may take otherwise (more on a loaded machine). */
const MILLION_READY_TIMEOUT_MS = 600_000;
const READY_RUNS = 3;
const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";

type Sandbox = typeof import("../tools/src/sandbox/index.js");
type Clients = typeof import("../src/index.js");
type Auth = typeof import("../src/auth/index.js");
type Publishing = typeof import("../src/publishing/index.js");

/** A function that starts a sandbox with a registered source (in a state folder, or in memory). */
async function publishers() {
  const { startSandbox } = await importTools<Sandbox>("@integration-platform/contracts-tools/sandbox");
  const { createDataIntegrationClient } = await importRuntime<Clients>("@integration-platform/contracts");
  const { createTokenProvider } = await importRuntime<Auth>("@integration-platform/contracts/auth");
  const publishing = await importRuntime<Publishing>("@integration-platform/contracts/publishing");
  /**
   * A sandbox with a registered source, and a function that publishes `count` records as one queue item into a new
   * model.
   */
  return async function publisher(stateDir: string | undefined) {
    const sandbox = await startSandbox({
      basePort: "free",
      services: ["data-integration"],
      onLog: () => {},
      ...(stateDir === undefined ? {} : { stateDir }),
    });
    const url = (name: string) => sandbox.services.find((s) => s.name === name)!.url;
    const getToken = createTokenProvider({
      issuer: url("identity-provider"),
      clientId: "sandbox-client",
      clientSecret: "sandbox-secret",
      tenantId: TENANT,
      scope: "apiim",
      allowInsecureHttp: true,
    });
    const client = createDataIntegrationClient({ baseUrl: url("data-integration"), getToken });
    const sourceId = (await client.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
    let batch = 0;
    const publish = async (count: number) => {
      const modelId = `00000000-0000-4000-8000-${String(batch++).padStart(12, "0")}`;
      await client.PATCH("/api/v2/IntegrationAgents/Transformations", {
        body: { upsert: [{ customCode: "bench", mappings: [{ entityId: "Item", modelId, autoMapFields: true }] }] },
      });
      const items = Array.from({ length: count }, (_, i) => ({
        entityId: "Item",
        recordId: `R-${batch}-${i}`,
        data: { name: `Item ${i}`, price: `${i}.50|EUR`, quantity: i },
      }));
      const started = nowNs();
      await publishUntilSuccess(publishing, client, sourceId, items);
      return count / ((nowNs() - started) / 1e9);
    };
    return { sandbox, publish };
  };
}

/**
 * Ready times of the built command on a folder holding `held` records (written by a sandbox that then stops) and on
 * empty folders, alternating. Each start as a user's restart is: the built command in a fresh process, until every
 * port answers. In this process a second sandbox reuses what the first loaded (an empty start took 26 ms), which is no
 * restart.
 */
async function restartReadySeconds(
  publisher: Awaited<ReturnType<typeof publishers>>,
  folder: () => string,
  held: number,
  readyTimeoutMs?: number,
): Promise<{ emptyReady: number[]; fullReady: number[] }> {
  const full = folder();
  const filler = await publisher(full);
  try {
    for (let count = 0; count < held; count += RECORDS) await filler.publish(Math.min(RECORDS, held - count));
  } finally {
    await filler.sandbox.stop();
  }
  const ready = async (stateDir: string) => {
    const cli = await startCli([], ["--state-dir", stateDir], readyTimeoutMs);
    await cli.stop();
    return cli.seconds;
  };
  const emptyReady: number[] = [];
  const fullReady: number[] = [];
  for (let run = 0; run < READY_RUNS; run++) {
    emptyReady.push(await ready(folder()));
    fullReady.push(await ready(full));
  }
  return { emptyReady, fullReady };
}

/** Temporary folders, and their removal. */
function folders() {
  const made: string[] = [];
  return {
    folder: () => {
      const dir = mkdtempSync(join(tmpdir(), "ic-bench-state-"));
      made.push(dir);
      return dir;
    },
    remove: () => {
      for (const dir of made) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function measureSandboxState(context: BenchContext): Promise<Figure[]> {
  const publisher = await publishers();
  const { folder, remove } = folders();

  try {
    const memory = await publisher(undefined);
    const kept = await publisher(folder());
    const inMemory: number[] = [];
    const onDisk: number[] = [];
    try {
      for (let run = 0; run <= RUNS; run++) {
        const a = await memory.publish(RECORDS);
        const b = await kept.publish(RECORDS);
        // The first run warms the JIT and ajv's compiled validators.
        if (run > 0) {
          inMemory.push(a);
          onDisk.push(b);
        }
      }
    } finally {
      await memory.sandbox.stop();
      await kept.sandbox.stop();
    }
    context.log(
      `  publish in memory: ${inMemory.map((r) => round(r, 0)).join(", ")} records/s; ` +
        `with --state-dir: ${onDisk.map((r) => round(r, 0)).join(", ")} records/s`,
    );

    const { emptyReady, fullReady } = await restartReadySeconds(publisher, folder, HELD);
    context.log(
      `  ready empty: ${emptyReady.map((s) => round(s, 3)).join(", ")} s; ` +
        `holding ${HELD} records: ${fullReady.map((s) => round(s, 3)).join(", ")} s`,
    );
    return [
      {
        name: "sandboxStatePublishRatio",
        value: round(median(onDisk) / median(inMemory), 2),
        unit: "ratio",
        target: { min: 0.5 },
        method:
          `${RECORDS} records as one queue item (publishRecords: start + appends of 500, ` +
          `waitForQueueItem) into an in-process sandbox with --state-dir over one in ` +
          `memory, runs alternating; median of ${RUNS} runs each after one warm-up`,
        runs: RUNS,
        detail: {
          inMemoryPerSecond: inMemory.map((r) => round(r, 0)),
          stateDirPerSecond: onDisk.map((r) => round(r, 0)),
        },
      },
      {
        name: "sandboxRestartReadySeconds",
        value: round(median(fullReady), 3),
        unit: "s",
        method:
          `integration-contracts sandbox --state-dir (the built command, a fresh process) on a folder ` +
          `holding ${HELD} records until every port answers; median of ${READY_RUNS}`,
        runs: READY_RUNS,
        detail: { all: fullReady.map((s) => round(s, 3)) },
      },
      {
        name: "sandboxRestartReadyRatio",
        value: round(median(fullReady) / median(emptyReady), 2),
        unit: "ratio",
        target: { max: 5 },
        method:
          `the same start on a folder holding ${HELD} records over on an ` +
          `empty folder; median of ${READY_RUNS} each, alternating`,
        runs: READY_RUNS,
        detail: { emptySeconds: emptyReady.map((s) => round(s, 3)) },
      },
    ];
  } finally {
    remove();
  }
}

/**
 * sandboxRestartReadyRatio1M: the same restart on a folder holding 1,000,000 records (issue 45), published through
 * the API into the folder in queue items of 4,000 as the 100,000 are.
 */
export async function measureSandboxRestartMillion(context: BenchContext): Promise<Figure[]> {
  const publisher = await publishers();
  const { folder, remove } = folders();
  try {
    const started = nowNs();
    const { emptyReady, fullReady } = await restartReadySeconds(publisher, folder, MILLION, MILLION_READY_TIMEOUT_MS);
    context.log(
      `  ready empty: ${emptyReady.map((s) => round(s, 3)).join(", ")} s; ` +
        `holding ${MILLION} records: ${fullReady.map((s) => round(s, 3)).join(", ")} s ` +
        `(${round((nowNs() - started) / 1e9, 0)} s with the filling)`,
    );
    return [
      {
        name: "sandboxRestartReadyRatio1M",
        value: round(median(fullReady) / median(emptyReady), 2),
        unit: "ratio",
        method:
          `integration-contracts sandbox --state-dir (the built command, a fresh process) until every port answers, ` +
          `on a folder holding ${MILLION} records over on an empty folder; median of ${READY_RUNS} each, alternating`,
        runs: READY_RUNS,
        detail: {
          fullSeconds: fullReady.map((s) => round(s, 3)),
          emptySeconds: emptyReady.map((s) => round(s, 3)),
        },
      },
    ];
  } finally {
    remove();
  }
}
