import { createServer, type Server } from "node:http";
import createClient from "openapi-fetch";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { paths } from "../../../generated/types/data-integration.js";
import {
  InvalidPublishingItemsError,
  PublishingIncompleteError,
  PublishingRequestError,
  publishRecords,
  waitForQueueItem,
  type PublishingItem,
} from "../../../src/publishing/index.js";
import type { DataIntegrationClient } from "../../../src/clients/index.js";

const SOURCE_ID = "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31";
const QUEUE_ITEM_ID = "8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92";
const OPERATION_ID = "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06";

interface Received {
  path: string;
  items: PublishingItem[];
  incompleteData: boolean;
}

/** A fake data integration service: keeps what start and append received, and a scripted status sequence. */
let server: Server;
let client: DataIntegrationClient;
let received: Received[];
let statuses: { status: string; errorMessage?: string }[];
let refuseAppendNumber: number | undefined;
let cancels: string[];
let abortAfterRequests: { count: number; controller: AbortController } | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url!, "http://x");
      if (req.method === "DELETE") {
        cancels.push(url.pathname);
        res.writeHead(204).end();
        return;
      }
      const record = (status: string, extra: object = {}) =>
        JSON.stringify({
          sourceId: SOURCE_ID,
          queueItemId: QUEUE_ITEM_ID,
          operationId: OPERATION_ID,
          status,
          ...extra,
        });
      if (req.method === "GET" && url.pathname.includes("/status/")) {
        const next = statuses.shift() ?? { status: "Success" };
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(record(next.status, next.errorMessage ? { errorMessage: next.errorMessage } : {}));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        items: PublishingItem[];
        incompleteData: boolean;
      };
      received.push({ path: url.pathname + url.search, items: body.items, incompleteData: body.incompleteData });
      if (abortAfterRequests !== undefined && received.length === abortAfterRequests.count)
        abortAfterRequests.controller.abort(new Error("caller stopped"));
      if (url.pathname.includes("/append/") && received.length - 1 === refuseAppendNumber) {
        res
          .writeHead(400, { "content-type": "application/problem+json" })
          .end(JSON.stringify({ status: 400, title: "Bad Request", detail: "queue item is not Pending" }));
        return;
      }
      const isStart = url.pathname.endsWith("/start");
      const single = isStart && !body.incompleteData && body.items.length < 500;
      res
        .writeHead(isStart ? (single ? 201 : 202) : 200, { "content-type": "application/json" })
        .end(record(body.incompleteData ? "Pending" : "Completed"));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  client = createClient<paths>({ baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  statuses = [];
  refuseAppendNumber = undefined;
  cancels = [];
  abortAfterRequests = undefined;
});

const item = (n: number): PublishingItem => ({
  entityId: "Customer",
  recordId: String(n),
  data: { Name: `Customer ${n}` },
  isDeleted: false,
});
const items = (count: number) => Array.from({ length: count }, (_, n) => item(n));

