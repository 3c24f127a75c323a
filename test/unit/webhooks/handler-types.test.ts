import { describe, expectTypeOf, it } from "vitest";
import type { EventPayloads } from "../../../generated/events/catalogue.js";
import type { OrderReleased } from "../../../generated/events/models/index.js";
import type { WebhookCatalogue } from "../../../src/webhooks/catalogue.js";
import { createWebhookHandler } from "../../../src/webhooks/create-webhook-handler.js";
import { createGatewayKeySet } from "../../../src/webhooks/gateway-key-set.js";
import type { WebhookContext } from "../../../src/webhooks/message-context.js";

// Compile-time checks: tsc fails this file when the handler typing regresses. The handlers are
// built but never invoked.
const jwksUrl = "https://identity.example/.well-known/jwks";

describe("handler typing", () => {
  it("types each handler's event by the generated payload model of its message type", () => {
    createWebhookHandler({
      jwksUrl,
      clientId: "message-gateway",
      handlers: {
        "PLATFORM.PlatformStore.OrderReleased": async (event, context) => {
          expectTypeOf(event).toEqualTypeOf<OrderReleased>();
          expectTypeOf(context).toEqualTypeOf<WebhookContext<"PLATFORM.PlatformStore.OrderReleased">>();
        },
        "PLATFORM.DataService.RefreshSourceStatus": async (event) => {
          expectTypeOf(event).toEqualTypeOf<EventPayloads["PLATFORM.DataService.RefreshSourceStatus"]>();
        },
      },
    });
  });

  it("refuses a handler for a message type the catalogue does not have", () => {
    const build = () =>
      // @ts-expect-error: not a message type of the generated catalogue
      createWebhookHandler({ jwksUrl, handlers: { "PLATFORM.PlatformStore.OrderRelease": async () => undefined } });
    expectTypeOf(build).toBeFunction();
  });

  it("takes its payload types from a catalogue passed in", () => {
    interface Custom {
      "Custom.Event": { readonly id: number };
    }
    const custom: WebhookCatalogue<Custom> = {
      events: { "Custom.Event": { messageType: "Custom.Event", contractType: "CustomEvent", payloadSchema: "Custom" } },
      validators: { Custom: () => true },
    };
    createWebhookHandler({
      jwksUrl,
      clientId: "message-gateway",
      catalogue: custom,
      handlers: {
        "Custom.Event": async (event) => {
          expectTypeOf(event).toEqualTypeOf<{ readonly id: number }>();
        },
      },
    });
  });

  it("needs a key source: jwksUrl or keySet", () => {
    // @ts-expect-error: neither jwksUrl nor keySet
    expectTypeOf(() => createWebhookHandler({ handlers: {} })).toBeFunction();
  });

  it("takes a fetch for the JWKS with jwksUrl only: a keySet fetches with its own", () => {
    expectTypeOf(() =>
      createWebhookHandler({ jwksUrl, fetch, clientId: "message-gateway", handlers: {} }),
    ).toBeFunction();
    const keySet = createGatewayKeySet({ jwksUrl, fetch });
    expectTypeOf(() =>
      // @ts-expect-error: fetch is not for a keySet
      createWebhookHandler({ keySet, fetch, clientId: "message-gateway", handlers: {} }),
    ).toBeFunction();
  });
});
