// A V2 publish whose IncomingLookupObject carries a very long externalId is refused as any other bad
// id is: 400, naming the field and the shape it must have. ExternalId's pattern reads such an id in one
// pass (it once tried every split of it, holding every tenant's requests; docs/sandbox-security.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataIntegrationClient } from "../../../src/clients/data-integration.js";
import type { RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { dataClient, startDataSandbox } from "../../support/data-sandbox.js";

const SOURCE = "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31";
let sandbox: RunningSandbox;
let shop: DataIntegrationClient;
let sourceId: string;

beforeAll(async () => {
  sandbox = await startDataSandbox();
  shop = dataClient(sandbox, "shop");
  sourceId = (await shop.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
});
afterAll(() => sandbox.stop());

const publish = (externalId: string) =>
  shop.POST("/api/v2/SourcingData/EnqueueData/start", {
    params: { query: { SourceId: sourceId, operationId: crypto.randomUUID() } },
    body: {
      items: [{ entityId: "Item", recordId: "R-1", data: { Owner: { _type: "IncomingLookupObject", externalId } } }],
    },
  });

describe("a 200,000-character externalId in a V2 publish is refused with 400 naming the field", () => {
  it("dots without a source uuid at the end: 400 at body $.items[0].data.Owner.externalId", async () => {
    const externalId = "a.".repeat(100_000);
    expect(externalId).toHaveLength(200_000);
    const refused = await publish(externalId);
    expect(refused.response.status).toBe(400);
    const problem = refused.error as { errors?: { where: string; message: string }[] } | undefined;
    expect(problem?.errors).toEqual([
      { where: "body $.items[0].data.Owner.externalId", message: expect.stringMatching(/^must match pattern "\^\./) },
    ]);
  });

  it("the same length ending in a source uuid is a well-formed id, and the item is taken", async () => {
    const externalId = `${"a.".repeat(99_982)}${SOURCE}`;
    expect(externalId).toHaveLength(200_000);
    const taken = await publish(externalId);
    expect(taken.response.status).toBe(201);
  });
});
