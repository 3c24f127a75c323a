// --state-dir on a disk that fills up: a write the file system takes only in part is no saved
// change. The answer that waited for it fails, and a restart finds every change that was answered
// as saved, with the folder still readable. The sandbox runs under a file size limit (ulimit -f),
// which makes the log's writes short and then fail as a full disk does.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startSandboxCli, stopSandboxCli, type SandboxCli } from "../support/sandbox-cli.js";

// Largest file the limited sandbox may write, in KiB: its start writes a few KiB, the tenants below fill the rest.
const FILE_SIZE_LIMIT_KIB = 64;

let sandbox: SandboxCli | undefined;
afterEach(async () => {
  if (sandbox !== undefined) await stopSandboxCli(sandbox);
  sandbox = undefined;
});

describe("a change is answered as saved only once all of it is on disk", () => {
  it(
    "on a full disk the answer fails, and after a kill the restart " +
      "reads the folder and finds every tenant answered 201",
    async () => {
      const stateDir = join(mkdtempSync(join(tmpdir(), "sandbox-full-disk-")), "state");
      sandbox = await startSandboxCli(["--state-dir", stateDir, "--service", "identity-provider"], {
        fileSizeLimitKiB: FILE_SIZE_LIMIT_KIB,
      });
      const base = sandbox.base;
      const control = `http://127.0.0.1:${base + 2}/_sandbox`;
      const answered: string[] = [];
      let refused: number | undefined;
      for (let i = 0; i < 200 && refused === undefined; i++) {
        const id = randomUUID();
        const response = await fetch(`${control}/tenants`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ id, name: `Tenant ${i} ${"x".repeat(2000)}`, vendorCode: "12345678|CZ" }),
        });
        await response.arrayBuffer();
        if (response.status === 201) answered.push(id);
        else refused = response.status;
      }
      expect(refused).toBe(500);
      expect(answered.length).toBeGreaterThan(0);
      await stopSandboxCli(sandbox);

      sandbox = await startSandboxCli(["--state-dir", stateDir, "--service", "identity-provider"], { basePort: base });
      const overview = (await (await fetch(`${control}/overview`)).json()) as { tenants: { id: string }[] };
      const restored = new Set(overview.tenants.map((tenant) => tenant.id));
      expect(answered.filter((id) => !restored.has(id))).toEqual([]);
    },
  );
});
