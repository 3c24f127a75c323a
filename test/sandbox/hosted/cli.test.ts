// `integration-contracts sandbox --database <url>` (or SANDBOX_DATABASE_URL): sandbox processes of their own on one
// PostgreSQL serve one state, a process killed with SIGKILL loses nothing it acknowledged, and a database the sandbox
// cannot use ends the start with one line and exit 1. PostgreSQL is this file's own; every process is stopped by PID.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deadPort } from "../../support/ports.js";
import { startPostgres, type TestPostgres } from "../../support/postgres.js";
import { runSandboxCliToExit, startSandboxCli, stopSandboxCli, type SandboxCli } from "../../support/sandbox-cli.js";
import { scaled } from "../../support/time.js";

const CONTROL_TOKEN = "hosted-control-token-0123456789";
const TENANT = "5d6e7f80-9a1b-4c2d-8e3f-a4b5c6d7e8f9";
/** The identity provider's port offset. */
const IDENTITY = 2;

let postgres: TestPostgres;
let folder: string;
let tokenFile: string;
const processes: SandboxCli[] = [];

async function start(args: readonly string[], basePort?: number): Promise<SandboxCli> {
  const cli = await startSandboxCli(
    ["--control-token-file", tokenFile, ...args],
    basePort === undefined ? {} : { basePort },
  );
  processes.push(cli);
  return cli;
}

const identityUrl = (cli: SandboxCli) => `http://127.0.0.1:${cli.base + IDENTITY}`;

async function control(cli: SandboxCli, path: string, body: unknown): Promise<number> {
  const response = await fetch(`${identityUrl(cli)}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${CONTROL_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.body?.cancel();
  return response.status;
}

async function tokenStatus(cli: SandboxCli): Promise<number> {
  const response = await fetch(`${identityUrl(cli)}/connect/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from("gamma:gamma-secret").toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "client_credentials", tid: TENANT, scope: "apiim" }),
  });
  await response.body?.cancel();
  return response.status;
}

beforeAll(async () => {
  postgres = await startPostgres();
  folder = mkdtempSync(join(tmpdir(), "sandbox-hosted-cli-"));
  tokenFile = join(folder, "control-token");
  writeFileSync(tokenFile, CONTROL_TOKEN);
});
afterEach(async () => {
  await Promise.all(processes.splice(0).map((cli) => stopSandboxCli(cli)));
});
afterAll(async () => {
  await postgres?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe("sandbox processes on one database serve one state, and a killed one loses nothing it acknowledged", () => {
  it(
    "an account added through one process gets tokens from another, and from the first after its SIGKILL",
    async () => {
      postgres.sql("CREATE DATABASE cli_shared");
      postgres.sql("CREATE ROLE sandbox LOGIN PASSWORD 'sandbox-password'");
      postgres.sql("GRANT ALL ON DATABASE cli_shared TO sandbox; ALTER DATABASE cli_shared OWNER TO sandbox");
      const url = postgres.url("cli_shared", "sandbox", "sandbox-password");
      const one = await start(["--service", "identity-provider", "--database", url]);
      expect(one.output()).toContain(
        `Database: postgresql://sandbox:***@localhost/cli_shared?host=${encodeURIComponent(postgres.socketDir)} ` +
          "(the whole state, shared by every sandbox process on it)",
      );
      expect(one.output()).not.toContain("sandbox-password");
      const two = await start(["--service", "identity-provider", "--database", url, "--public-url", identityUrl(one)]);
      expect(await control(one, "/_sandbox/tenants", { id: TENANT, name: "Gamma Goods" })).toBe(201);
      expect(
        await control(one, "/_sandbox/service-accounts", {
          clientId: "gamma",
          clientSecret: "gamma-secret",
          tenantIds: [TENANT],
        }),
      ).toBe(201);
      expect(await tokenStatus(two)).toBe(200);
      await stopSandboxCli(one, "SIGKILL");
      const again = await start(["--service", "identity-provider", "--database", url], one.base);
      expect(await tokenStatus(again)).toBe(200);
    },
    scaled(120_000),
  );
});

describe("a database the sandbox cannot use ends the start: one line naming the option, exit 1", () => {
  it(
    "SANDBOX_DATABASE_URL where nothing listens: what answered and what to do",
    async () => {
      const port = await deadPort();
      const url = `postgresql://sandbox:secret@127.0.0.1:${port}/sandbox`;
      process.env.SANDBOX_DATABASE_URL = url;
      try {
        const { code, errors } = await runSandboxCliToExit([
          "--service",
          "identity-provider",
          "--control-token-file",
          tokenFile,
        ]);
        expect(code).toBe(1);
        expect(errors).toBe(
          `integration-contracts sandbox: --database (SANDBOX_DATABASE_URL, database) ` +
            `postgresql://sandbox:***@127.0.0.1:${port}/sandbox: nothing answered at 127.0.0.1:${port} ` +
            `(connect ECONNREFUSED 127.0.0.1:${port}): start PostgreSQL there, or correct the host and port\n`,
        );
      } finally {
        delete process.env.SANDBOX_DATABASE_URL;
      }
    },
    scaled(60_000),
  );
});
