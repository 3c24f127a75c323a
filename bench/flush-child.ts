// Run by bench/flush-deliveries.ts in a fresh node process:
//   flush-child.ts
// Prints one JSON line: the ms of each `await sandbox.flush()` that delivers 1,000 published events
// to an in-process webhook made with createWebhookHandler (every token verified against the
// sandbox's JWKS), after one warm-up round, and the CPU ms the process spent in each: on a machine
// other work shares, the CPU time moves less than the wall time.
import type * as Webhooks from "../src/webhooks/index.js";
import type * as Sandbox from "../tools/src/sandbox/index.js";
import { importRuntime, importTools, nowNs } from "./lib.js";

const { createSandbox, DEFAULT_TENANT_ID } = await importTools<typeof Sandbox>(
  "@integration-platform/contracts-tools/sandbox",
);
const { createWebhookHandler } = await importRuntime<typeof Webhooks>("@integration-platform/contracts/webhooks");

const DELIVERIES = 1_000;
const ROUNDS = 6;
const ADDRESS = "https://erp.example.test/hooks";

let handle: (request: Request) => Promise<Response> = () => Promise.reject(new Error("no receiver yet"));
const sandbox = await createSandbox({ webhooks: { [ADDRESS]: (request) => handle(request) } });
const gateway = sandbox.messageGateway;
let received = 0;
handle = createWebhookHandler({
  jwksUrl: gateway.jwksUrl,
  issuer: gateway.issuer,
  audience: gateway.audience,
  clientId: gateway.clientId,
  basePath: "/hooks",
  fetch: sandbox.fetch,
  handlers: { "PLATFORM.PlatformStore.OrderReleased": () => void received++ },
});

const flushMs: number[] = [];
const cpuMs: number[] = [];
for (let round = 0; round <= ROUNDS; round++) {
  for (let i = 0; i < DELIVERIES; i++) {
    sandbox.control.gateway.publish({
      tenantId: DEFAULT_TENANT_ID,
      webhookUrl: ADDRESS,
      messageType: "PLATFORM.PlatformStore.OrderReleased",
      payload: { orderId: crypto.randomUUID(), productId: crypto.randomUUID(), vendorCode: "12345678|CZ" },
      headers: { "X-VendorCode": "12345678|CZ" },
    });
  }
  const started = nowNs();
  const cpuBefore = process.cpuUsage();
  await sandbox.flush();
  const cpu = process.cpuUsage(cpuBefore);
  if (round > 0) {
    flushMs.push((nowNs() - started) / 1e6);
    cpuMs.push((cpu.user + cpu.system) / 1e3);
  }
}
await sandbox.close();
if (received !== DELIVERIES * (ROUNDS + 1))
  throw new Error(`the receiver took ${received} of ${DELIVERIES * (ROUNDS + 1)}`);
console.log(JSON.stringify({ flushMs, cpuMs }));
