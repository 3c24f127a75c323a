// The examples/ projects as a partner runs them: both packages are packed once, each example is
// copied out of the repository and installs them from the tarballs by name (as from a registry:
// the cache first, an empty cache works too), is type-checked and built with its own tsconfig,
// and runs against a sandbox on free ports, its addresses given by the environment variables its
// README names. The webhook receiver runs its own tests, the conformance kit's checks; the native
// broker consumer receives its event from a real RabbitMQ that the sandbox's broker channel feeds.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TENANT_ID, startSandbox, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import { projectRoot } from "../support/openapi.js";
import { packedTarballs } from "../support/packed.js";
import { startRabbitMq, type TestRabbitMq } from "../support/rabbitmq-server.js";
import { scaled } from "../support/time.js";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const work = mkdtempSync(join(tmpdir(), "integration-contracts-examples-"));
const tarballs = join(work, "tarballs");
const INSTALL = ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts"];

interface Run {
  readonly status: number | null;
  readonly output: string;
}

function run(command: string, args: readonly string[], cwd: string, env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
}

/** The examples and the packages each installs (the tools only where its tests use them). */
const EXAMPLES = {
  "erp-connector": ["runtime"],
  "order-flow": ["runtime"],
  files: ["runtime"],
  "webhook-receiver": ["runtime", "tools"],
  "native-broker-consumer": ["runtime"],
  "unit-tests": ["runtime", "tools"],
} as const;
/**
 * The examples whose own `npm test` is their check; the others are type-checked and built, then run against the
 * sandbox.
 */
const TESTED = new Set<ExampleName>(["webhook-receiver", "unit-tests"]);
type ExampleName = keyof typeof EXAMPLES;

const dirOf = (name: ExampleName) => join(work, name);
let broker: TestRabbitMq;
let sandbox: RunningSandbox;
/** Per example, started as soon as its install is done: the type-check and build (the receiver's `npm test` for it). */
const checks = new Map<ExampleName, Promise<Run>>();

beforeAll(async () => {
  const sandboxStarted = startRabbitMq().then((started) => {
    broker = started;
    return startSandbox({ basePort: "free", amqpUrl: started.url, onLog: () => {} });
  });
  const tarball = await packedTarballs(tarballs);
  for (const [name, packages] of Object.entries(EXAMPLES) as [ExampleName, readonly ("runtime" | "tools")[]][]) {
    const dir = dirOf(name);
    cpSync(join(projectRoot, "examples", name), dir, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
    });
    // `npm install <tarball>` installs it under the package's own name, as the example's package.json names it.
    const check = run(npm, [...INSTALL, ...packages.map((p) => tarball[p])], dir).then((installed) => {
      if (installed.status !== 0)
        return { status: installed.status, output: `npm install in examples/${name} failed:\n${installed.output}` };
      return TESTED.has(name)
        ? run(npm, ["test"], dir, { NO_COLOR: "1" })
        : run(process.execPath, [join("node_modules", "typescript", "bin", "tsc"), "-p", "."], dir);
    });
    checks.set(name, check);
  }
  sandbox = await sandboxStarted;
}, scaled(300_000));

afterAll(async () => {
  await sandbox?.stop();
  await broker?.stop();
  rmSync(work, { recursive: true, force: true });
});

function environment(): Record<string, string> {
  const url = (name: string) => sandbox.services.find((s) => s.name === name)!.url;
  return {
    IDP_URL: url("identity-provider"),
    DATA_URL: url("data-integration"),
    ORDER_URL: url("order-integration"),
    FILES_URL: url("file-content"),
    CONTROL_URL: url("order-integration"),
    CLIENT_ID: "sandbox-client",
    CLIENT_SECRET: "sandbox-secret",
    TENANT_ID: DEFAULT_TENANT_ID,
    AMQP_URL: broker.url,
    ISSUER: sandbox.identity.issuer,
  };
}

async function typeCheckAndBuild(name: ExampleName): Promise<void> {
  const result = await checks.get(name)!;
  expect(result.output).toBe("");
  expect(result.status).toBe(0);
}

async function runAgainstSandbox(name: ExampleName): Promise<string> {
  const result = await run(process.execPath, [join("dist", "main.js")], dirOf(name), environment());
  expect(result.status, result.output).toBe(0);
  return result.output;
}

