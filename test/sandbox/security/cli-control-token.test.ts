// The control token reaches the sandbox command without showing in the process list (issue 31):
// --control-token-file (or SANDBOX_CONTROL_TOKEN) instead of --control-token, which `ps` shows to
// every user of the machine; and the addresses printed are ones a browser can open.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { serviceAddress } from "../../../tools/src/sandbox/index.js";
import { runSandboxCliToExit, startSandboxCli, stopSandboxCli, type SandboxCli } from "../../support/sandbox-cli.js";
import { scaled } from "../../support/time.js";

const TOKEN = "control-token-from-a-file-0123456789";
let running: SandboxCli | undefined;
afterEach(async () => {
  if (running !== undefined) await stopSandboxCli(running);
  running = undefined;
});

describe("--control-token-file: the token is read from a file, so no command line shows it", () => {
  it(
    "the control API takes the file's token (its line break is no part " +
      "of it), and the process's command line does not hold it",
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), "control-token-")), "token");
      writeFileSync(file, `${TOKEN}\n`, { mode: 0o600 });
      running = await startSandboxCli(["--service", "identity-provider", "--control-token-file", file]);
      const base = running.base + 2;
      const reset = (authorization?: string) =>
        fetch(`http://127.0.0.1:${base}/_sandbox/reset`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(authorization === undefined ? {} : { authorization }) },
        });
      expect((await reset()).status).toBe(401);
      expect((await reset(`Bearer ${TOKEN}`)).status).toBe(204);
      expect(readFileSync(`/proc/${running.child.pid}/cmdline`, "utf8")).not.toContain(TOKEN);
    },
    scaled(60_000),
  );

  it(
    "--control-token still works, with a warning that ps shows it to every user",
    async () => {
      running = await startSandboxCli(["--service", "identity-provider", "--control-token", TOKEN]);
      expect(running.output()).toContain(
        "sandbox: --control-token is visible to every user of this machine in the process " +
          "list (ps); give it with --control-token-file or SANDBOX_CONTROL_TOKEN instead",
      );
    },
    scaled(60_000),
  );

  it(
    "a file that cannot be read, or both options, is a usage error naming it",
    async () => {
      const unreadable = await runSandboxCliToExit([
        "--service",
        "identity-provider",
        "--control-token-file",
        "/no/such/token",
      ]);
      expect(unreadable.code).toBe(2);
      expect(unreadable.errors).toContain("--control-token-file /no/such/token cannot be read: ENOENT");
      const both = await runSandboxCliToExit([
        "--service",
        "identity-provider",
        "--control-token-file",
        "/no/such/token",
        "--control-token",
        TOKEN,
      ]);
      expect(both.code).toBe(2);
      expect(both.errors).toContain("give --control-token-file or --control-token, not both");
    },
    scaled(60_000),
  );
});

describe(
  "the addresses printed and answered are ones a browser can " +
    "open: 0.0.0.0 and :: are named by their loopback address",
  () => {
    it.each([
      ["0.0.0.0", "http://127.0.0.1:4010"],
      ["::", "http://[::1]:4010"],
      ["127.0.0.1", "http://127.0.0.1:4010"],
      ["::1", "http://[::1]:4010"],
      ["192.0.2.10", "http://192.0.2.10:4010"],
    ])("bound to %s: %s", (host, address) => {
      expect(serviceAddress(host, 4010)).toBe(address);
    });
  },
);
