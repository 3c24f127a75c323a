import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import createClient from "openapi-fetch";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { paths } from "../../../generated/types/order-integration.js";
import {
  InvalidOrderStatusError,
  OrderStatusMoveError,
  allowedMoves,
  isTerminal,
  reportTechnicalFailure,
  setApplicationUrl,
  setOrderStatus,
  type OrderState,
} from "../../../src/orders/index.js";
import type { OrderClient } from "../../../src/clients/index.js";

const ORDER_ID = "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a";

/** A fake order service: keeps one order's status and applies the reference's moves. */
let server: Server;
let client: OrderClient;
let current: OrderState;
let answer412: boolean;
let calls: { method: string; url: string; body?: unknown }[];

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : undefined;
}

async function answerOrder(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  calls.push({ method: req.method!, url: req.url!, body });
  if (req.method === "GET") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ id: ORDER_ID, currentStatusInfo: { systemStatus: current } }));
  } else if (answer412) {
    res.writeHead(412, { "content-type": "application/problem+json" });
    res.end(JSON.stringify({ status: 412, title: "Precondition Failed", detail: "status not allowed" }));
  } else {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ id: "3a9c5e7b-2d4f-4b6a-8c1e-7f9a0b2c4d6e" }));
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void answerOrder(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  client = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  current = null;
  answer412 = false;
  calls = [];
});

const posts = () => calls.filter((c) => c.method === "POST");

describe("the order status machine comes from the spec", () => {
  it("a released order (no status) moves only to Validation", () => expect(allowedMoves(null)).toEqual(["Validation"]));
  it("Validation moves to Confirmed or Fail", () => expect(allowedMoves("Validation")).toEqual(["Confirmed", "Fail"]));
  it("Confirmed moves only to Done", () => expect(allowedMoves("Confirmed")).toEqual(["Done"]));
  it("Done and Fail are terminal", () => {
    expect([isTerminal("Done"), isTerminal("Fail"), isTerminal("Confirmed"), isTerminal(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(allowedMoves("Done")).toEqual([]);
    expect(allowedMoves("Fail")).toEqual([]);
  });
});

describe("a disallowed move is refused before calling", () => {
  it("refuses Fail from Confirmed without sending SetStatus, naming where the order is", async () => {
    current = "Confirmed";
    const call = setOrderStatus(client, {
      orderId: ORDER_ID,
      status: { systemStatus: "Fail", severity: "Info", message: "Customer insolvent." },
    });
    await expect(call).rejects.toThrow(`order ${ORDER_ID} is in Confirmed; it cannot move to Fail (allowed: Done)`);
    expect(posts()).toEqual([]);
  });

  it("reads the current status with GET Order when the caller does not know it", async () => {
    current = "Validation";
    await setOrderStatus(client, {
      orderId: ORDER_ID,
      status: { systemStatus: "Confirmed", severity: "Info", message: "Confirmed." },
    });
    expect(calls.map((c) => c.method)).toEqual(["GET", "POST"]);
    expect(calls[0]!.url).toBe(`/api/v1/Order/${ORDER_ID}?orderAccessType=Vendor`);
  });

  it("trusts a current status the caller passes and skips the read", async () => {
    await setOrderStatus(client, {
      orderId: ORDER_ID,
      currentStatus: null,
      status: { systemStatus: "Validation", severity: "Info", message: "Received." },
    });
    expect(calls.map((c) => c.method)).toEqual(["POST"]);
  });

  it("says a terminal status allows no move", async () => {
    const call = setOrderStatus(client, {
      orderId: ORDER_ID,
      currentStatus: "Done",
      status: { systemStatus: "Validation", severity: "Info", message: "Again." },
    });
    await expect(call).rejects.toThrow("is in Done; it cannot move to Validation (Done is terminal)");
  });
});

describe("on 412 the client reads currentStatusInfo and says where the order really is", () => {
  it("throws OrderStatusMoveError refused by the service with the order's real status", async () => {
    current = "Fail";
    answer412 = true;
    const error = await setOrderStatus(client, {
      orderId: ORDER_ID,
      currentStatus: "Validation",
      status: { systemStatus: "Confirmed", severity: "Info", message: "Confirmed." },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderStatusMoveError);
    expect(error).toMatchObject({ current: "Fail", requested: "Confirmed", refusedBy: "service" });
    expect(calls.map((c) => c.method)).toEqual(["POST", "GET"]);
  });
});

describe("a technical failure (severity Error) changes nothing, so it is never refused", () => {
  it("sends severity Error with an informative systemStatus even from a terminal state", async () => {
    current = "Done";
    await reportTechnicalFailure(client, {
      orderId: ORDER_ID,
      systemStatus: "Validation",
      message: "Deployment backend unreachable.",
      details: ["ECONNRESET"],
    });
    expect(posts()[0]!.body).toEqual({
      systemStatus: "Validation",
      severity: "Error",
      message: "Deployment backend unreachable.",
      details: ["ECONNRESET"],
    });
    expect(calls.map((c) => c.method)).toEqual(["POST"]);
  });
});

describe("a call without systemStatus only updates custom properties", () => {
  it("sends ApplicationUrl as a custom property with severity Info and no systemStatus, in any state", async () => {
    current = "Done";
    await setApplicationUrl(client, { orderId: ORDER_ID, applicationUrl: "https://app.example.com/customer-42" });
    expect(posts()[0]!.body).toEqual({
      severity: "Info",
      message: "Application address updated.",
      customProperties: [{ key: "ApplicationUrl", value: "https://app.example.com/customer-42" }],
    });
  });

  it("refuses severity Error without systemStatus (the schema says Info or Warning), naming the field", async () => {
    const call = setOrderStatus(client, { orderId: ORDER_ID, status: { severity: "Error", message: "x" } });
    await expect(call).rejects.toBeInstanceOf(InvalidOrderStatusError);
    await expect(call).rejects.toThrow(
      'SetStatus body $.severity must be one of "Info", "Warning": "A ' +
        "call without systemStatus only updates custom properties.",
    );
    expect(calls).toEqual([]);
  });

  it("names the allowed values of an enum the body breaks, and keeps each problem", async () => {
    const error = await setOrderStatus(client, {
      orderId: ORDER_ID,
      status: { systemStatus: "Confirmed", severity: "Fatal" as "Info", message: "x" },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidOrderStatusError);
    expect((error as Error).message).toBe('SetStatus body $.severity must be one of "Info", "Warning", "Error"');
    expect((error as InvalidOrderStatusError).problems).toEqual([
      { path: "SetStatus body $.severity", pointer: "/severity", message: 'must be one of "Info", "Warning", "Error"' },
    ]);
    expect(calls).toEqual([]);
  });
});
