// Run by bench/query-store.ts in a fresh `node --expose-gc` process, one per size, so that each heap is its own:
//   query-store-child.ts queries <records>   the tenant seeded with <records> records of two short fields through
//                                            the state's restore path (what a restart reads back from the state
//                                            folder), then GetData and publishing timed through sandbox.fetch
//   query-store-child.ts heap <records>      <records> records published through sandbox.fetch, the live heap
//                                            before and after
//   query-store-child.ts queue-items <n>     <n> queue items of one record each, the same
// Prints one JSON line.
import type * as Sandbox from "../tools/src/sandbox/index.js";
import { importRuntime, importTools, median, nowNs, publishUntilSuccess } from "./lib.js";

type Clients = typeof import("../src/index.js");
type Auth = typeof import("../src/auth/index.js");
type Publishing = typeof import("../src/publishing/index.js");

const [mode, recordsArg] = process.argv.slice(2);
const records = Number(recordsArg);
const gc = (globalThis as { gc?: () => void }).gc;
if (!["queries", "heap", "queue-items"].includes(mode!) || !Number.isInteger(records) || gc === undefined) {
  console.error("usage: node --expose-gc --import tsx bench/query-store-child.ts queries|heap|queue-items <count>");
  process.exit(2);
}

const { createSandbox, DEFAULT_TENANT_ID } = await importTools<typeof Sandbox>(
  "@integration-platform/contracts-tools/sandbox",
);
const { createDataIntegrationClient } = await importRuntime<Clients>("@integration-platform/contracts");
const { createTokenProvider } = await importRuntime<Auth>("@integration-platform/contracts/auth");
const publishing = await importRuntime<Publishing>("@integration-platform/contracts/publishing");

const MODEL = "00000000-0000-4000-8000-000000000045";
const BATCH = 4_000;
const QUERIES = 200;
const PUBLISH_RUNS = 5;

const sandbox = await createSandbox();
const base = sandbox.baseUrl("data-integration");
const tokens = createTokenProvider({
  issuer: sandbox.issuer,
  clientId: "sandbox-client",
  clientSecret: "sandbox-secret",
  tenantId: DEFAULT_TENANT_ID,
  scope: "apiim",
  fetch: sandbox.fetch,
});
const client = createDataIntegrationClient({ baseUrl: base, getToken: tokens, fetch: sandbox.fetch });
// A webhook consumer with every flag off: no event is sent, so the heap holds the records and not the in-process
// broker's copy of every RecordCreated it would hand a native source.
const sourceId = (
  await client.POST("/api/v2/IntegrationAgents/Settings", {
    body: { sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: "https://receiver.example/events" } },
  })
).data!.source!.sourceId!;
await client.PATCH("/api/v2/IntegrationAgents/Transformations", {
  body: { upsert: [{ customCode: "bench", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }] },
});
const item = (i: number) => ({ entityId: "Item", recordId: `R-${i}`, data: { name: `Item ${i}`, quantity: i } });
let published = 0;
/** Publishes `count` new records as one queue item; records per second. */
async function publish(count: number): Promise<number> {
  const items = Array.from({ length: count }, () => item(published++));
  const started = nowNs();
  await publishUntilSuccess(publishing, client, sourceId, items);
  return count / ((nowNs() - started) / 1e9);
}
const authorization = `Bearer ${await tokens.getToken()}`;
/** Milliseconds of one GetData through sandbox.fetch, its body read; anything but 200 fails the figure. */
async function getData(path: string): Promise<number> {
  const started = nowNs();
  const response = await sandbox.fetch(`${base}${path}`, { headers: { authorization } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return (nowNs() - started) / 1e6;
}
const settledHeap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

if (mode === "heap" || mode === "queue-items") {
  await publish(1_000);
  const before = settledHeap();
  const batch = mode === "heap" ? BATCH : 1;
  for (let held = 0; held < records; held += batch) await publish(Math.min(batch, records - held));
  const after = settledHeap();
  console.log(JSON.stringify({ records, heapBefore: before, heapAfter: after, perRecord: (after - before) / records }));
} else {
  // The records as the state folder holds them, read back by the store on first use as after a restart.
  const table = new Map<string, unknown>();
  const time = new Date(sandbox.clock.now() - 60_000).toISOString();
  for (let i = 0; i < records; i++) {
    const externalId = `S-${i}.Item.${sourceId}`;
    table.set(`${MODEL}\u0000${externalId}\u0000`, {
      modelId: MODEL,
      recordId: `00000000-0000-4000-9000-${String(i).padStart(12, "0")}`,
      externalId,
      sourceId,
      referenceId: null,
      mandantCode: null,
      createdOn: time,
      modifiedOn: time,
      sequence: i + 1,
      fields: { name: `Item ${i}`, quantity: i },
    });
  }
  sandbox.control.tenants.preload(DEFAULT_TENANT_ID, new Map([["data-integration.query-store", table]]));
  const query = `/api/v2/QueryingData/GetData?modelId=${MODEL}`;
  const firstQueryMs = await getData(query);
  const cases: Record<string, (n: number) => string> = {
    byExternalId: (n) => `${query}&externalId=S-${(n * 7_919) % records}.Item.${sourceId}`,
    firstPage: () => `${query}&limit=100`,
    lastPage: () => `${query}&offset=${records - 100}&limit=100`,
    modifiedFromAfterLastChange: () => `${query}&modifiedFrom=${new Date(sandbox.clock.now() + 1).toISOString()}`,
    filteredByAk: (n) =>
      `/api/v2/QueryingData/GetData/FilteredByAK?modelId=${MODEL}&akName=name&akValue=Item%20${(n * 7_919) % records}`,
  };
  const medianMs: Record<string, number> = {};
  for (const [name, path] of Object.entries(cases)) {
    for (let n = 0; n < 20; n++) await getData(path(n));
    const times: number[] = [];
    for (let n = 0; n < QUERIES; n++) times.push(await getData(path(n)));
    medianMs[name] = median(times);
  }
  await publish(BATCH);
  const publishPerSecond: number[] = [];
  for (let run = 0; run < PUBLISH_RUNS; run++) publishPerSecond.push(await publish(BATCH));
  console.log(JSON.stringify({ records, firstQueryMs, medianMs, publishPerSecond }));
}
await sandbox.close();
