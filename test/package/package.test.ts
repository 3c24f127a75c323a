// The package as other teams get it: built, packed, installed from the tarball into a new project
// (from the npm registry, the cache first, as a team's own install would; an empty cache must work too), type-checked under NodeNext and Bundler resolution, and
// run against the mock platform started through the installed CLI.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../support/openapi.js";

const work = mkdtempSync(join(tmpdir(), "integration-contracts-consumer-"));
const consumerDir = join(work, "consumer");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const installedVersion = (name: string) => (JSON.parse(readFileSync(join(projectRoot, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

function run(command: string, args: string[], cwd: string): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function portsAreFree(first: number, count: number): Promise<boolean> {
  const probe = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
  return Promise.all(Array.from({ length: count }, (_, i) => probe(first + i))).then((all) => all.every(Boolean));
}

async function freeBasePort(): Promise<number> {
  for (let base = 20000 + (process.pid % 2000) * 10; base < 60000; base += 10) {
    if (await portsAreFree(base, 6)) return base;
  }
  throw new Error("no six consecutive free ports");
}

let tarball = "";

beforeAll(() => {
  const build = run(npm, ["run", "build"], projectRoot);
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.output}`);
  execFileSync(npm, ["pack", "--pack-destination", work, "--ignore-scripts", "--silent"], { cwd: projectRoot, stdio: "ignore" });
  tarball = join(work, readdirSync(work).find((f) => f.endsWith(".tgz"))!);
  cpSync(join(projectRoot, "test", "fixtures", "consumer"), consumerDir, { recursive: true });
  writeFileSync(join(consumerDir, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  const install = run(
    npm,
    ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts", tarball, `typescript@${installedVersion("typescript")}`, `@types/node@${installedVersion("@types/node")}`],
    consumerDir,
  );
  if (install.status !== 0) throw new Error(`installing the tarball into the consumer project failed:\n${install.output}`);
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the packed package", () => {
  it("ships the built code, the bundled specs, the JSON Schemas and the ruleset, and no sources or tests", () => {
    const listing = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).split("\n");
    expect(listing).toContain("package/dist/src/index.js");
    expect(listing).toContain("package/dist/generated/validators/index.js");
    expect(listing).toContain("package/generated/specs/data-integration.json");
    expect(listing).toContain("package/generated/schemas/DataRecordCreatedEvent.schema.json");
    expect(listing).toContain("package/spectral.yaml");
    expect(listing.some((f) => f.startsWith("package/specs/") || f.startsWith("package/test/") || f.startsWith("package/src/"))).toBe(false);
  });

  it("publint finds nothing to fix", () => {
    const result = run(process.execPath, [join(projectRoot, "node_modules", "publint", "src", "cli.js"), "--strict", tarball], projectRoot);
    expect(result.output).toContain("All good!");
    expect(result.status).toBe(0);
  }, 120_000);

  it("arethetypeswrong (ESM-only profile) finds no problem in any subpath", () => {
    const result = run(
      process.execPath,
      [join(projectRoot, "node_modules", "@arethetypeswrong", "cli", "dist", "index.js"), tarball, "--profile", "esm-only", "--exclude-entrypoints", "./spectral.yaml", "--include-entrypoints", "./types/data-integration", "--format", "table-flipped"],
      projectRoot,
    );
    expect(result.output).toContain('"integration-contracts/types/data-integration"');
    expect(result.status, result.output).toBe(0);
  }, 120_000);
});

describe("a consumer project that installed the tarball", () => {
  it("type-checks its file under moduleResolution NodeNext", () => {
    const result = run(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.nodenext.json", "--noEmit"], consumerDir);
    expect(result.output).toBe("");
    expect(result.status).toBe(0);
  }, 120_000);

  it("type-checks the README's TypeScript examples against the installed package", () => {
    const readme = readFileSync(join(projectRoot, "README.md"), "utf8");
    const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    const preamble = ['import type { PublishingItem } from "integration-contracts/publishing";', "declare const sourceId: string;", "declare const items: PublishingItem[];"];
    writeFileSync(join(consumerDir, "readme.ts"), [...preamble, ...blocks].join("\n"));
    writeFileSync(
      join(consumerDir, "tsconfig.readme.json"),
      JSON.stringify({ extends: "./tsconfig.nodenext.json", compilerOptions: { noEmit: true }, files: ["readme.ts"] }),
    );
    const result = run(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.readme.json"], consumerDir);
    expect(result.output).toBe("");
    expect(result.status).toBe(0);
  }, 120_000);

  it("type-checks its file under moduleResolution Bundler", () => {
    const result = run(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.bundler.json"], consumerDir);
    expect(result.output).toBe("");
    expect(result.status).toBe(0);
  }, 120_000);

  it("starts the mocks through the installed CLI and calls every client", async () => {
    const compile = run(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.nodenext.json"], consumerDir);
    expect(compile.output).toBe("");
    const result = run(process.execPath, ["out/consumer.js", String(await freeBasePort())], consumerDir);
    expect(result.status, result.output).toBe(0);
    const results = JSON.parse(result.output.trim().split("\n").at(-1)!) as Record<string, unknown>;
    expect(results).toEqual({
      identity: ["client_credentials"],
      dataIntegration: 200,
      order: 200,
      fileContent: 200,
      connectorCatalogue: 200,
      event: true,
      validators: true,
      values: "1234567890123.4567",
      exports: true,
    });
  }, 180_000);

  it("lints a team's spec with the shipped ruleset and catches a broken one", () => {
    const broken = join(consumerDir, "broken.yaml");
    cpSync(join(projectRoot, "test", "fixtures", "lint", "broken.yaml"), broken);
    const byCli = run("node_modules/.bin/integration-contracts", ["lint", "broken.yaml"], consumerDir);
    expect(byCli.status).not.toBe(0);
    expect(byCli.output).toContain("operation-id-camel-case");
    const bySpectral = run(
      process.execPath,
      [join(consumerDir, "node_modules", "@stoplight", "spectral-cli", "dist", "index.js"), "lint", "--ruleset", "node_modules/integration-contracts/spectral.yaml", "broken.yaml"],
      consumerDir,
    );
    expect(bySpectral.status).not.toBe(0);
    expect(bySpectral.output).toContain("collection-shape");
  }, 120_000);
});
