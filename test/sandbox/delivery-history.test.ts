// Nothing a partner sends is lost to the gateway's limits: every event published while a receiver
// refuses stays pending until the receiver takes it, and a delivery's message is saved once, not
// again with every attempt.
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_TENANT_ID, type RunningSandbox, type StartSandboxOptions } from "../../tools/src/sandbox/index.js";
import { bearer, MODEL_ID, serviceUrl, startTestSandbox } from "../support/sandbox.js";
import { scaled } from "../support/time.js";
import type { Json } from "../support/openapi.js";

let sandbox: RunningSandbox | undefined;
let receiver: Server | undefined;
afterEach(async () => {
  await sandbox?.stop();
  sandbox = undefined;
  await new Promise((resolve) => (receiver === undefined ? resolve(undefined) : receiver.close(resolve)));
  receiver = undefined;
});

/** A receiver that answers `status()` and counts the messageIds it acknowledged (the last route segment). */
async function startReceiver(status: () => number): Promise<{ url: string; acknowledged: Set<string> }> {
  const acknowledged = new Set<string>();
  receiver = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const answer = status();
      if (answer < 300) acknowledged.add((request.url ?? "").split("/").at(-1)!);
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`, acknowledged };
}

/**
 * A sandbox whose tenant publishes records whose RecordCreated events go to `webhookUrl`; returns a function that
 * publishes `count` records.
 */
async function publisher(
  webhookUrl: string,
  options: StartSandboxOptions = {},
): Promise<(count: number) => Promise<void>> {
  sandbox = await startTestSandbox(options);
  const token = await bearer(sandbox, "acme");
  const call = async (method: string, path: string, body: unknown) => {
    const answer = await fetch(`${serviceUrl(sandbox!, "data-integration")}${path}`, {
      method,
      headers: { authorization: token, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBeLessThan(300);
    return answer.status === 204 ? undefined : ((await answer.json()) as Record<string, Json>);
  };
  await fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/data-models`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ tenantId: DEFAULT_TENANT_ID, id: MODEL_ID, code: "Items" }),
  });
  const sourceId = (await call("POST", "/api/v2/IntegrationAgents/Settings", {
    sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: webhookUrl },
  }))!.source.sourceId as string;
  await call("PATCH", "/api/v2/IntegrationAgents/Transformations", {
    upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL_ID, autoMapFields: true }] }],
  });
  await call("PATCH", "/api/v2/IntegrationAgents/ConfigureConsumer", { dataRecordChanges: true });
  let next = 0;
  return async (count) => {
    // Queue items of 250, each processed before its answer.
    for (let left = count; left > 0; left -= 250) {
      const items = Array.from({ length: Math.min(250, left) }, () => ({
        entityId: "Item",
        recordId: `R-${next++}`,
        fields: [{ key: "name", value: `Item ${next}` }],
      }));
      await call("POST", `/api/v1/SourcingData/EnqueueDataBySourceId/${sourceId}/start`, { items });
    }
  };
}

async function deliveries(
  query: string,
): Promise<{ totalCount: number; evicted: number; items: { status: string; attempts: number }[] }> {
  return (await (
    await fetch(`${serviceUrl(sandbox!, "data-integration")}/_sandbox/deliveries?${query}`)
  ).json()) as never;
}

describe("pending deliveries are never dropped for space", () => {
  it(
    "2,000 records published while the receiver answers 403: all 2,000 events " +
      "stay pending, none evicted, and the fixed receiver gets all of them",
    async () => {
      let refusing = true;
      const { url, acknowledged } = await startReceiver(() => (refusing ? 403 : 204));
      const publish = await publisher(url);
      await publish(2000);
      await sandbox!.control.gateway.idle();
      const pending = await deliveries(`tenantId=${DEFAULT_TENANT_ID}&status=Pending`);
      expect({ totalCount: pending.totalCount, evicted: pending.evicted }).toEqual({ totalCount: 2000, evicted: 0 });
      refusing = false;
      // Redeliveries come due as the clock moves on (2,000 POSTs at once may also meet a network error, which is
      // redelivered in turn).
      for (let round = 0; round < 10 && acknowledged.size < 2000; round++) {
        sandbox!.control.clock.advance(60);
        await sandbox!.control.gateway.idle();
      }
      expect(acknowledged.size).toBe(2000);
      expect((await deliveries(`tenantId=${DEFAULT_TENANT_ID}&status=Delivered`)).totalCount).toBe(2000);
      expect((await deliveries(`tenantId=${DEFAULT_TENANT_ID}&last=10`)).items).toHaveLength(10);
    },
    scaled(120_000),
  );
});

describe("a delivery's message is saved once: its attempts do not save the payload and the address again", () => {
  it("with --state-dir, four more attempts of a refused event add no copy of its payload to the folder", async () => {
    const { url } = await startReceiver(() => 503);
    const stateDir = join(mkdtempSync(join(tmpdir(), "sandbox-history-")), "state");
    const publish = await publisher(url, { stateDir });
    await publish(1);
    await sandbox!.control.gateway.idle();
    await sandbox!.control.persistence.commit();
    // The record's id is in the event's payload, and once more in the query store.
    const [event] = sandbox!.control.gateway.deliveries({ messageType: "PLATFORM.DataService.RecordCreated" });
    const marker = (event!.payload as { dataRecordId: string }).dataRecordId;
    const copies = () =>
      readdirSync(stateDir)
        .filter((name) => name.endsWith(".jsonl"))
        .reduce((sum, name) => sum + readFileSync(join(stateDir, name), "utf8").split(marker).length - 1, 0);
    const afterOne = copies();
    for (let attempt = 2; attempt <= 5; attempt++) {
      sandbox!.control.clock.advance(60);
      await sandbox!.control.gateway.idle();
    }
    await sandbox!.control.persistence.commit();
    const [delivery] = (await deliveries(`tenantId=${DEFAULT_TENANT_ID}`)).items;
    expect(delivery).toMatchObject({ status: "Pending", attempts: 5 });
    expect(copies()).toBe(afterOne);
  });
});
