import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../support/openapi.js";
import { spawnUntilReady } from "../../support/processes.js";
import { scaled } from "../../support/time.js";

function cli(args: string[]) {
  return spawn(
    process.execPath,
    [
      join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs"),
      join(projectRoot, "tools", "src", "cli", "main.ts"),
      ...args,
    ],
    {
      cwd: projectRoot,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
}

describe("integration-contracts mock prints the table once every mock answers and stops them on SIGTERM", () => {
  it(
    "serves on base port + offset, then SIGTERM stops every Prism and exits 0",
    async () => {
      const { child, base, exited, output } = await spawnUntilReady((base) =>
        cli(["mock", "--base-port", String(base), "--service", "identity-provider"]),
      );
      const port = base + 2;
      expect(output()).toContain(`identity-provider  http://127.0.0.1:${port}  Identity provider`);
      const discovery = await fetch(`http://127.0.0.1:${port}/.well-known/openid-configuration`);
      expect(((await discovery.json()) as { grant_types_supported: string[] }).grant_types_supported).toContain(
        "client_credentials",
      );
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/.well-known/jwks`)).rejects.toThrow();
    },
    scaled(60_000),
  );

  it(
    "exits 1 naming the port when it is taken",
    async () => {
      const blocker = createServer();
      const port = await new Promise<number>((resolve) =>
        blocker.listen(0, "127.0.0.1", () => resolve((blocker.address() as { port: number }).port)),
      );
      try {
        const child = cli(["mock", "--base-port", String(port - 2), "--service", "identity-provider"]);
        let errors = "";
        child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
        expect(await new Promise((resolve) => child.once("exit", resolve))).toBe(1);
        expect(errors).toContain(`port ${port} on 127.0.0.1 is already in use; identity-provider cannot start there`);
      } finally {
        await new Promise((resolve) => blocker.close(resolve));
      }
    },
    scaled(60_000),
  );
});
