// Run by bench/sandbox-deliveries.ts in a fresh `node --expose-gc` process:
//   deliveries-child.ts <count>
// Starts the built sandbox (its gateway's receiver answers 503, without a network), publishes
// <count> RecordCreated events through its message gateway, so that every one of them is pending,
// waiting for its redelivery, and prints one JSON line: RSS and heap before and after, each read
// after full collections.
import type * as Sandbox from "../tools/src/sandbox/index.js";
import { importTools } from "./lib.js";

const count = Number(process.argv[2]);
const gc = (globalThis as { gc?: () => void }).gc;
if (!Number.isInteger(count) || gc === undefined) {
  console.error("usage: node --expose-gc --import tsx bench/deliveries-child.ts <count>");
  process.exit(2);
}

const { startSandbox } = await importTools<typeof Sandbox>("@integration-platform/contracts-tools/sandbox");
const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
// Each attempt's own timeout (a timer of its own) ends a second after it: the reading waits for that, so it is what a
// pending delivery keeps.
const ATTEMPT_TIMEOUT_MS = 1000;
const sandbox = await startSandbox({
  basePort: "free",
  services: ["data-integration"],
  onLog: () => {},
  gateway: {
    attemptTimeoutMs: ATTEMPT_TIMEOUT_MS,
    fetch: () => Promise.resolve(new Response("busy", { status: 503 })),
  },
});
const attemptTimersEnded = () => new Promise((resolve) => setTimeout(resolve, 2 * ATTEMPT_TIMEOUT_MS));
const { gateway } = sandbox.control;

/** A RecordCreated event as the data integration service sends it for one published record. */
const event = (i: number): Parameters<typeof gateway.publish>[0] => ({
  tenantId: TENANT,
  webhookUrl: "http://127.0.0.1:9/partner/hooks/records",
  messageType: "PLATFORM.DataService.RecordCreated",
  payload: {
    dataModelId: "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
    dataRecordId: `7c1e9a2b-3d4f-4a5b-8c6d-${String(i).padStart(12, "0")}`,
    dataSourceId: "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9",
    operationId: "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
  },
  headers: {
    "X-DataSourceId": "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9",
    "X-DataModelId": "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
  },
});

function settle(): NodeJS.MemoryUsage {
  for (let i = 0; i < 4; i++) gc!();
  return process.memoryUsage();
}

// Warm-up: the same path once, so that the measured publishes meet compiled code.
for (let i = 0; i < 200; i++) gateway.publish(event(count + i));
await gateway.idle();
await attemptTimersEnded();
const before = settle();
for (let i = 0; i < count; i++) gateway.publish(event(i));
await gateway.idle();
await attemptTimersEnded();
const after = settle();
const pending = gateway.deliveries({ status: "Pending" }).length - 200;
await sandbox.stop();
console.log(
  JSON.stringify({
    count,
    pending,
    rssBefore: before.rss,
    rssAfter: after.rss,
    heapBefore: before.heapUsed,
    heapAfter: after.heapUsed,
  }),
);
