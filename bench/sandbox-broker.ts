// sandboxBrokerVsOffPublishRatio: records per second published into the sandbox (publishRecords until
// the queue item is Success) when every record event is also handed to a real RabbitMQ (broker
// channel on, the publisher a native data source) / the same with the channel off. Both sandboxes
// run in this process, measured in turns, so the ratio is one run's. The broker's own confirms are
// not part of the sandbox's publishing (the channel confirms in the background); the time until the
// broker confirmed every message is reported beside it as `onConfirmedPerSecond`.
import { connect } from "amqplib";
import { startRabbitMq } from "../test/support/rabbitmq-server.js";
import {
  importRuntime,
  importTools,
  median,
  nowNs,
  profiled,
  round,
  type BenchContext,
  type Figure,
  publishUntilSuccess,
} from "./lib.js";

const RECORDS = 4000;
const RUNS = 6;
const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";

type Sandbox = typeof import("../tools/src/sandbox/index.js");
type Clients = typeof import("../src/index.js");
type Auth = typeof import("../src/auth/index.js");
type Publishing = typeof import("../src/publishing/index.js");

export async function measureSandboxBroker(context: BenchContext): Promise<Figure[]> {
  const { startSandbox } = await importTools<Sandbox>("@integration-platform/contracts-tools/sandbox");
  const { createDataIntegrationClient } = await importRuntime<Clients>("@integration-platform/contracts");
  const { createTokenProvider } = await importRuntime<Auth>("@integration-platform/contracts/auth");
  const publishing = await importRuntime<Publishing>("@integration-platform/contracts/publishing");
  const broker = await startRabbitMq();
  const sandboxes = {
    off: await startSandbox({ basePort: "free", services: ["data-integration"], onLog: () => {} }),
    on: await startSandbox({ basePort: "free", services: ["data-integration"], amqpUrl: broker.url, onLog: () => {} }),
  };
  const purger = await connect(broker.url);
  try {
    const setups = await Promise.all(
      (["off", "on"] as const).map(async (mode) => {
        const sandbox = sandboxes[mode];
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
        // Consumer type None (the default): its own record events are published for it on the broker.
        const sourceId = (
          await client.POST("/api/v2/IntegrationAgents/Settings", {
            body: { sourceDefinition: { consumerType: "None" } },
          })
        ).data!.source!.sourceId!;
        return { mode, sandbox, client, sourceId };
      }),
    );
    const perSecond = { off: [] as number[], on: [] as number[] };
    const confirmedPerSecond: number[] = [];
    // CPU of this process (sandbox and client) per run, the broker's publishing and confirms included.
    const cpuMs = { off: [] as number[], on: [] as number[] };
    for (let run = 0; run <= RUNS; run++) {
      for (const { mode, sandbox, client, sourceId } of run % 2 === 0 ? setups : [...setups].reverse()) {
        const modelId = `00000000-0000-4000-8000-${String(run).padStart(12, "0")}`;
        await client.PATCH("/api/v2/IntegrationAgents/Transformations", {
          body: { upsert: [{ customCode: "bench", mappings: [{ entityId: "Item", modelId, autoMapFields: true }] }] },
        });
        const items = Array.from({ length: RECORDS }, (_, i) => ({
          entityId: "Item",
          recordId: `R-${run}-${i}`,
          data: { name: `Item ${i}`, quantity: i },
        }));
        const cpuBefore = process.cpuUsage();
        const started = nowNs();
        await profiled(context, `sandbox-broker-${mode}-${run}`, async () => {
          await publishUntilSuccess(publishing, client, sourceId, items);
        });
        const published = nowNs();
        await sandbox.broker?.idle();
        const cpu = process.cpuUsage(cpuBefore);
        if (run > 0) cpuMs[mode].push((cpu.user + cpu.system) / 1000);
        // The first run warms the JIT and ajv's compiled validators.
        if (run > 0) perSecond[mode].push(RECORDS / ((published - started) / 1e9));
        if (run > 0 && mode === "on") confirmedPerSecond.push(RECORDS / ((nowNs() - started) / 1e9));
      }
      const channel = await purger.createChannel();
      await channel.purgeQueue("DS.Data");
      await channel.close();
    }
    const status = sandboxes.on.broker!.status();
    if (status.published < RECORDS * (RUNS + 1) || status.overflowed > 0)
      throw new Error(`the broker channel published ${status.published} and refused ${status.overflowed}`);
    context.log(
      `  sandbox publish, broker off: ${perSecond.off.map((r) => round(r, 0)).join(", ")} ` +
        `records/s; on: ${perSecond.on.map((r) => round(r, 0)).join(", ")} records/s`,
    );
    context.log(
      `  on, until the broker confirmed every ` +
        `message: ${confirmedPerSecond.map((r) => round(r, 0)).join(", ")}` +
        ` records/s`,
    );
    context.log(
      `  process CPU per run (ms), ` +
        `off: ${cpuMs.off.map((r) => round(r, 0)).join(", ")}; ` +
        `on: ${cpuMs.on.map((r) => round(r, 0)).join(", ")}`,
    );
    const on = median(perSecond.on);
    const off = median(perSecond.off);
    return [
      {
        name: "sandboxBrokerVsOffPublishRatio",
        value: round(on / off, 2),
        unit: "x",
        target: { min: 0.8 },
        method:
          `${RECORDS} records as one queue item into the sandbox (publishRecords, waitForQueueItem) with the ` +
          `broker channel on (every RecordCreated handed to a real RabbitMQ; its confirms follow in the ` +
          `background) / off, in turns in one process; medians of ${RUNS} runs each after one warm-up`,
        runs: RUNS,
        detail: {
          onPerSecond: round(on, 0),
          offPerSecond: round(off, 0),
          onConfirmedPerSecond: round(median(confirmedPerSecond), 0),
          processCpuMsOn: round(median(cpuMs.on), 0),
          processCpuMsOff: round(median(cpuMs.off), 0),
          allOn: perSecond.on.map((r) => round(r, 0)),
          allOff: perSecond.off.map((r) => round(r, 0)),
        },
      },
    ];
  } finally {
    await purger.close().catch(() => undefined);
    await sandboxes.on.stop();
    await sandboxes.off.stop();
    await broker.stop();
  }
}
