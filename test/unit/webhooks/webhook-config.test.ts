import { describe, expect, it } from "vitest";
import { WebhookConfigError } from "../../../src/webhooks/errors.js";
import { createGatewayKeySet } from "../../../src/webhooks/gateway-key-set.js";
import { buildWebhookHandler } from "../../../src/webhooks/webhook-handler.js";
import type { WebhookHandlerOptions } from "../../../src/webhooks/webhook-options.js";
import { type EventPayloads } from "../../../generated/events/catalogue.js";
import { defaultCatalogue } from "../../../src/webhooks/default-catalogue.js";

const jwksUrl = "https://identity.example/.well-known/jwks";
const handlers = { "PLATFORM.PlatformStore.OrderReleased": async () => undefined };

function build(options: Partial<WebhookHandlerOptions<EventPayloads>>, catalogue = defaultCatalogue) {
  return () =>
    buildWebhookHandler(catalogue, {
      jwksUrl,
      handlers,
      clientId: "message-gateway",
      ...options,
    } as WebhookHandlerOptions<EventPayloads>);
}

describe("createWebhookHandler refuses at start-up", () => {
  it("a handler for a message type the catalogue does not have", () => {
    expect(build({ handlers: { "PLATFORM.PlatformStore.OrderRelease": async () => undefined } as never })).toThrow(
      WebhookConfigError,
    );
  });

  it.each(["constructor", "__proto__", "toString"])("a handler named after the prototype member %s", (name) => {
    const named = Object.defineProperty({}, name, { value: async () => undefined, enumerable: true });
    expect(build({ handlers: named })).toThrow(WebhookConfigError);
  });

  it("a handler that is not a function", () => {
    expect(build({ handlers: { "PLATFORM.PlatformStore.OrderReleased": "run" } as never })).toThrow(WebhookConfigError);
  });

  it("no handler at all", () => {
    expect(build({ handlers: {} })).toThrow(WebhookConfigError);
  });

  it("a catalogue entry without a validator", () => {
    const catalogue = { ...defaultCatalogue, validators: {} };
    expect(build({}, catalogue)).toThrow(WebhookConfigError);
  });

  it("neither jwksUrl nor keySet", () => {
    expect(build({ jwksUrl: undefined })).toThrow(WebhookConfigError);
  });

  it("a fetch beside a keySet, which fetches with its own", () => {
    const keySet = createGatewayKeySet({ jwksUrl });
    expect(build({ jwksUrl: undefined, keySet, fetch } as never)).toThrow(
      new WebhookConfigError("fetch is for jwksUrl: a keySet fetches with its own (createGatewayKeySet's fetch)"),
    );
  });

  it("a fetch that is no function", () => {
    expect(build({ fetch: "global" } as never)).toThrow(
      new WebhookConfigError("fetch must be a function (found string)"),
    );
  });

  it("a jwksUrl over plain http to a remote host", () => {
    expect(build({ jwksUrl: "http://identity.example/.well-known/jwks" })).toThrow(WebhookConfigError);
  });

  it.each(["hooks", "/hooks/../admin", "/hooks%2Fx", "/hooks//x"])("the base path %s", (basePath) => {
    expect(build({ basePath })).toThrow(WebhookConfigError);
  });

  it.each([
    ["maxBodyBytes", { maxBodyBytes: 0 }],
    ["maxMessageIdLength", { maxMessageIdLength: -1 }],
    ["clockToleranceSeconds", { clockToleranceSeconds: Number.NaN }],
    ["retryAfterSeconds", { retryAfterSeconds: Number.POSITIVE_INFINITY }],
  ])("a meaningless %s", (_name, options) => {
    expect(build(options)).toThrow(WebhookConfigError);
  });

  it("accepts a shared key set and a base path with a trailing slash", () => {
    const keySet = createGatewayKeySet({ jwksUrl });
    expect(build({ jwksUrl: undefined, keySet, basePath: "/webhooks/production/" })).not.toThrow();
  });
});
