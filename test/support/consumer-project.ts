// A team's project that installs the packages (from tarballs in the package test, by name from a
// registry in the registry test) and what is checked there: the TypeScript examples of README.md and
// docs/ compile against what was installed, and the consumer fixture calls every client through the installed CLI.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { docPages, pageSlug, typeScriptBlocks } from "./doc-pages.js";
import { projectRoot } from "./openapi.js";
import { PARTNER_ALSO, PARTNER_MAJORS } from "./partner-matrix.js";
import { randomBasePort } from "./ports.js";

export const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** The packages' names, from their manifests. */
export const RUNTIME = (JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { name: string }).name;
export const TOOLS = (JSON.parse(readFileSync(join(projectRoot, "tools", "package.json"), "utf8")) as { name: string })
  .name;

/**
 * What a service that installed the runtime alone type-checks with: the TypeScript and Node types of the partner
 * matrix's newest (test/support/partner-matrix.ts), and amqplib with its types (the application's own AMQP client in
 * the broker consumer's examples).
 */
export const typeCheckers = {
  typescript: PARTNER_MAJORS.typescript.newest,
  "@types/node": PARTNER_ALSO["@types/node"],
  amqplib: PARTNER_ALSO.amqplib,
  "@types/amqplib": PARTNER_ALSO["@types/amqplib"],
};

/**
 * What a partner's tests against the sandbox import beside the packages, newest majors: in process (vitest, msw,
 * undici) or in a container (testcontainers).
 */
export const testTools = {
  vitest: PARTNER_MAJORS.vitest.newest,
  msw: PARTNER_MAJORS.msw.newest,
  undici: PARTNER_MAJORS.undici.newest,
  testcontainers: PARTNER_ALSO.testcontainers,
};

export function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** An empty consumer project holding the consumer fixture (consumer.ts and its two tsconfig files). */
export function consumerProject(dir: string, manifest: Record<string, unknown>): void {
  mkdirSync(dir, { recursive: true });
  cpSync(join(projectRoot, "test", "fixtures", "consumer"), dir, { recursive: true });
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module", ...manifest }),
  );
}

/**
 * Writes the TypeScript examples of README.md and docs/*.md that do (`tools`) or do not use the tools
 * package into `dir`, one module per page, and a tsconfig that checks them; answers the files.
 */
export function writeDocExamples(dir: string, uses: "runtime" | "tools"): string[] {
  const files: string[] = [];
  for (const page of docPages()) {
    const blocks = typeScriptBlocks(page).filter((block) => block.includes(TOOLS) === (uses === "tools"));
    if (blocks.length === 0) continue;
    const file = `${pageSlug(page)}-${uses}.ts`;
    writeFileSync(join(dir, file), `// ${page.file}\n${blocks.join("\n")}`);
    files.push(file);
  }
  writeFileSync(
    join(dir, `tsconfig.docs-${uses}.json`),
    JSON.stringify({ extends: "./tsconfig.nodenext.json", compilerOptions: { noEmit: true }, files }),
  );
  return files;
}

/** `tsc -p <tsconfig>` in `dir` over one file, with the project's NodeNext settings. */
export function typeCheck(
  dir: string,
  name: string,
  source: string,
  options: { emit?: boolean } = {},
): { status: number | null; output: string } {
  writeFileSync(join(dir, `${name}.ts`), source);
  const compilerOptions = options.emit ? {} : { noEmit: true };
  writeFileSync(
    join(dir, `tsconfig.${name}.json`),
    JSON.stringify({ extends: "./tsconfig.nodenext.json", compilerOptions, files: [`${name}.ts`] }),
  );
  return run(process.execPath, ["node_modules/typescript/bin/tsc", "-p", `tsconfig.${name}.json`], dir);
}

/** What the consumer fixture prints when every client answered through the installed CLI's mocks. */
export const CONSUMER_RESULTS = {
  identity: ["client_credentials"],
  dataIntegration: 200,
  order: 200,
  fileContent: 200,
  connectorCatalogue: 200,
  event: true,
  validators: true,
  values: "1234567890123.4567",
  exports: true,
};

function portsAreFree(first: number, count: number): Promise<boolean> {
  const probe = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
  return Promise.all(Array.from({ length: count }, (_, i) => probe(first + i))).then((all) => all.every(Boolean));
}

/**
 * A base port with the six ports of the services free after it, below the ephemeral range: no bind
 * of port 0 and no outgoing connection takes one of them before the command started with it binds it.
 */
export async function freeBasePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const base = randomBasePort(6);
    if (await portsAreFree(base, 6)) return base;
  }
  throw new Error("no six consecutive free ports below the ephemeral range");
}

/** Compiles the consumer fixture in `dir` and runs it against mocks the installed CLI starts. */
export async function runConsumer(
  dir: string,
): Promise<{ compile: string; status: number | null; output: string; results?: unknown }> {
  const compile = run(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.nodenext.json"], dir);
  if (compile.status !== 0) return { compile: compile.output, status: compile.status, output: "" };
  const result = run(process.execPath, ["out/consumer.js", String(await freeBasePort())], dir);
  const last = result.output.trim().split("\n").at(-1) ?? "";
  let results: unknown;
  try {
    results = JSON.parse(last);
  } catch {
    results = undefined;
  }
  return { compile: compile.output, status: result.status, output: result.output, results };
}
