// A saved broker message this sandbox has no exchange for (its message type is one the reference
// shows no exchange of) is not published after the restart, and it leaves the state folder then:
// the restart after that does not find it again.
import { appendFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";
import type { RunningSandbox } from "../../tools/src/sandbox/index.js";
import type { SavedBrokerMessage } from "../../tools/src/sandbox/broker/native-message.js";
import { frameLine } from "../../tools/src/sandbox/persistence/framed-lines.js";
import { startDataSandbox } from "../support/data-sandbox.js";

const { url } = inject("rabbitmq");
const SOURCE = "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31";
const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const MESSAGE_ID = "5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b";

let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  await sandbox?.stop();
  sandbox = undefined;
});

describe("a saved message without an exchange in this sandbox leaves the state folder", () => {
  it("the start with --amqp-url reports it once; the next start does not find it again", async () => {
    const stateDir = join(mkdtempSync(join(tmpdir(), "sandbox-unroutable-")), "state");
    sandbox = await startDataSandbox({ stateDir });
    await sandbox.stop();
    sandbox = undefined;
    const { generation } = JSON.parse(readFileSync(join(stateDir, "layout.json"), "utf8")) as { generation: number };
    const saved: SavedBrokerMessage = {
      messageId: MESSAGE_ID,
      messageType: "PLATFORM.DataService.EnqueueDataStatusChanged",
      tenantId: TENANT,
      sourceId: SOURCE,
      headers: { "X-Tenant-Id": TENANT },
      body: "{}",
      publishedAt: 0,
      sequence: 0,
    };
    // One batch of the log: a line of its own with its checksum.
    appendFileSync(
      join(stateDir, `log-${generation}.jsonl`),
      frameLine(JSON.stringify(["b", 0, [["sandbox", "broker.backlog", MESSAGE_ID, saved]]])),
    );

    const first: string[] = [];
    sandbox = await startDataSandbox({ stateDir, amqpUrl: url, onLog: (line) => first.push(line) });
    expect(first).toContainEqual(
      expect.stringContaining(
        `the saved PLATFORM.DataService.EnqueueDataStatusChanged ${MESSAGE_ID} for source ${SOURCE} is not published`,
      ),
    );
    await sandbox.stop();

    const second: string[] = [];
    sandbox = await startDataSandbox({ stateDir, amqpUrl: url, onLog: (line) => second.push(line) });
    expect(second.filter((line) => line.includes(MESSAGE_ID))).toEqual([]);
  });
});
