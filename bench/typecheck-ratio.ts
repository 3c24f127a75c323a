// typecheckRatio: `tsc --noEmit` of a consumer file that uses every client, over the same for an
// empty file, both in a throwaway consumer project whose node_modules links this package (built
// to dist/) the way an installed dependency would be found.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median, packageRoot, round, root, run, type BenchContext, type Figure } from "./lib.js";

const RUNS = 3;

/** What a consuming team writes: every client factory, a typed call on each, a typed body. */
export const CONSUMER_SOURCE = `import {
  createConnectorCatalogueClient,
  createDataIntegrationClient,
  createFileContentClient,
  createIdentityClient,
  createOrderClient,
  type ApiClientOptions,
} from "@integration-platform/contracts";

const options: ApiClientOptions = { baseUrl: "http://127.0.0.1:4010", getToken: () => "token", retry: { retries: 1 } };

export async function useEveryClient(id: string): Promise<unknown[]> {
  const data = createDataIntegrationClient(options);
  const orders = createOrderClient({ ...options, baseUrl: "http://127.0.0.1:4011" });
  const identity = createIdentityClient({ ...options, baseUrl: "http://127.0.0.1:4012" });
  const files = createFileContentClient({ ...options, baseUrl: "http://127.0.0.1:4013" });
  const connectors = createConnectorCatalogueClient({ ...options, baseUrl: "http://127.0.0.1:4014" });

  const agent = await data.GET("/api/v1/DataAgents/{id}", { params: { path: { id } } });
  const started = await data.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/start", {
    params: { path: { sourceId: id }, query: {} },
    body: {
      items: [{ entityId: "Customer", recordId: "100234", data: { CompanyName: "Contoso" } }],
      incompleteData: false,
    },
  });
  const order = await orders.GET("/api/v1/Order/{id}", {
    params: { path: { id }, query: { orderAccessType: "Vendor" } },
  });
  const tenant = await identity.GET("/api/v2/Tenants/{id}", { params: { path: { id } } });
  const discovery = await identity.GET("/.well-known/openid-configuration");
  const info = await files.GET("/api/v1/Files/{id}/Info", {
    params: { path: { id }, query: { accessLevel: "Private" } },
  });
  const providers = await connectors.GET("/api/v1/Providers");

  return [agent.data, started.data?.queueItemId, order.data, tenant.data, discovery.data, info.data, providers.data];
}
`;

const TSCONFIG = (file: string) => ({
  compilerOptions: {
    target: "ES2022",
    module: "NodeNext",
    moduleResolution: "NodeNext",
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ["node"],
  },
  files: [file],
});

export async function measureTypecheckRatio(context: BenchContext): Promise<Figure[]> {
  const project = mkdtempSync(join(tmpdir(), "ic-bench-typecheck-"));
  try {
    mkdirSync(join(project, "node_modules", "@integration-platform"), { recursive: true });
    symlinkSync(packageRoot(), join(project, "node_modules", "@integration-platform", "contracts"), "dir");
    symlinkSync(join(root, "node_modules", "@types"), join(project, "node_modules", "@types"), "dir");
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
    writeFileSync(join(project, "consumer.ts"), CONSUMER_SOURCE);
    writeFileSync(join(project, "empty.ts"), "export {};\n");
    writeFileSync(join(project, "tsconfig.consumer.json"), JSON.stringify(TSCONFIG("consumer.ts")));
    writeFileSync(join(project, "tsconfig.empty.json"), JSON.stringify(TSCONFIG("empty.ts")));
    const tsc = createRequire(join(root, "package.json")).resolve("typescript/bin/tsc");

    // A consumer that does not compile fails the figure instead of timing an error report.
    const check = async (config: string): Promise<number> => {
      const result = await run(process.execPath, [tsc, "--noEmit", "-p", config], { cwd: project });
      if (result.code !== 0) throw new Error(`tsc -p ${config} failed:\n${result.stdout}${result.stderr}`);
      return result.ms;
    };
    const consumerMs: number[] = [];
    const emptyMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      consumerMs.push(await check("tsconfig.consumer.json"));
      emptyMs.push(await check("tsconfig.empty.json"));
      context.log(`  tsc consumer ${Math.round(consumerMs[i]!)} ms, empty ${Math.round(emptyMs[i]!)} ms`);
    }
    const consumer = median(consumerMs);
    const empty = median(emptyMs);
    return [
      {
        name: "typecheckRatio",
        value: round(consumer / empty, 2),
        unit: "ratio",
        target: { max: 3 },
        method:
          `tsc --noEmit (strict, NodeNext, skipLibCheck) of a consumer file calling every client / ` +
          `of an empty file, each a fresh tsc process; median of ${RUNS} each, interleaved`,
        runs: RUNS,
        detail: { consumerMs: round(consumer, 0), emptyMs: round(empty, 0) },
      },
    ];
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}
