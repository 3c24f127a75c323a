// The examples/ projects as a partner runs them: both packages are packed once, each example is
// copied out of the repository beside the others, and one install in their common folder holds what
// every example's package.json asks for, the packages from the tarballs (as from a registry: the
// cache first, an empty cache works too): Node, tsc and `npm test` find it from each example, and the
// examples' manifests must agree on every range and name every package their sources import. Each is
// type-checked and built with its own tsconfig, and runs against a sandbox on free ports, its
// addresses given by the environment variables its README names. The webhook receiver runs its own
// tests, the conformance kit's checks; the native broker consumer receives its event from a real
// RabbitMQ that the sandbox's broker channel feeds.
import { spawn } from "node:child_process";
import { builtinModules } from "node:module";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TENANT_ID, startSandbox, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import { REPEATED_LINE_ENV } from "../../scripts/test-steps.js";
import { RUNTIME, TOOLS } from "../support/consumer-project.js";
import { projectRoot } from "../support/openapi.js";
import { packedTarballs, type Tarballs } from "../support/packed.js";
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

const EXAMPLES = [
  "erp-connector",
  "order-flow",
  "files",
  "webhook-receiver",
  "native-broker-consumer",
  "unit-tests",
] as const;
/**
 * The examples whose own `npm test` is their check; the others are type-checked and built, then run against the
 * sandbox.
 */
const TESTED = new Set<ExampleName>(["webhook-receiver", "unit-tests"]);
type ExampleName = (typeof EXAMPLES)[number];

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const manifestOf = (name: ExampleName) =>
  JSON.parse(readFileSync(join(projectRoot, "examples", name, "package.json"), "utf8")) as Manifest;
const declaredBy = (name: ExampleName) => {
  const { dependencies, devDependencies } = manifestOf(name);
  return { ...dependencies, ...devDependencies };
};

/**
 * What every example's package.json asks for, in one manifest, our packages as the tarballs; a package two
 * examples range differently is an error naming both.
 */
function allExamplesNeed(tarball: Tarballs): Record<string, string> {
  const wanted = new Map<string, { range: string; by: ExampleName }>();
  for (const name of EXAMPLES)
    for (const [dependency, range] of Object.entries(declaredBy(name))) {
      const earlier = wanted.get(dependency);
      if (earlier !== undefined && earlier.range !== range)
        throw new Error(
          `examples/${name}/package.json asks for ${dependency}@${range}, examples/${earlier.by}/package.json for ` +
            `${earlier.range}: the examples are installed once, so their ranges must agree`,
        );
      wanted.set(dependency, { range, by: name });
    }
  const packed: Record<string, string> = { [RUNTIME]: `file:${tarball.runtime}`, [TOOLS]: `file:${tarball.tools}` };
  return Object.fromEntries([...wanted].map(([dependency, { range }]) => [dependency, packed[dependency] ?? range]));
}

/** The packages the `.ts` files under `dir` import (`@scope/name` of `@scope/name/sub`), Node's own left out. */
function importedBy(dir: string): string[] {
  const imported = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    // A developer's own install or build of an example is not its source.
    if (!entry.isFile() || !entry.name.endsWith(".ts") || /[/\\](node_modules|dist)([/\\]|$)/.test(entry.parentPath))
      continue;
    const source = readFileSync(join(entry.parentPath, entry.name), "utf8");
    for (const [, specifier = ""] of source.matchAll(/(?:from|import)\s+"([^".][^"]*)"/g)) {
      if (specifier.startsWith("node:") || builtinModules.includes(specifier)) continue;
      const parts = specifier.split("/");
      imported.add(specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!);
    }
  }
  return [...imported].sort();
}

const dirOf = (name: ExampleName) => join(work, name);
let broker: TestRabbitMq;
let sandbox: RunningSandbox;
/** Per example, started once the install and the check before it are done: the type-check and build, or `npm test`. */
const checks = new Map<ExampleName, Promise<Run>>();

beforeAll(async () => {
  const sandboxStarted = startRabbitMq().then((started) => {
    broker = started;
    return startSandbox({ basePort: "free", amqpUrl: started.url, onLog: () => {} });
  });
  const tarball = await packedTarballs(tarballs);
  for (const name of EXAMPLES)
    cpSync(join(projectRoot, "examples", name), dirOf(name), {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
    });
  writeFileSync(
    join(work, "package.json"),
    JSON.stringify({ name: "examples", private: true, type: "module", dependencies: allExamplesNeed(tarball) }),
  );
  const installed = run(npm, INSTALL, work);
  // One after another, the examples with their own tests first: all at once, their tests' own 5 s timeouts did not
  // hold on two loaded cores.
  let previous: Promise<unknown> = installed;
  for (const name of [...TESTED, ...EXAMPLES.filter((example) => !TESTED.has(example))]) {
    const check = previous.then(async () => {
      const install = await installed;
      if (install.status !== 0)
        return { status: install.status, output: `npm install of the examples failed:\n${install.output}` };
      return TESTED.has(name)
        ? run(npm, ["test"], dirOf(name), { NO_COLOR: "1" })
        : run(process.execPath, [join("..", "node_modules", "typescript", "bin", "tsc"), "-p", "."], dirOf(name));
    });
    checks.set(name, check);
    previous = check;
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

describe.skipIf(process.env[REPEATED_LINE_ENV] !== undefined)(
  "each example's package.json names every package its sources import",
  () => {
    it.each(EXAMPLES)("examples/%s", (name) => {
      const declared = declaredBy(name);
      expect(importedBy(join(projectRoot, "examples", name)).filter((dependency) => !(dependency in declared))).toEqual(
        [],
      );
    });
  },
);

describe("the sandbox", () => {
  it("recorded no answer that broke the spec", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
