// Run by bench/sandbox-in-process.ts in a fresh `node --expose-gc` process, so the first
// createSandbox() of the process is really the first:
//   in-process-child.ts
// Prints one JSON line: the first create and the next ones in ms, GetData requests per second
// through sandbox.fetch and through startSandbox's port in alternating rounds, and the resident
// memory before and after 1,000 cycles of a sandbox made, asked once and closed.
import type * as Sandbox from "../tools/src/sandbox/index.js";
import { getThroughput, importTools, median, nowNs } from "./lib.js";

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) {
  console.error("usage: node --expose-gc --import tsx bench/in-process-child.ts");
  process.exit(2);
}
const { createSandbox, startSandbox, DEFAULT_SEED, DEFAULT_TENANT_ID } = await importTools<typeof Sandbox>(
  "@integration-platform/contracts-tools/sandbox",
);

const CREATES = 50;
const CYCLES = 1_000;
const WARM_UP_CYCLES = 500;
const ROUNDS = 10;
const REQUESTS_PER_ROUND = 800;
const QUERY = "/api/v2/QueryingData/GetData?modelId=3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const SEED = {
  ...DEFAULT_SEED,
  dataModels: [{ tenantId: DEFAULT_TENANT_ID, id: "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b", code: "Items" }],
};

const ms = (since: number) => (nowNs() - since) / 1e6;
let started = nowNs();
const first = await createSandbox({ seed: SEED });
const firstMs = ms(started);
const createMs: number[] = [];
for (let i = 0; i < CREATES; i++) {
  started = nowNs();
  const sandbox = await createSandbox({ seed: SEED });
  createMs.push(ms(started));
  await sandbox.close();
}

/** Resident and live heap memory in MiB, after two full collections. */
const memoryMiB = () => {
  gc();
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: rss / (1024 * 1024), heap: heapUsed / (1024 * 1024) };
};
/** A test's life: a sandbox made, one call answered, the sandbox closed. */
async function cycle(): Promise<void> {
  const sandbox = await createSandbox({ seed: SEED });
  await (await sandbox.fetch(`${sandbox.issuer}/.well-known/jwks`)).arrayBuffer();
  await sandbox.close();
}
// The allocator settles over the first few hundred cycles (RSS grows about 20 MiB, then stays): measured after them.
for (let i = 0; i < WARM_UP_CYCLES; i++) await cycle();
const before = memoryMiB();
const after: { rss: number; heap: number }[] = [];
for (let i = 1; i <= CYCLES; i++) {
  await cycle();
  if (i % 250 === 0) after.push(memoryMiB());
}

async function bearer(send: typeof fetch, issuer: string): Promise<string> {
  const token = await send(`${issuer}/connect/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from("sandbox-client:sandbox-secret").toString("base64")}`,
    },
    body: "grant_type=client_credentials&tid=4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61&scope=apiim",
  });
  return `Bearer ${((await token.json()) as { access_token: string }).access_token}`;
}

const http = await startSandbox({ basePort: "free", seed: SEED, onLog: () => {} });
const targets = {
  inProcess: {
    send: first.fetch,
    url: `${first.baseUrl("data-integration")}${QUERY}`,
    authorization: await bearer(first.fetch, first.issuer),
  },
  http: {
    send: fetch,
    url: `${http.services.find((s) => s.name === "data-integration")!.url}${QUERY}`,
    authorization: await bearer(fetch, http.messageGateway.issuer),
  },
};
for (const { send, url, authorization } of Object.values(targets)) await getThroughput(send, url, authorization, 1_000);
const perSecond: Record<keyof typeof targets, number[]> = { inProcess: [], http: [] };
for (let round = 0; round < ROUNDS; round++) {
  const order: (keyof typeof targets)[] = round % 2 === 0 ? ["http", "inProcess"] : ["inProcess", "http"];
  for (const name of order)
    perSecond[name].push(
      await getThroughput(targets[name].send, targets[name].url, targets[name].authorization, REQUESTS_PER_ROUND),
    );
}
await http.stop();
await first.close();

console.log(JSON.stringify({ firstMs, createMs, medianCreateMs: median(createMs), perSecond, before, after }));
