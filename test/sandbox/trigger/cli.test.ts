// Issue 34, the command: `integration-contracts trigger <MessageType> --sandbox URL ...` prints what
// was created or changed and every event with its messageId, channel, status and address, or the
// same as JSON; a refusal of the sandbox is one line naming why, exit 1.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../support/openapi.js";
import { scaled } from "../../support/time.js";
import { DEFAULT_TENANT_ID, startTriggerWorld, type TriggerWorld } from "../../support/trigger-world.js";

let world: TriggerWorld;
let sandboxUrl: string;
beforeAll(async () => {
  world = await startTriggerWorld();
  sandboxUrl = world.sandbox.services[0]!.url;
});
afterAll(async () => {
  await world?.close();
});

function trigger(args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(projectRoot, "tools", "src", "cli", "main.ts"), "trigger", ...args],
    { cwd: projectRoot, stdio: ["ignore", "pipe", "pipe"] },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

describe("integration-contracts trigger prints what was made and where each event went", () => {
  it(
    "a table: the order created, and the OrderReleased delivery with its messageId and address",
    async () => {
      const { code, stdout } = await trigger([
        "PLATFORM.PlatformStore.OrderReleased",
        "--sandbox",
        sandboxUrl,
        "--set",
        "productId=83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
      ]);
      expect(code).toBe(0);
      const order = world.sandbox.control.gateway
        .deliveries({ messageType: "PLATFORM.PlatformStore.OrderReleased" })
        .at(-1)!;
      const { orderId, productId } = order.payload as { orderId: string; productId: string };
      expect(productId).toBe("83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8");
      expect(stdout).toContain(`PLATFORM.PlatformStore.OrderReleased in tenant ${DEFAULT_TENANT_ID}`);
      expect(stdout).toMatch(new RegExp(`created {2}order {2}${orderId} {2}\\(none\\)`));
      expect(stdout).toMatch(
        new RegExp(
          `PLATFORM\\.PlatformStore\\.OrderReleased {2}${order.messageId} ` +
            `{2}webhook {2}Pending +${order.url.replaceAll(".", "\\.")}`,
        ),
      );
    },
    scaled(30_000),
  );
  it(
    "--json: the control API's answer, for scripts",
    async () => {
      const { code, stdout } = await trigger([
        "PLATFORM.DataService.RefreshSourceConfig",
        "--sandbox",
        sandboxUrl,
        "--on",
        world.crmSource,
        "--json",
      ]);
      expect(code).toBe(0);
      const result = JSON.parse(stdout);
      expect(result).toMatchObject({
        tenantId: DEFAULT_TENANT_ID,
        messageType: "PLATFORM.DataService.RefreshSourceConfig",
        invalid: null,
        created: [],
        changed: [],
      });
      expect(result.events).toEqual([
        {
          messageType: "PLATFORM.DataService.RefreshSourceConfig",
          payload: { sourceId: world.crmSource },
          deliveries: [expect.objectContaining({ channel: "webhook", messageId: expect.any(String) })],
        },
      ]);
    },
    scaled(30_000),
  );
  it(
    "a refusal of the sandbox: one line with its status and why, exit 1",
    async () => {
      const { code, stdout, stderr } = await trigger([
        "PLATFORM.DataService.RecordUpdated",
        "--sandbox",
        sandboxUrl,
        "--on",
        "0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
      ]);
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr.trim()).toBe(
        `integration-contracts trigger: refused (404): on ` +
          `0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d: no record with this id in ` +
          `tenant ${DEFAULT_TENANT_ID}`,
      );
    },
    scaled(30_000),
  );
  it(
    "--list: the ten message types and the shipped fixtures with their descriptions",
    async () => {
      const { code, stdout } = await trigger(["--list"]);
      expect(code).toBe(0);
      expect(stdout.split("\n").filter((line) => /^ {2}PLATFORM\./.test(line))).toHaveLength(10);
      expect(stdout).toMatch(
        /^ {2}order-lifecycle +An order from its release to Done, through Validation and Confirmed$/m,
      );
    },
    scaled(30_000),
  );
  it(
    "a shipped fixture by name runs every step and says so",
    async () => {
      const { code, stdout, stderr } = await trigger(["order-lifecycle", "--sandbox", sandboxUrl]);
      expect(stderr).toBe("");
      expect(code).toBe(0);
      expect(stdout).toMatch(/^step 1: PLATFORM\.PlatformStore\.OrderReleased: 1 event\(s\)$/m);
      expect(stdout).toMatch(/order-lifecycle\.yaml: 6 step\(s\) passed$/m);
    },
    scaled(30_000),
  );
});
