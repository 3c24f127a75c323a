import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import type { components } from "../../../generated/types/data-integration.js";
import { createDataIntegrationClient } from "../../../src/clients/index.js";
import { createModifiedSincePoller } from "../../../src/querying/index.js";
import { reply, startServer, type TestServer } from "../http/test-server.js";

type DataRecord = components["schemas"]["DataRecord"];
type QueryingRecord = components["schemas"]["QueryingRecord"];

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const MODEL = "0d9f5a8e-3c1b-4e7a-9f2d-6b8c1a0e4d57";
const record = (id: string, second: number): DataRecord => ({
  Id: { ModelId: MODEL, RecordId: id },
  UtcModifiedOn: `2025-03-01T10:00:${String(second).padStart(2, "0")}.0000000Z`,
});

describe("createDataIntegrationClient is typed by the data integration spec", () => {
  it("polls GetData for newer records with modifiedFrom, typed as either record case", async () => {
    let records = [record("a", 1), record("b", 2), record("c", 3)];
    server = await startServer((request, response) => {
      const query = new URL(request.url, "http://x").searchParams;
      const from = query.get("modifiedFrom");
      const matching = records
        .filter((item) => from === null || (item.UtcModifiedOn ?? "") >= from)
        .sort((a, b) => (b.UtcModifiedOn ?? "").localeCompare(a.UtcModifiedOn ?? ""));
      const offset = Number(query.get("offset"));
      reply(
        response,
        200,
        {},
        { totalCount: matching.length, items: matching.slice(offset, offset + Number(query.get("limit"))) },
      );
    });
    const client = createDataIntegrationClient({ baseUrl: server.origin, getToken: () => "token" });
    const poller = createModifiedSincePoller({
      fetchPage: ({ offset, limit, modifiedFrom }) =>
        client.GET("/api/v2/QueryingData/GetData", {
          params: { query: { modelId: MODEL, offset, limit, modifiedFrom } },
        }),
      limit: 2,
    });
    const first = await poller.poll();
    // A query answers either case (option CC1 switches to camelCase): the item type is both forms
    expectTypeOf(first).toExtend<QueryingRecord[]>();
    expectTypeOf<QueryingRecord[]>().toExtend<typeof first>();
    const recordIds = (items: QueryingRecord[]) => (items as DataRecord[]).map((item) => item.Id?.RecordId);
    expect(recordIds(first)).toEqual(["c", "b", "a"]);
    records = [...records, record("d", 4)];
    expect(recordIds(await poller.poll())).toEqual(["d"]);
    expect(server.received.at(-1)?.url).toBe(
      `/api/v2/QueryingData/GetData?modelId=${MODEL}&offset=0&limit=2&modifiedFrom=2025-03-01T10%3A00%3A03.0000000Z`,
    );
    expect(server.received.every((request) => request.headers.authorization === "Bearer token")).toBe(true);
  });

  it("refuses at compile time a query without the required modelId", () => {
    const client = createDataIntegrationClient({ baseUrl: "http://127.0.0.1:9" });
    // @ts-expect-error modelId is required by GetData
    const call = () => client.GET("/api/v2/QueryingData/GetData", { params: { query: { offset: 0 } } });
    expect(typeof call).toBe("function");
  });
});
