import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { spawnWatched } from "../process/child-watch.js";

const require = createRequire(import.meta.url);

function prismBin(): string {
  const pkg = require.resolve("@stoplight/prism-cli/package.json");
  const { bin } = JSON.parse(readFileSync(pkg, "utf8")) as { bin: Record<string, string> };
  return join(dirname(pkg), bin.prism!);
}

/**
 * Loaded into each Prism process before Prism (`--import`): Prism's mocker requires
 * `@faker-js/faker`, whose main module builds every one of its 57 locales, half of a Prism start's
 * CPU time; Prism uses only the default English one. The preload puts faker's own English-only
 * module in the require cache in its place. Any other faker major, or any failure, and it does
 * nothing.
 */
const FAKER_EN_ONLY = `import { createRequire } from "node:module";
try {
  const fromCli = createRequire(process.argv[1]);
  const fromHttp = createRequire(fromCli.resolve("@stoplight/prism-http"));
  const main = fromHttp.resolve("@faker-js/faker");
  if (fromHttp("@faker-js/faker/package.json").version.startsWith("6.") && fromHttp.cache[main] === undefined) {
    const faker = fromHttp("@faker-js/faker/locale/en");
    const { Module } = fromHttp("node:module");
    const shim = new Module(main);
    shim.filename = main;
    shim.loaded = true;
    shim.exports = { __esModule: true, Faker: faker.constructor, default: faker, faker };
    fromHttp.cache[main] = shim;
  }
} catch {}`;
const PRELOAD = `data:text/javascript,${encodeURIComponent(FAKER_EN_ONLY)}`;

/** A running `prism mock` process. */
export interface PrismProcess {
  readonly child: ChildProcess;
  /** Resolves when the child has exited. */
  readonly exited: Promise<number | null>;
}

/**
 * Starts `prism mock` on one spec and resolves once it says it listens; rejects with the spec, the
 * port and Prism's last words when it exits first or does not get ready within `readyTimeoutMs`.
 */
export function startPrism(options: {
  specFile: string;
  host: string;
  port: number;
  readyTimeoutMs: number;
  onLog?: (line: string) => void;
}): Promise<PrismProcess> {
  const child = spawnWatched(process.execPath, [
    "--import",
    PRELOAD,
    prismBin(),
    "mock",
    "--host",
    options.host,
    "--port",
    String(options.port),
    "--errors",
    "false",
    options.specFile,
  ]);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const tail: string[] = [];
  return new Promise((resolve, reject) => {
    let ready = false;
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(
        new Error(
          `prism did not get ready within ${options.readyTimeoutMs} ms ` +
            `for ${options.specFile} on port ${options.port}:\n${tail.join("\n")}`,
        ),
      );
    }, options.readyTimeoutMs);
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (line.trim() === "") continue;
        tail.push(line);
        if (tail.length > 20) tail.shift();
        options.onLog?.(line);
        if (!ready && line.includes("Prism is listening")) {
          ready = true;
          clearTimeout(timer);
          resolve({ child, exited });
        }
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`cannot start prism for ${options.specFile}: ${error.message}`));
    });
    void exited.then((code) => {
      if (ready) return;
      clearTimeout(timer);
      reject(
        new Error(
          `prism exited (code ${code}) before serving ${options.specFile} on port ${options.port}:\n${tail.join("\n")}`,
        ),
      );
    });
  });
}
