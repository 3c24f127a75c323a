// --state-dir: a batch the disk refused is not forgotten. The running sandbox already shows the
// changes it held, so they are written with the next batch, and a restart finds them.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_TENANT_ID, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import type { openStateFiles as OpenStateFiles } from "../../tools/src/sandbox/persistence/state-files.js";
import { serviceUrl, startTestSandbox } from "../support/sandbox.js";

// The next appends that fail as a full disk does, before anything reaches the file.
const refusals = { left: 0 };

vi.mock("../../tools/src/sandbox/persistence/state-files.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../tools/src/sandbox/persistence/state-files.js")>();
  const openStateFiles: typeof OpenStateFiles = async (dir, into) => {
    const opened = await actual.openStateFiles(dir, into);
    const { files } = opened;
    const append: typeof files.append = async (units) => {
      if (refusals.left > 0) {
        refusals.left -= 1;
        throw new Error("ENOSPC: no space left on device, write");
      }
      return files.append(units);
    };
    return {
      ...opened,
      files: new Proxy(files, { get: (target, key) => (key === "append" ? append : Reflect.get(target, key)) }),
    };
  };
  return { ...actual, openStateFiles };
});

const REFUSED = "6d1e3f5a-7b9c-4d2e-8f0a-1b3c5d7e9f2a";
const NEXT = "7e2f4a6b-8c0d-4e3f-9a1b-2c4d6e8f0a3b";

let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  await sandbox?.stop();
  sandbox = undefined;
});

const control = (path: string) => `${serviceUrl(sandbox!, "data-integration")}/_sandbox/${path}`;

// A data model is an entry of a table store: only the entries a change touched are saved.
async function addDataModel(id: string): Promise<number> {
  const response = await fetch(control("data-models"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ tenantId: DEFAULT_TENANT_ID, id, code: id.slice(0, 8) }),
  });
  return response.status;
}

describe("a batch the disk refused is written with the next one", () => {
  it(
    "the data model whose answer was a 500 (not saved) is " + "saved by the next write, and the restart has both",
    async () => {
      const stateDir = join(mkdtempSync(join(tmpdir(), "sandbox-state-")), "state");
      sandbox = await startTestSandbox({ stateDir });
      refusals.left = 1;
      expect(await addDataModel(REFUSED)).toBe(500);
      expect(await addDataModel(NEXT)).toBe(201);
      await sandbox.stop();

      sandbox = await startTestSandbox({ stateDir });
      const models = (await (await fetch(control(`data-models?tenantId=${DEFAULT_TENANT_ID}`))).json()) as {
        items: { id: string }[];
      };
      expect(models.items.map((model) => model.id).sort()).toEqual([REFUSED, NEXT].sort());
    },
  );
});
