// A private npm registry for the tests of publishing and installing by name: Verdaccio (the
// devDependency), on a free port of 127.0.0.1, its configuration, storage and users in a temporary
// folder, stopped by its PID.
//
// It has no uplinks. The scope is served from its own storage only, as a team's registry must, so no
// public package can stand in for it; and a consumer's .npmrc maps only the scope to it, so npm
// fetches every other package (the packages' public dependencies) from the registry it already
// uses, never through this one.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { eventually, isRunning } from "./processes.js";
import { withFreshPorts } from "./ports.js";
import { scaled } from "./time.js";

export interface Registry {
  /** `http://127.0.0.1:<port>/`, as an .npmrc names a registry. */
  readonly url: string;
  readonly pid: number;
  /** What Verdaccio printed (warnings and errors), for a failure's message. */
  output(): string;
  /** A user that may publish to the scope, and the token npm sends for it. */
  addUser(name: string): Promise<string>;
  stop(): Promise<void>;
}

export function startRegistry(folder: string, scope: string): Promise<Registry> {
  return withFreshPorts((port) => startRegistryOn(folder, scope, port), 1);
}

async function startRegistryOn(folder: string, scope: string, port: number): Promise<Registry> {
  mkdirSync(folder, { recursive: true });
  const config = join(folder, "config.yaml");
  writeFileSync(
    config,
    [
      "storage: ./storage",
      "auth:",
      "  htpasswd:",
      "    file: ./htpasswd",
      "uplinks: {}",
      "packages:",
      `  '${scope}/*':`,
      "    access: $all",
      "    publish: $authenticated",
      "    unpublish: $authenticated",
      "  '**':",
      "    access: $all",
      "max_body_size: 100mb",
      "web:",
      "  enable: false",
      "log: { type: stdout, format: pretty, level: warn }",
      "",
    ].join("\n"),
  );
  const url = `http://127.0.0.1:${port}/`;
  // Verdaccio 6.10's exports map names only its API and package.json; its command is the manifest's `bin`, beside it.
  const bin = join(dirname(createRequire(import.meta.url).resolve("verdaccio/package.json")), "bin", "verdaccio");
  const child: ChildProcess = spawn(process.execPath, [bin, "--config", config, "--listen", `127.0.0.1:${port}`], {
    cwd: folder,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const pid = child.pid!;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const answers = async () => {
    if (child.exitCode !== null) throw new Error(`verdaccio exited with ${child.exitCode}:\n${output}`);
    try {
      return (await fetch(`${url}-/ping`)).ok;
    } catch {
      return false;
    }
  };
  await eventually(`verdaccio answering on ${url}`, answers, scaled(60_000));

  return {
    url,
    pid,
    output: () => output,
    async addUser(name) {
      const response = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name, password: `${name}-password`, type: "user", roles: [] }),
      });
      const body = (await response.json()) as { token?: string; error?: string };
      if (response.status !== 201 || body.token === undefined)
        throw new Error(`verdaccio refused the user ${name}: ${response.status} ${JSON.stringify(body)}`);
      return body.token;
    },
    async stop() {
      if (isRunning(pid)) process.kill(pid, "SIGTERM");
      await exited;
    },
  };
}