describe(
  "examples/erp-connector: V2 agent, transformation, publish, wait, query " +
    "with paging, update and delete, events received and verified",
  () => {
    it(
      "type-checks and builds against the installed runtime",
      () => typeCheckAndBuild("erp-connector"),
      scaled(120_000),
    );
    it(
      "runs against the sandbox",
      async () => {
        const output = await runAgainstSandbox("erp-connector");
        expect(output).toContain("erp-connector: done");
        expect(output).toContain("published 1000 records in 2 requests: Success");
        expect(output).toContain("read 1000 records page by page");
        expect(output).toContain("updated: Customer 1 (renamed)");
        expect(output).toContain("deleted: 0 without includeDeleted, 1 with it");
        expect(output).toMatch(
          /events received and verified: RecordUpdated "[0-9a-f-]{36}", RecordDeleted "[0-9a-f-]{36}"/,
        );
      },
      scaled(120_000),
    );
  },
);

describe("examples/order-flow: settings, OrderReleased, moves with 412 and 422 handled", () => {
  it("type-checks and builds against the installed runtime", () => typeCheckAndBuild("order-flow"), scaled(120_000));
  it(
    "runs against the sandbox",
    async () => {
      const output = await runAgainstSandbox("order-flow");
      expect(output).toContain("order-flow: done");
      expect(output).toMatch(/OrderReleased received and verified: order [0-9a-f-]{36} \(ORD-2026-004711\)/);
      expect(output).toMatch(/422 handled: order [0-9a-f-]{36}: the order service answered 422: .*ApplicationUrl/);
      expect(output).toContain("moved Validation -> Confirmed -> Done");
      expect(output).toMatch(/412 handled: .*Done/);
    },
    scaled(120_000),
  );
});

describe("examples/files: upload, reference in a published record, resolve", () => {
  it("type-checks and builds against the installed runtime", () => typeCheckAndBuild("files"), scaled(120_000));
  it(
    "runs against the sandbox",
    async () => {
      const output = await runAgainstSandbox("files");
      expect(output).toContain("files: done");
      expect(output).toMatch(
        /uploaded 1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5\/framework-contract-2026\.pdf \(33 bytes\) as file [0-9a-f-]{36}/,
      );
      expect(output).toContain("published the record: Success");
      expect(output).toContain("resolved the FileReference to 33 bytes (application/pdf), identical: true");
      expect(output).toMatch(/If-None-Match "[0-9a-f]{16}": 304/);
    },
    scaled(120_000),
  );
});

describe("examples/webhook-receiver: its tests run the conformance kit", () => {
  it(
    "npm test type-checks it and passes every check of the kit",
    async () => {
      const result = await checks.get("webhook-receiver")!;
      expect(result.status, result.output).toBe(0);
      // node --test reports in TAP without a terminal on Node 20 and 22, in its spec format on 24.
      expect(result.output).toMatch(/^(# |ℹ )pass 1$/m);
    },
    scaled(180_000),
  );
});

describe("examples/unit-tests: vitest against the sandbox in process", () => {
  it(
    "npm test type-checks it and passes its tests: 100 customers " +
      "synced and read back, their events received in process",
    async () => {
      const result = await checks.get("unit-tests")!;
      expect(result.status, result.output).toBe(0);
      expect(result.output).toMatch(/Tests\s+2 passed \(2\)/);
    },
    scaled(180_000),
  );
});

describe("examples/native-broker-consumer: a native data source's RecordCreated received from the broker", () => {
  it(
    "type-checks and builds against the installed runtime",
    () => typeCheckAndBuild("native-broker-consumer"),
    scaled(120_000),
  );
  it(
    "runs against the sandbox and RabbitMQ, and receives its own record's event from DS.Data",
    async () => {
      const output = await runAgainstSandbox("native-broker-consumer");
      expect(output).toMatch(/published queue item [0-9a-f-]{36} as native data source [0-9a-f-]{36}/);
      expect(output).toMatch(
        /created record [0-9a-f-]{36} of model 5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d in tenant 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61/,
      );
    },
    scaled(120_000),
  );
});

describe("the sandbox", () => {
  it("recorded no answer that broke the spec", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
