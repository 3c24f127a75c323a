// integration-contracts sandbox (npm start): the table and credentials once every port answers,
// a clean stop on SIGTERM and SIGINT, and a bad seed file named at the start.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { portIsFree } from "../support/ports.js";
import { runSandboxCliToExit, startSandboxCli, stopSandboxCli } from "../support/sandbox-cli.js";
import { scaled } from "../support/time.js";

describe(
  "integration-contracts sandbox prints services and credentials once " +
    "every port listens and stops on SIGTERM or Ctrl-C (SIGINT)",
  () => {
    it.each(["SIGTERM", "SIGINT"] as const)(
      "serves on base port + offset, prints the default account, then %s frees every port and exits 0",
      async (signal) => {
        const cli = await startSandboxCli(["--service", "identity-provider"]);
        const port = cli.base + 2;
        const output = cli.output();
        expect(output).toContain(`identity-provider  http://127.0.0.1:${port}  Identity provider`);
        expect(output).toContain("Message broker: off (events for native data sources need --amqp-url)");
        expect(output).toContain(
          "client id sandbox-client  secret sandbox-secret  tenants (tid) 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
        );
        // The gateway's identity, so a webhook can be configured from the table alone.
        expect(output).toContain(
          [
            "Message gateway (configure your webhook with these):",
            `  issuer      http://127.0.0.1:${port}`,
            `  JWKS        http://127.0.0.1:${port}/.well-known/jwks`,
            "  client_id   message-gateway (also sub)",
            "  audience    apiim",
            "  redelivery  after a non-2xx answer or a network error: 1 s doubling to 60 s, 10 attempts, 10 s per POST",
          ].join("\n"),
        );
        expect(output).toContain(`Inspector: http://127.0.0.1:${port}/_sandbox/ui/ (on every port)`);
        const discovery = (await (await fetch(`http://127.0.0.1:${port}/.well-known/openid-configuration`)).json()) as {
          issuer: string;
        };
        expect(discovery.issuer).toBe(`http://127.0.0.1:${port}`);
        expect(await portIsFree(port)).toBe(false);
        await stopSandboxCli(cli, signal);
        expect(cli.child.exitCode).toBe(0);
        expect(await portIsFree(port)).toBe(true);
      },
      scaled(60_000),
    );

    it(
      "exits 1 naming the seed file and the JSON path when the seed does not validate",
      async () => {
        const file = join(mkdtempSync(join(tmpdir(), "sandbox-cli-")), "seed.yaml");
        writeFileSync(file, "tenants:\n  - name: no id\n");
        const { code, errors } = await runSandboxCliToExit(["--service", "identity-provider", "--seed", file]);
        expect(code).toBe(1);
        expect(errors).toContain(`${file}: not a valid sandbox seed: $.tenants[0] must have property "id"`);
      },
      scaled(60_000),
    );

    it(
      "exits 1 naming the broker URL when --amqp-url is no AMQP URL",
      async () => {
        const { code, errors } = await runSandboxCliToExit([
          "--service",
          "identity-provider",
          "--amqp-url",
          "http://broker.example",
        ]);
        expect(code).toBe(1);
        expect(errors).toContain("--amqp-url http://broker.example: the scheme must be amqp: or amqps:, got http:");
      },
      scaled(60_000),
    );

    it(
      "exits 1 explaining why when --host is not loopback and no --control-token is given",
      async () => {
        const { code, errors } = await runSandboxCliToExit(["--service", "identity-provider", "--host", "0.0.0.0"]);
        expect(code).toBe(1);
        expect(errors).toContain(
          "host 0.0.0.0 is not a loopback address: anyone who reaches it could reset every " +
            "tenant and mint accounts through the control API; give a control token " +
            "(--control-token-file <file>, SANDBOX_CONTROL_TOKEN, controlToken) to bind it",
        );
      },
      scaled(60_000),
    );
  },
);
