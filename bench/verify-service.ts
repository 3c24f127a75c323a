// verifyServiceSeconds: a full verify-service run (every capability but the broker, which needs a
// RabbitMQ) against the sandbox, through its HTTP ports, with its provider-state hook; and, in the
// detail, each capability run alone with --only, to show how the time grows with what is chosen.
// Sandbox and kit are the built tools package's own, in this process.
import { importTools, median, nowNs, round, type BenchContext, type Figure } from "./lib.js";

const RUNS = 3;
const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";

type Sandbox = typeof import("../tools/src/sandbox/index.js");
type Conformance = typeof import("../tools/src/conformance/index.js");

export async function measureVerifyService(context: BenchContext): Promise<Figure[]> {
  const { startSandbox } = await importTools<Sandbox>("@integration-platform/contracts-tools/sandbox");
  const { verifyService, CAPABILITIES } = await importTools<Conformance>(
    "@integration-platform/contracts-tools/conformance",
  );
  const sandbox = await startSandbox({ basePort: "free", onLog: () => {} });
  try {
    const url = (name: string) => sandbox.services.find((s) => s.name === name)!.url;
    const verify = async (only?: readonly (typeof CAPABILITIES)[number][]) => {
      const started = nowNs();
      const report = await verifyService({
        issuer: url("identity-provider"),
        clientId: "sandbox-client",
        clientSecret: "sandbox-secret",
        tenantId: TENANT,
        dataIntegrationUrl: url("data-integration"),
        orderIntegrationUrl: url("order-integration"),
        fileContentUrl: url("file-content"),
        connectorCatalogueUrl: url("connector-catalogue"),
        stateHookUrl: `${url("data-integration")}/_sandbox/provider-states`,
        ...(only === undefined ? {} : { only }),
      });
      if (report.overall.failed > 0)
        throw new Error(`verify-service failed ${report.overall.failed} checks of the sandbox`);
      return { seconds: (nowNs() - started) / 1e9, checks: report.results.length };
    };
    await verify();
    const full: number[] = [];
    let checks = 0;
    for (let run = 0; run < RUNS; run++) {
      const { seconds, checks: count } = await verify();
      full.push(seconds);
      checks = count;
    }
    const alone: Record<string, number> = {};
    for (const capability of CAPABILITIES.filter((c) => c !== "broker"))
      alone[capability] = round((await verify([capability])).seconds, 2);
    context.log(`  verify-service: ${full.map((s) => round(s, 2)).join(", ")} s; alone: ${JSON.stringify(alone)}`);
    return [
      {
        name: "verifyServiceSeconds",
        value: round(median(full), 2),
        unit: "s",
        target: { max: 60 },
        method:
          `verifyService with every capability but the broker against the in-process ` +
          `sandbox (HTTP ports, its provider-state hook), ${checks} checks; median ` +
          `of ${RUNS} runs after one warm-up; detail: each capability alone (--only)`,
        runs: RUNS,
        detail: {
          allSeconds: full.map((s) => round(s, 2)),
          checks,
          onlySeconds: alone,
          onlySum: round(
            Object.values(alone).reduce((a, b) => a + b, 0),
            2,
          ),
        },
      },
    ];
  } finally {
    await sandbox.stop();
  }
}
