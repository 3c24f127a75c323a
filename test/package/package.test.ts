// Both packages as other teams get them: `npm run pack` writes the two tarballs; a production service
// installs the runtime alone with --omit=dev (its footprint is measured), and a team's repository adds
// the tools as a devDependency and runs the installed CLI (mock, lint, breaking): the partner's project
// of the package project's one install (partner.setup.ts). Installs come from the npm registry, the
// cache first, as a team's own would; an empty cache must work too. On the repeated Node line
// (REPEATED_LINE_ENV) only what can differ by Node is checked: the service (only type-checked), the
// tarballs' files and the type checks answer the same on every line.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { installNode } from "../../scripts/test-node-lines.js";
import { REPEATED_LINE_ENV } from "../../scripts/test-steps.js";
import { LOWEST_NODE, RECOMMENDED_NODE_LINES } from "../../tools/src/cli/node-support.js";
import {
  consumerProject,
  CONSUMER_RESULTS,
  npm,
  run,
  runConsumer,
  typeCheckers,
  writeDocExamples,
} from "../support/consumer-project.js";
import { projectRoot } from "../support/openapi.js";
import { scaled } from "../support/time.js";

/** The limits for `npm install --omit=dev <runtime tarball>` into an empty project. */
const MAX_RUNTIME_PACKAGES = 15;
const MAX_RUNTIME_BYTES = 15 * 1024 * 1024;

const work = mkdtempSync(join(tmpdir(), "integration-contracts-consumer-"));
const serviceDir = join(work, "service");
const { runtime: runtimeTarball, tools: toolsTarball, partner } = inject("packed");
const teamDir = partner.newest;
const repeatedLine = process.env[REPEATED_LINE_ENV] !== undefined;
const INSTALL = ["--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts"];

function install(dir: string, args: string[]): void {
  const result = run(npm, ["install", ...INSTALL, ...args], dir);
  if (result.status !== 0) throw new Error(`npm install ${args.join(" ")} in ${dir} failed:\n${result.output}`);
}

/** Bytes of every file under `dir` (symbolic links counted as links, not followed). */
function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? bytesUnder(path) : lstatSync(path).size);
  }, 0);
}