describe("no record lost or sent twice: start with the first chunk, append with the rest", () => {
  it("publishes 10,000 items once each, in order, at most 500 a request", async () => {
    const result = await publishRecords(client, { sourceId: SOURCE_ID, items: items(10_000) });
    const sent = received.flatMap((r) => r.items.map((i) => Number(i.recordId)));
    expect(sent).toEqual(Array.from({ length: 10_000 }, (_, n) => n));
    expect(received.every((r) => r.items.length <= 500)).toBe(true);
    expect(received).toHaveLength(20);
    expect(result).toMatchObject({
      queueItemId: QUEUE_ITEM_ID,
      operationId: OPERATION_ID,
      requests: 20,
      records: 10_000,
      synchronous: false,
    });
  });

  it("keeps the queue item Pending (incompleteData true) until the last chunk", () =>
    publishRecords(client, { sourceId: SOURCE_ID, items: items(1_001) }).then(() => {
      expect(
        received.map((r) => [
          r.path.replace(SOURCE_ID, "S").replace(QUEUE_ITEM_ID, "Q"),
          r.items.length,
          r.incompleteData,
        ]),
      ).toEqual([
        ["/api/v1/SourcingData/EnqueueDataBySourceId/S/start", 500, true],
        ["/api/v1/SourcingData/EnqueueDataBySourceId/S/append/Q", 500, true],
        ["/api/v1/SourcingData/EnqueueDataBySourceId/S/append/Q", 1, false],
      ]);
    }));

  it("sends a small set in one start that answers 201 (synchronous), passing the operationId", async () => {
    const result = await publishRecords(client, { sourceId: SOURCE_ID, items: items(3), operationId: OPERATION_ID });
    expect(result.synchronous).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe(
      `/api/v1/SourcingData/EnqueueDataBySourceId/${SOURCE_ID}/start?operationId=${OPERATION_ID}`,
    );
  });

  it("honours a smaller chunk size and refuses one over 500", async () => {
    await publishRecords(client, { sourceId: SOURCE_ID, items: items(10), chunkSize: 4 });
    expect(received.map((r) => r.items.length)).toEqual([4, 4, 2]);
    await expect(publishRecords(client, { sourceId: SOURCE_ID, items: items(10), chunkSize: 501 })).rejects.toThrow(
      "chunkSize must be a whole number from 1 to 500",
    );
  });

  it(
    "cancels the half-built queue item when an append is refused, " +
      "and says which chunk and how many records were sent",
    async () => {
      refuseAppendNumber = 2;
      const error = (await publishRecords(client, { sourceId: SOURCE_ID, items: items(1_200) }).catch(
        (e: unknown) => e,
      )) as PublishingIncompleteError;
      expect(error).toBeInstanceOf(PublishingIncompleteError);
      expect(error.cause).toBeInstanceOf(PublishingRequestError);
      expect(error).toMatchObject({ queueItemId: QUEUE_ITEM_ID, sent: 1000, total: 1200, canceled: true });
      expect(error.message).toBe(
        `publishing stopped after 1000 of 1200 records were confirmed: append of ` +
          `chunk 3/3 (items 1000-1199) answered 400: queue item is not Pending (queue ` +
          `item ${QUEUE_ITEM_ID}); queue item ${QUEUE_ITEM_ID} was canceled`,
      );
      expect(cancels).toEqual([`/api/v1/SourcingData/EnqueueDataBySourceId/${SOURCE_ID}/cancel/${QUEUE_ITEM_ID}`]);
    },
  );

  it("cancels the queue item when the caller aborts between chunks", async () => {
    const controller = new AbortController();
    abortAfterRequests = { count: 2, controller };
    const error = (await publishRecords(client, {
      sourceId: SOURCE_ID,
      items: items(1_500),
      signal: controller.signal,
    }).catch((e: unknown) => e)) as PublishingIncompleteError;
    expect(error).toBeInstanceOf(PublishingIncompleteError);
    // The second request reached the service but its answer never came back: only 500 records are confirmed.
    expect(error).toMatchObject({ sent: 500, canceled: true });
    expect(received).toHaveLength(2);
    expect(cancels).toHaveLength(1);
  });
});

