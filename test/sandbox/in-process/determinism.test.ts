// Determinism: a seed, a fixed clock and `ids: "sequential"` give the same ids and the same answers
// on every run, so answers and snapshots can be compared whole; without them ids stay random.
import { describe, expect, it } from "vitest";
import { publishRecords } from "../../../src/publishing/index.js";
import type { InProcessSandbox } from "../../../tools/src/sandbox/doors/in-process/index.js";
import { createTestSandbox, inProcessDataClient, MODEL } from "./support.js";

/** Registers an agent, publishes two records and reads them back: every answer's body, and the snapshot after. */
async function run(sandbox: InProcessSandbox): Promise<{ answers: unknown[]; snapshot: unknown }> {
  const shop = inProcessDataClient(sandbox, "shop");
  const answers: unknown[] = [];
  const registered = await shop.POST("/api/v2/IntegrationAgents/Settings", {
    body: { sourceDefinition: { consumerType: "None" } },
  });
  answers.push(registered.data);
  await shop.PATCH("/api/v2/IntegrationAgents/Transformations", {
    body: { upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }] },
  });
  answers.push(
    await publishRecords(shop, {
      sourceId: registered.data!.source!.sourceId!,
      operationId: "7b0e5c1a-2d3f-4e5a-8b6c-9d0e1f2a3b4c",
      items: [
        { entityId: "Item", recordId: "a", data: { name: "a" } },
        { entityId: "Item", recordId: "b", data: { name: "b" } },
      ],
    }),
  );
  answers.push((await shop.GET("/api/v2/QueryingData/GetData", { params: { query: { modelId: MODEL } } })).data);
  answers.push(sandbox.broker.messages);
  return { answers, snapshot: sandbox.snapshot() };
}

describe('a seed, a fixed clock and ids: "sequential" give the same ids and answers on every run', () => {
  it("two sandboxes made alike answer the same scenario byte for byte and hold the same state", async () => {
    const made = () => createTestSandbox({ clock: new Date("2030-01-01T00:00:00Z"), ids: "sequential" });
    const [one, two] = await Promise.all([made(), made()]);
    const [first, second] = [await run(one), await run(two)];
    expect(second).toEqual(first);
    expect(JSON.stringify(first.answers)).toContain("00000000-0000-4000-8000-");
    await Promise.all([one.close(), two.close()]);
  });

  it("a restored snapshot goes on with the ids it had given", async () => {
    const sandbox = await createTestSandbox({ clock: new Date("2030-01-01T00:00:00Z"), ids: "sequential" });
    const snapshot = sandbox.snapshot();
    const first = await run(sandbox);
    await sandbox.restore(snapshot);
    expect(await run(sandbox)).toEqual(first);
    await sandbox.close();
  });

  it("without them, ids are random UUIDs, as the HTTP sandbox's", async () => {
    const [one, two] = await Promise.all([createTestSandbox(), createTestSandbox()]);
    const recordIdOf = async (sandbox: InProcessSandbox) =>
      ((await run(sandbox)).answers[2] as { items: { Id: { RecordId: string } }[] }).items[0]!.Id.RecordId;
    const ids = [await recordIdOf(one), await recordIdOf(two)];
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
    await Promise.all([one.close(), two.close()]);
  });

  it("ids other than random or sequential are refused naming the option", async () => {
    await expect(createTestSandbox({ ids: "counting" as never })).rejects.toThrow(
      'ids must be "random" or "sequential" (found "counting")',
    );
  });
});