/** Packages npm installed, as its hidden lock file in node_modules lists them. */
function installedPackages(dir: string): string[] {
  const lock = JSON.parse(readFileSync(join(dir, "node_modules", ".package-lock.json"), "utf8")) as {
    packages: Record<string, unknown>;
  };
  return Object.keys(lock.packages)
    .map((path) => path.replace(/^.*node_modules\//, ""))
    .sort();
}

let footprint = { packages: [] as string[], bytes: 0 };

beforeAll(() => {
  if (repeatedLine) return;
  consumerProject(serviceDir, { dependencies: { "@integration-platform/contracts": `file:${runtimeTarball}` } });
  install(serviceDir, ["--omit=dev"]);
  footprint = { packages: installedPackages(serviceDir), bytes: bytesUnder(join(serviceDir, "node_modules")) };
  install(serviceDir, ["--save-dev", ...Object.entries(typeCheckers).map(([name, v]) => `${name}@${v}`)]);
}, scaled(600_000));

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(repeatedLine)("the tarballs say the version they hold", () => {
  it(
    "with changesets pending, both are the preview <next version>-dev.g<commit>: in their names, " +
      "manifests, the tools' runtime dependency, the CHANGELOG and the specs' info.version",
    () => {
      const pending = readdirSync(join(projectRoot, ".changeset")).filter(
        (name) => name.endsWith(".md") && name !== "README.md",
      );
      const released = (JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { version: string })
        .version;
      const read = (tarball: string, file: string) =>
        execFileSync("tar", ["-xzOf", tarball, `package/${file}`], { encoding: "utf8" });
      const runtime = JSON.parse(read(runtimeTarball, "package.json")) as { version: string };
      const tools = JSON.parse(read(toolsTarball, "package.json")) as {
        version: string;
        dependencies: Record<string, string>;
      };
      if (pending.length === 0) {
        expect(runtime.version).toBe(released);
      } else {
        expect(runtime.version).toMatch(/^\d+\.\d+\.\d+-dev\.g[0-9a-f]{7}(\.dirty)?$/);
        expect(runtime.version.split("-")[0]).not.toBe(released);
        expect(read(runtimeTarball, "CHANGELOG.md")).toContain(
          `## ${runtime.version}\n\nNot released: what ${runtime.version.split("-")[0]} holds so far.`,
        );
      }
      expect(runtimeTarball.endsWith(`integration-platform-contracts-${runtime.version}.tgz`)).toBe(true);
      expect(toolsTarball.endsWith(`integration-platform-contracts-tools-${runtime.version}.tgz`)).toBe(true);
      expect({ version: tools.version, runtime: tools.dependencies["@integration-platform/contracts"] }).toEqual({
        version: runtime.version,
        runtime: runtime.version,
      });
      expect(
        (JSON.parse(read(runtimeTarball, "generated/specs/identity-provider.json")) as { info: { version: string } })
          .info.version,
      ).toBe(runtime.version);
    },
  );
});

describe("a team without a registry runs the command from the tarballs, as the README says", () => {
  it(
    "npx -p <runtime tarball> -p <tools tarball> " +
      "integration-contracts works from an empty folder with no " +
      "registry line",
    () => {
      const empty = join(work, "no-registry");
      mkdirSync(empty);
      // npx, as the README writes it: its -p is --package (npm's own -p is --parseable).
      const result = run(
        process.platform === "win32" ? "npx.cmd" : "npx",
        ["--yes", "--prefer-offline", "-p", runtimeTarball, "-p", toolsTarball, "integration-contracts", "--help"],
        empty,
      );
      expect(result.output).toContain("usage: integration-contracts <command> [arguments] [options]");
      expect(result.status).toBe(0);
    },
    scaled(300_000),
  );
});

describe.skipIf(repeatedLine)("the runtime tarball", () => {
  it(
    "ships the built runtime, the bundled specs, the JSON " + "Schemas and the ruleset, and no tools, sources or tests",
    () => {
      const listing = execFileSync("tar", ["-tzf", runtimeTarball], { encoding: "utf8" }).split("\n");
      expect(listing).toContain("package/dist/src/index.js");
      expect(listing).toContain("package/dist/src/webhooks/index.js");
      expect(listing).toContain("package/dist/generated/validators/index.js");
      expect(listing).toContain("package/generated/specs/data-integration.json");
      expect(listing).toContain("package/generated/schemas/DataRecordCreatedEvent.schema.json");
      expect(listing).toContain("package/spectral.yaml");
      expect(listing).toContain("package/spectral-functions/collectionShape.js");
      const misplaced = listing.filter(
        (f) =>
          /^package\/(specs|test|src|tools)\//.test(f) ||
          /^package\/dist\/src\/(cli|mock|breaking|sandbox|conformance)\//.test(f),
      );
      expect(misplaced).toEqual([]);
    },
  );

  it(
    `installed alone with --omit=dev, it brings at most ${MAX_RUNTIME_PACKAGES} packages ` +
      `and ${MAX_RUNTIME_BYTES / 1024 / 1024} MB, and no Prism, Spectral, faker or oasdiff`,
    () => {
      console.log(
        `runtime footprint: ${footprint.packages.length} ` +
          `packages, ${(footprint.bytes / 1024 / 1024).toFixed(1)} ` +
          `MB: ${footprint.packages.join(", ")}`,
      );
      expect(footprint.packages).toContain("@integration-platform/contracts");
      expect(footprint.packages.length).toBeLessThanOrEqual(MAX_RUNTIME_PACKAGES);
      expect(footprint.bytes).toBeLessThanOrEqual(MAX_RUNTIME_BYTES);
      expect(footprint.packages.filter((name) => /prism|spectral|faker|oasdiff/.test(name))).toEqual([]);
    },
  );

  it(
    "publint finds nothing to fix",
    () => {
      const result = run(
        process.execPath,
        [join(projectRoot, "node_modules", "publint", "src", "cli.js"), "--strict", runtimeTarball],
        projectRoot,
      );
      expect(result.output).toContain("All good!");
      expect(result.status).toBe(0);
    },
    scaled(120_000),
  );

  it(
    "arethetypeswrong (ESM-only profile) finds no problem in any subpath",
    () => {
      const result = run(
        process.execPath,
        [
          join(projectRoot, "node_modules", "@arethetypeswrong", "cli", "dist", "index.js"),
          runtimeTarball,
          "--profile",
          "esm-only",
          "--exclude-entrypoints",
          "./spectral.yaml",
          "--include-entrypoints",
          "./types/data-integration",
          "--format",
          "table-flipped",
        ],
        projectRoot,
      );
      expect(result.output).toContain('"@integration-platform/contracts/types/data-integration"');
      expect(result.status, result.output).toBe(0);
    },
    scaled(120_000),
  );
});

describe.skipIf(repeatedLine)("the tools tarball", () => {
  it(
    "ships the command line and the mock's, the sandbox's and the conformance kit's APIs as " +
      "bundles that import runtime code from the installed runtime by its public subpaths",
    () => {
      const listing = execFileSync("tar", ["-tzf", toolsTarball], { encoding: "utf8" }).split("\n").filter(Boolean);
      expect(listing).toEqual(
        expect.arrayContaining([
          "package/package.json",
          "package/README.md",
          "package/dist/main.js",
          "package/dist/mock.js",
          "package/dist/types/tools/src/mock/index.d.ts",
          "package/dist/sandbox.js",
          "package/dist/types/tools/src/sandbox/index.d.ts",
          "package/dist/conformance.js",
          "package/dist/types/tools/src/conformance/index.d.ts",
          "package/dist/inspector/index.html",
          "package/dist/inspector/app.js",
          "package/dist/inspector/app.css",
          "package/dist/fixtures/order-lifecycle.yaml",
        ]),
      );
      expect(
        listing.filter(
          (f) =>
            !/^package\/(package\.json|README\.md|dist\/.+\.(js|d\.ts)|dist\/inspector\/(index\.html|app\.css)|dist\/fixtures\/[a-z-]+\.yaml)$/.test(
              f,
            ),
        ),
      ).toEqual([]);
      const bundles = execFileSync("tar", ["-xzOf", toolsTarball, "--wildcards", "package/dist/*.js"], {
        encoding: "utf8",
      });
      expect(bundles).toContain('from "@integration-platform/contracts/events"');
      expect(bundles).not.toMatch(/function (validateEvent|createWebhookHandler|createGatewaySimulator)\b/);
    },
  );

  it("has a command line entry that imports nothing before its Node check, and loads the commands after it", () => {
    const main = execFileSync("tar", ["-xzOf", toolsTarball, "package/dist/main.js"], { encoding: "utf8" });
    expect(main.match(/^import .*$/gm)).toBeNull();
    expect(main.indexOf("unsupportedNode(process.versions.node)")).toBeLessThan(main.indexOf("await import("));
    expect(main).toMatch(/await import\("\.\/chunks\/commands-\w+\.js"\)/);
  });

  it(
    "publint finds nothing to fix",
    () => {
      const result = run(
        process.execPath,
        [join(projectRoot, "node_modules", "publint", "src", "cli.js"), "--strict", toolsTarball],
        projectRoot,
      );
      expect(result.output).toContain("All good!");
      expect(result.status).toBe(0);
    },
    scaled(120_000),
  );

  it(
    "arethetypeswrong (ESM-only profile) finds no problem in ./mock, ./sandbox or ./conformance",
    () => {
      const result = run(
        process.execPath,
        [
          join(projectRoot, "node_modules", "@arethetypeswrong", "cli", "dist", "index.js"),
          toolsTarball,
          "--profile",
          "esm-only",
          "--format",
          "table-flipped",
        ],
        projectRoot,
      );
      for (const subpath of ["mock", "sandbox", "conformance"])
        expect(result.output).toContain(`"@integration-platform/contracts-tools/${subpath}"`);
      expect(result.status, result.output).toBe(0);
    },
    scaled(120_000),
  );
});

describe.skipIf(repeatedLine)("a production service that installed the runtime alone", () => {
  it(
    "type-checks its file under moduleResolution NodeNext",
    () => {
      const result = run(
        process.execPath,
        ["node_modules/typescript/bin/tsc", "-p", "tsconfig.nodenext.json", "--noEmit"],
        serviceDir,
      );
      expect(result.output).toBe("");
      expect(result.status).toBe(0);
    },
    scaled(120_000),
  );

  it(
    "type-checks its file under moduleResolution Bundler",
    () => {
      const result = run(
        process.execPath,
        ["node_modules/typescript/bin/tsc", "-p", "tsconfig.bundler.json"],
        serviceDir,
      );
      expect(result.output).toBe("");
      expect(result.status).toBe(0);
    },
    scaled(120_000),
  );

  it(
    "type-checks the TypeScript examples of README.md and docs/ against the installed runtime",
    () => {
      expect(writeDocExamples(serviceDir, "runtime")).toEqual(
        expect.arrayContaining(["readme-runtime.ts", "docs-clients-runtime.ts", "docs-webhooks-runtime.ts"]),
      );
      const result = run(
        process.execPath,
        ["node_modules/typescript/bin/tsc", "-p", "tsconfig.docs-runtime.json"],
        serviceDir,
      );
      expect(result.output).toBe("");
      expect(result.status).toBe(0);
    },
    scaled(120_000),
  );

  it("has no integration-contracts command: the CLI comes with the tools package", () => {
    expect(readdirSync(join(serviceDir, "node_modules", ".bin"))).not.toContain("integration-contracts");
  });
});

describe("a team's repository with the tools as a devDependency", () => {
  it(
    "starts the mocks through the installed CLI and calls every client",
    async () => {
      const consumer = await runConsumer(teamDir);
      expect(consumer.compile).toBe("");
      expect(consumer.status, consumer.output).toBe(0);
      expect(consumer.results).toEqual(CONSUMER_RESULTS);
    },
    scaled(180_000),
  );

  it(
    "starts a mock from a test set-up through @integration-platform/contracts-tools/mock, typed, and stops it",
    async () => {
      writeFileSync(
        join(teamDir, "setup.ts"),
        [
          'import { startMocks, type MockPlatform } from "@integration-platform/contracts-tools/mock";',
          'const platform: MockPlatform = await startMocks({ basePort: "free", services: ["identity-provider"] });',
          "const [mock] = platform.mocks;",
          "const discovery = (await (await " +
            "fetch(`${mock!.url}/.well-known/openid-configuration`)).json()) as { " +
            "grant_types_supported: string[] };",
          "await platform.stop();",
          "console.log(JSON.stringify({ name: mock!.name, grants: discovery.grant_types_supported }));",
        ].join("\n"),
      );
      writeFileSync(
        join(teamDir, "tsconfig.setup.json"),
        JSON.stringify({ extends: "./tsconfig.nodenext.json", files: ["setup.ts"] }),
      );
      const compile = run(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.setup.json"], teamDir);
      expect(compile.output).toBe("");
      const result = run(process.execPath, ["out/setup.js"], teamDir);
      expect(result.status, result.output).toBe(0);
      expect(JSON.parse(result.output.trim().split("\n").at(-1)!)).toEqual({
        name: "identity-provider",
        grants: ["client_credentials"],
      });
    },
    scaled(120_000),
  );

  it(
    "starts the sandbox from a test set-up through " +
      "@integration-platform/contracts-tools/sandbox, typed, gets a real token from it and " +
      "finds the inspector it ships",
    async () => {
      writeFileSync(
        join(teamDir, "sandbox-setup.ts"),
        [
          'import { createTokenProvider } from "@integration-platform/contracts/auth";',
          'import { DEFAULT_SEED, startSandbox } from "@integration-platform/contracts-tools/sandbox";',
          'const sandbox = await startSandbox({ basePort: "free", services: ["identity-provider"] });',
          'const identity = sandbox.services.find((s) => s.name === "identity-provider")!;',
          "const account = DEFAULT_SEED.serviceAccounts![0]!;",
          "const tokens = createTokenProvider({ issuer: identity.url, clientId: account.clientId, " +
            "clientSecret: account.clientSecret, tenantId: account.tenantIds[0]!, allowInsecureHttp: true });",
          "const token = await tokens.getToken();",
          // The inspector ships in the tools package and is found there, not in a repository.
          "const [page, script] = await " +
            "Promise.all([fetch(`${identity.url}/_sandbox/ui/`), " +
            "fetch(`${identity.url}/_sandbox/ui/app.js`)]);",
          "await sandbox.stop();",
          "console.log(JSON.stringify({ name: identity.name, segments: " +
            'token.split(".").length, inspector: [page.status, script.status] }));',
        ].join("\n"),
      );
      writeFileSync(
        join(teamDir, "tsconfig.sandbox.json"),
        JSON.stringify({ extends: "./tsconfig.nodenext.json", files: ["sandbox-setup.ts"] }),
      );
      const compile = run(
        process.execPath,
        ["node_modules/typescript/bin/tsc", "-p", "tsconfig.sandbox.json"],
        teamDir,
      );
      expect(compile.output).toBe("");
      const result = run(process.execPath, ["out/sandbox-setup.js"], teamDir);
      expect(result.status, result.output).toBe(0);
      expect(JSON.parse(result.output.trim().split("\n").at(-1)!)).toEqual({
        name: "identity-provider",
        segments: 3,
        inspector: [200, 200],
      });
    },
    scaled(120_000),
  );

  it(
    "runs the conformance kit from a test through " +
      "@integration-platform/contracts-tools/conformance, typed, against the " +
      "runtime's own webhook handler",
    () => {
      writeFileSync(
        join(teamDir, "conformance-setup.ts"),
        [
          'import { createServer } from "node:http";',
          'import type { AddressInfo } from "node:net";',
          'import { createWebhookHandler, toNodeListener } from "@integration-platform/contracts/webhooks";',
          "import { startConformanceKit, type ConformanceReport } from " +
            '"@integration-platform/contracts-tools/conformance";',
          'const messageType = "PLATFORM.DataService.EnqueueDataStatusChanged";',
          "const kit = await startConformanceKit();",
          "const handler = createWebhookHandler({ jwksUrl: kit.jwksUrl, issuer: kit.issuer, " +
            'audience: kit.audience, clientId: "message-gateway", basePath: "/webhooks", ' +
            "allowInsecureHttp: true, handlers: { [messageType]: async () => {} } });",
          "const server = createServer(toNodeListener(handler));",
          'await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));',
          "const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;",
          "const report: ConformanceReport = await kit.run({ webhookUrl, " +
            'messageTypes: [messageType], skip: ["key-rotation"] });',
          "server.close();",
          "await kit.close();",
          "const named = (status: string) => report.results.filter((result) " +
            "=> result.status === status).map((result) => result.name);",
          'console.log(JSON.stringify({ passed: report.passed, failed: named("fail"), skipped: named("skip") }));',
        ].join("\n"),
      );
      writeFileSync(
        join(teamDir, "tsconfig.conformance.json"),
        JSON.stringify({ extends: "./tsconfig.nodenext.json", files: ["conformance-setup.ts"] }),
      );
      const compile = run(
        process.execPath,
        ["node_modules/typescript/bin/tsc", "-p", "tsconfig.conformance.json"],
        teamDir,
      );
      expect(compile.output).toBe("");
      const result = run(process.execPath, ["out/conformance-setup.js"], teamDir);
      expect(result.status, result.output).toBe(0);
      expect(JSON.parse(result.output.trim().split("\n").at(-1)!)).toEqual({
        passed: true,
        failed: [],
        // Its contract type is Any, there is no observer, the key rotation family is skipped on purpose, and the
        // endpoint is plain http.
        skipped: [
          "route/wrong-contract-type",
          "redelivery/processed-once",
          "key-rotation/*",
          "transport/plain-http-refused",
        ],
      });
    },
    scaled(120_000),
  );

  it.skipIf(repeatedLine)(
    "type-checks the examples of README.md and docs/ that use the tools package against the installed tools",
    () => {
      expect(writeDocExamples(teamDir, "tools")).toEqual(
        expect.arrayContaining(["docs-sandbox-tools.ts", "docs-webhooks-tools.ts"]),
      );
      const result = run(
        process.execPath,
        ["node_modules/typescript/bin/tsc", "-p", "tsconfig.docs-tools.json"],
        teamDir,
      );
      expect(result.output).toBe("");
      expect(result.status).toBe(0);
    },
    scaled(120_000),
  );

  it(
    "lints a team's spec with the shipped ruleset and catches a broken one",
    () => {
      cpSync(join(projectRoot, "test", "fixtures", "lint", "broken.yaml"), join(teamDir, "broken.yaml"));
      cpSync(join(projectRoot, "test", "fixtures", "lint", "paging-ok.yaml"), join(teamDir, "paging-ok.yaml"));
      const clean = run("node_modules/.bin/integration-contracts", ["lint", "paging-ok.yaml"], teamDir);
      expect(clean.status, clean.output).toBe(0);
      const byCli = run("node_modules/.bin/integration-contracts", ["lint", "broken.yaml"], teamDir);
      expect(byCli.status).not.toBe(0);
      expect(byCli.output).toContain("operation-id-camel-case");
      const bySpectral = run(
        process.execPath,
        [
          join(teamDir, "node_modules", "@stoplight", "spectral-cli", "dist", "index.js"),
          "lint",
          "--ruleset",
          "node_modules/@integration-platform/contracts/spectral.yaml",
          "broken.yaml",
        ],
        teamDir,
      );
      expect(bySpectral.status).not.toBe(0);
      expect(bySpectral.output).toContain("collection-shape");
    },
    scaled(120_000),
  );

  it(
    "breaking compares two versions of the package's bundled specs: 0 when " +
      "unchanged, 1 naming a removed operation, 2 for a missing folder",
    () => {
      const bundled = join(teamDir, "node_modules", "@integration-platform", "contracts", "generated", "specs");
      const next = join(teamDir, "next-specs");
      cpSync(bundled, next, { recursive: true });
      const unchanged = run("node_modules/.bin/integration-contracts", ["breaking", bundled, next], teamDir);
      expect(unchanged.output).toContain("0 breaking change(s)");
      expect(unchanged.status).toBe(0);

      const file = join(next, "identity-provider.json");
      const spec = JSON.parse(readFileSync(file, "utf8")) as { paths: Record<string, unknown> };
      delete spec.paths["/api/v2/Tenants"];
      writeFileSync(file, JSON.stringify(spec));
      const broken = run("node_modules/.bin/integration-contracts", ["breaking", bundled, next], teamDir);
      expect(broken.output).toContain(`error   ${file}: GET /api/v2/Tenants: api path removed without deprecation`);
      expect(broken.status).toBe(1);

      const missing = run("node_modules/.bin/integration-contracts", ["breaking", bundled, "no-such-folder"], teamDir);
      expect(missing.output).toContain("no-such-folder: no such file or folder");
      expect(missing.status).toBe(2);
    },
    scaled(120_000),
  );
});

describe("the Node a team runs", () => {
  it("npm, and with it every install and command above, ran on the Node that runs this test", () => {
    const versions = spawnSync(npm, ["version", "--json"], { cwd: teamDir, encoding: "utf8" });
    expect(versions.status, versions.stderr).toBe(0);
    expect((JSON.parse(versions.stdout) as { node: string }).node).toBe(process.versions.node);
  });

  it.skipIf(repeatedLine)(
    `on Node 18, below the lowest supported (${LOWEST_NODE}), the ` +
      `installed command line says so in one line and exits 1`,
    () => {
      const node18 = installNode("18", join(work, "node-18"));
      expect(node18.version).toMatch(/^18\./);
      const result = spawnSync(
        join(node18.bin, "node"),
        [join(teamDir, "node_modules", ".bin", "integration-contracts"), "sandbox"],
        { cwd: teamDir, encoding: "utf8" },
      );
      expect(result.stdout).toBe("");
      expect(result.stderr).toBe(
        `integration-contracts needs Node.js ${LOWEST_NODE} or newer ` +
          `(${RECOMMENDED_NODE_LINES.join(" or ")} recommended); this is ` +
          `Node.js ${node18.version}\n`,
      );
      expect(result.status).toBe(1);
    },
    scaled(120_000),
  );
});