describe("every item is validated before anything is sent", () => {
  it("names the item's index and the missing field, and sends nothing", async () => {
    const bad = items(800);
    bad[612] = { entityId: "Customer", data: {} } as PublishingItem;
    const error = await publishRecords(client, { sourceId: SOURCE_ID, items: bad }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidPublishingItemsError);
    expect((error as InvalidPublishingItemsError).problems).toEqual([
      { index: 612, field: "", message: 'must have property "recordId"' },
    ]);
    expect((error as Error).message).toBe(
      '1 item(s) invalid, nothing was sent:\nitems[612] must have property "recordId"',
    );
    expect(received).toEqual([]);
  });

  it("refuses an item that sets both fields and data (at most one payload form)", async () => {
    const both = { ...item(1), fields: [{ key: "Name", value: "x" }] };
    const error = (await publishRecords(client, { sourceId: SOURCE_ID, items: [item(0), both] }).catch(
      (e: unknown) => e,
    )) as InvalidPublishingItemsError;
    expect(error.problems.map((p) => p.index)).toEqual([1]);
    expect(error.message).toBe(
      "1 item(s) invalid, nothing was sent:\nitems[1] breaks a business rule: only one of fields and data may be set",
    );
    expect(received).toEqual([]);
  });

  it("counts every invalid item and never echoes a value", async () => {
    const bad = items(50).map((i, n) =>
      n % 2 === 0 ? { ...i, recordId: undefined as unknown as string, data: { secret: "s3cr3t-value" } } : i,
    );
    const error = (await publishRecords(client, { sourceId: SOURCE_ID, items: bad }).catch(
      (e: unknown) => e,
    )) as InvalidPublishingItemsError;
    expect(error.invalidCount).toBe(25);
    expect(error.problems).toHaveLength(20);
    expect(error.message).not.toContain("s3cr3t-value");
  });

  it("refuses an empty list", async () => {
    await expect(publishRecords(client, { sourceId: SOURCE_ID, items: [] })).rejects.toThrow(
      "publishRecords needs at least one item",
    );
  });
});

describe("waitForQueueItem polls with backoff until a terminal state", () => {
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  beforeEach(() => {
    waits.length = 0;
  });

  it("returns Success after the non-terminal states, doubling the wait", async () => {
    statuses = [{ status: "Completed" }, { status: "Running" }, { status: "Running" }, { status: "Success" }];
    const outcome = await waitForQueueItem(client, {
      sourceId: SOURCE_ID,
      queueItemId: QUEUE_ITEM_ID,
      initialDelayMs: 100,
      maxDelayMs: 300,
      sleep,
    });
    expect(outcome).toMatchObject({ status: "Success", errorMessage: undefined, polls: 4 });
    expect(waits).toEqual([100, 200, 300]);
  });

  it("returns errorMessage for Failed", async () => {
    statuses = [{ status: "Running" }, { status: "Failed", errorMessage: "Transformation of record 100234 failed." }];
    const outcome = await waitForQueueItem(client, { sourceId: SOURCE_ID, queueItemId: QUEUE_ITEM_ID, sleep });
    expect(outcome).toMatchObject({ status: "Failed", errorMessage: "Transformation of record 100234 failed." });
  });

  it("returns errorMessage for Canceled", async () => {
    statuses = [{ status: "Canceled", errorMessage: "Canceled by user." }];
    expect(await waitForQueueItem(client, { sourceId: SOURCE_ID, queueItemId: QUEUE_ITEM_ID, sleep })).toMatchObject({
      status: "Canceled",
      errorMessage: "Canceled by user.",
    });
  });

  it("gives up after maxPolls with a message naming the queue item", async () => {
    statuses = Array.from({ length: 5 }, () => ({ status: "Running" }));
    await expect(
      waitForQueueItem(client, { sourceId: SOURCE_ID, queueItemId: QUEUE_ITEM_ID, maxPolls: 3, sleep }),
    ).rejects.toThrow(`queue item ${QUEUE_ITEM_ID} did not reach Canceled, Success, Failed within 3 polls`);
  });

  it("stops when the caller aborts", async () => {
    statuses = Array.from({ length: 5 }, () => ({ status: "Running" }));
    const controller = new AbortController();
    const aborting = async () => controller.abort(new Error("stop"));
    await expect(
      waitForQueueItem(client, {
        sourceId: SOURCE_ID,
        queueItemId: QUEUE_ITEM_ID,
        sleep: aborting,
        signal: controller.signal,
      }),
    ).rejects.toThrow("stop");
  });
});
