// triggerToDeliveredMs: `integration-contracts trigger PLATFORM.PlatformStore.OrderReleased` (the
// built command, a fresh node process) against the built sandbox in this process, from the spawn to
// the 2xx a local receiver answers the delivery with: the command's start, its POST
// /_sandbox/triggers, the release of the order and the gateway's signed POST. The same through
// triggerSandboxEvent in this process (no process start) is the detail `inProcessMs`.
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { spawn } from "node:child_process";
import { importTools, median, nowNs, packageRoot, round, type BenchContext, type Figure } from "./lib.js";

const RUNS = 20;
const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const ORDER_RELEASED = "PLATFORM.PlatformStore.OrderReleased";

type Sandbox = typeof import("../tools/src/sandbox/index.js");

/** A receiver answering 204, telling the time each POST was answered. */
async function startReceiver(): Promise<{ server: Server; url: string; next(): Promise<number> }> {
  let waiting: ((at: number) => void) | undefined;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(204).end(() => waiting?.(nowNs()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}/hooks`, next: () => new Promise((resolve) => (waiting = resolve)) };
}

function command(args: readonly string[]): Promise<number | null> {
  const child = spawn(process.execPath, [join(packageRoot(), "tools", "dist", "main.js"), ...args], {
    stdio: "ignore",
  });
  return new Promise((resolve) => child.once("exit", resolve));
}

export async function measureTriggerToDelivered(context: BenchContext): Promise<Figure[]> {
  const { startSandbox, triggerSandboxEvent } = await importTools<Sandbox>(
    "@integration-platform/contracts-tools/sandbox",
  );
  const sandbox = await startSandbox({ basePort: "free", services: ["order-integration"], onLog: () => {} });
  const receiver = await startReceiver();
  try {
    const url = (name: string) => sandbox.services.find((s) => s.name === name)!.url;
    const basic = Buffer.from("sandbox-client:sandbox-secret").toString("base64");
    const token = (await (
      await fetch(`${url("identity-provider")}/connect/token`, {
        method: "POST",
        headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
        body: `grant_type=client_credentials&tid=${TENANT}`,
      })
    ).json()) as { access_token: string };
    const settings = await fetch(`${url("order-integration")}/api/v1/Integration/Settings`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token.access_token}`, "content-type": "application/json" },
      body: JSON.stringify({ orderReleased: true, consumerChannel: "Webhook", webhookUrl: receiver.url }),
    });
    if (!settings.ok) throw new Error(`registering the receiver answered ${settings.status}`);
    const sandboxUrl = url("order-integration");
    const viaCommand: number[] = [];
    const inProcess: number[] = [];
    // One warm-up of each: the sandbox's validators and the gateway's signing key are made on first use.
    for (let run = 0; run <= RUNS; run++) {
      let started = nowNs();
      let delivered = receiver.next();
      const code = await command(["trigger", ORDER_RELEASED, "--sandbox", sandboxUrl]);
      if (code !== 0) throw new Error(`integration-contracts trigger exited ${code}`);
      let at = await delivered;
      if (run > 0) viaCommand.push((at - started) / 1e6);
      started = nowNs();
      delivered = receiver.next();
      await triggerSandboxEvent({ sandboxUrl }, { tenantId: TENANT, messageType: ORDER_RELEASED });
      at = await delivered;
      if (run > 0) inProcess.push((at - started) / 1e6);
    }
    context.log(
      `  trigger to delivered: ` +
        `command ${viaCommand.map((ms) => round(ms, 0)).join(", ")} ms; in ` +
        `process ${inProcess.map((ms) => round(ms, 1)).join(", ")} ms`,
    );
    return [
      {
        name: "triggerToDeliveredMs",
        value: round(median(viaCommand), 0),
        unit: "ms",
        target: { max: 1000 },
        method:
          `integration-contracts trigger ${ORDER_RELEASED} (the built command, a fresh ` +
          `node process) against the built sandbox, from the spawn to the 2xx of a ` +
          `local receiver for its delivery; median of ${RUNS} after one warm-up`,
        runs: RUNS,
        detail: { inProcessMs: round(median(inProcess), 1), allCommandMs: viaCommand.map((ms) => round(ms, 0)) },
      },
    ];
  } finally {
    await sandbox.stop();
    await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
  }
}
