// createWebhookHandler requires the gateway's client_id unless told by name to accept any, and a
// body that does not arrive in time is answered 408 (issue 21 finding 10).
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "../../../src/webhooks/default-catalogue.js";
import { WebhookConfigError } from "../../../src/webhooks/errors.js";
import { buildWebhookHandler } from "../../../src/webhooks/webhook-handler.js";
import type { WebhookHandlerOptions } from "../../../src/webhooks/webhook-options.js";
import type { EventPayloads } from "../../../generated/events/catalogue.js";
import { expectRefused, sharedHarness } from "./support/harness.js";

const jwksUrl = "https://identity.example/.well-known/jwks";
const handlers = { "PLATFORM.PlatformStore.OrderReleased": async () => undefined };
const build = (options: Partial<WebhookHandlerOptions<EventPayloads>>) => () =>
  buildWebhookHandler(defaultCatalogue, { jwksUrl, handlers, ...options } as WebhookHandlerOptions<EventPayloads>);

describe("clientId is required unless acceptAnyClientId: true is set by name", () => {
  it("no clientId is refused at start-up, saying why and how to opt out", () => {
    expect(build({})).toThrow(
      new WebhookConfigError(
        "clientId is required: the gateway's client_id (the channel, for example " +
          "message-gateway); without it any API token of the identity provider passes as " +
          "a gateway token. To accept any client_id, set acceptAnyClientId: true",
      ),
    );
  });
  it.each([
    ["an empty list", { clientId: [] as string[] }],
    ["acceptAnyClientId: false", { acceptAnyClientId: false }],
    ["acceptAnyClientId given as a string", { acceptAnyClientId: "true" as never }],
    ["acceptAnyClientId given as 1", { acceptAnyClientId: 1 as never }],
  ])("%s is refused like no clientId", (_, options) => {
    expect(build(options)).toThrow(/^clientId is required/);
  });
  it("clientId together with acceptAnyClientId: true is refused as a contradiction", () => {
    expect(build({ clientId: "message-gateway", acceptAnyClientId: true })).toThrow(
      "clientId and acceptAnyClientId: true contradict each other: give one",
    );
  });
  it.each([
    ["a clientId", { clientId: "message-gateway" }],
    ["a list of client ids", { clientId: ["message-gateway", "grpc-gateway"] }],
    ["acceptAnyClientId: true", { acceptAnyClientId: true }],
  ])("%s starts", (_, options) => {
    expect(build(options)).not.toThrow();
  });
});

describe("with clientId a token of another client of the same identity provider is refused", () => {
  const { harness, own } = sharedHarness();

  it.each([
    ["an ordinary service account's client_id", { client_id: "erp", sub: "erp" }],
    ["a client_id differing only in case", { client_id: "Message-Gateway" }],
    ["a client_id with a suffix", { client_id: "message-gateway-2" }],
    ["a client_id as a list", { client_id: ["message-gateway"] }],
    ["a client_id that is a number", { client_id: 7 }],
    ["an empty client_id", { client_id: "" }],
  ])("%s is 401 and no handler runs", async (_, claims) => {
    const token = await harness().simulator.signToken({ claims });
    const sent = await harness().send({ token });
    expectRefused(sent, 401);
    expect(harness().handled).toEqual([]);
  });
  it("a token without client_id is 401", async () => {
    const token = await harness().simulator.signToken({ claims: { client_id: undefined } });
    expectRefused(await harness().send({ token }), 401);
  });
  it("the gateway's own client_id is accepted", async () => {
    const sent = await harness().send();
    expect(sent.response.status).toBe(204);
    expect(harness().handled).toHaveLength(1);
  });
  it(
    "with acceptAnyClientId: true any client_id of the " + "identity provider is accepted (the opt-out, by name)",
    async () => {
      const lax = await own({ acceptAnyClientId: true });
      const token = await lax.simulator.signToken({ claims: { client_id: "erp", sub: "erp" } });
      expect((await lax.send({ token })).response.status).toBe(204);
    },
  );
});

describe("a body that does not arrive within bodyTimeoutMs is answered 408", () => {
  const { own } = sharedHarness();
  const trickle = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("{"));
      },
    });

  it("a body that never ends gets 408 Request Timeout naming the limit, and no handler runs", async () => {
    const harness = await own({ bodyTimeoutMs: 20 });
    const sent = await harness.send({ body: trickle() });
    const problem = expectRefused(sent, 408);
    expect(problem).toMatchObject({ title: "Request Timeout", detail: "The body did not arrive within 20 ms." });
    expect(sent.response.headers.get("connection")).toBe("close");
    expect(harness.handled).toEqual([]);
  });
  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])("bodyTimeoutMs %s is refused at start-up", (bodyTimeoutMs) => {
    expect(build({ clientId: "message-gateway", bodyTimeoutMs })).toThrow(WebhookConfigError);
  });
});
