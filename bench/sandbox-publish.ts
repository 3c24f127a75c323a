// sandboxPublishRecordsPerSecond: 4,000 records published as one queue item through HTTP (the
// package's publishRecords: start and appends of 500) into the sandbox, until they are queryable
// (waitForQueueItem reports Success and GetData counts them). Sandbox, client and token provider
// are the built package's own, in this process.
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
const RUNS = 5;
const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";

type Sandbox = typeof import("../tools/src/sandbox/index.js");
type Clients = typeof import("../src/index.js");
type Auth = typeof import("../src/auth/index.js");
type Publishing = typeof import("../src/publishing/index.js");

export async function measureSandboxPublish(context: BenchContext): Promise<Figure[]> {
  const { startSandbox } = await importTools<Sandbox>("@integration-platform/contracts-tools/sandbox");
  const { createDataIntegrationClient } = await importRuntime<Clients>("@integration-platform/contracts");
  const { createTokenProvider } = await importRuntime<Auth>("@integration-platform/contracts/auth");
  const publishing = await importRuntime<Publishing>("@integration-platform/contracts/publishing");
  const sandbox = await startSandbox({ basePort: "free", services: ["data-integration"], onLog: () => {} });
  try {
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
    const perSecond: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const modelId = `00000000-0000-4000-8000-${String(run).padStart(12, "0")}`;
      await client.PATCH("/api/v2/IntegrationAgents/Transformations", {
        body: {
          upsert: [
            {
              customCode: "bench",
              mappings: [
                {
                  entityId: "Item",
                  modelId,
                  autoMapFields: true,
                  mappings: [{ sourceFieldName: "name", targetFieldName: "Name" }],
                },
              ],
            },
          ],
        },
      });
      const items = Array.from({ length: RECORDS }, (_, i) => ({
        entityId: "Item",
        recordId: `R-${run}-${i}`,
        data: { name: `Item ${i}`, price: `${i}.50|EUR`, quantity: i },
      }));
      const started = nowNs();
      await profiled(context, `sandbox-publish-${run}`, async () => {
        await publishUntilSuccess(publishing, client, sourceId, items);
        const page = await client.GET("/api/v2/QueryingData/GetData", { params: { query: { modelId, limit: 1 } } });
        if (page.data?.totalCount !== RECORDS)
          throw new Error(`GetData counts ${page.data?.totalCount} records, not ${RECORDS}`);
      });
      // The first run warms the JIT and ajv's compiled validators.
      if (run > 0) perSecond.push(RECORDS / ((nowNs() - started) / 1e9));
    }
    context.log(`  sandbox publish: ${perSecond.map((r) => round(r, 0)).join(", ")} records/s`);
    return [
      {
        name: "sandboxPublishRecordsPerSecond",
        value: round(median(perSecond), 0),
        unit: "records/s",
        target: { min: 20_000 },
        method:
          `${RECORDS} records as one queue item through HTTP (publishRecords: start + appends of 500, ` +
          `waitForQueueItem, GetData count) into the in-process sandbox; median of ${RUNS} runs after one warm-up`,
        runs: RUNS,
        detail: { allPerSecond: perSecond.map((r) => round(r, 0)) },
      },
    ];
  } finally {
    await sandbox.stop();
  }
}
