// What every gateway test file sets up: the sandbox clock (moved only by advance(), so attempt and
// retry times are exact and no real timer comes due), an identity provider that signs gateway tokens,
// a consumer running the package's webhook handler, and a gateway closed after each test.
import { afterAll, afterEach, beforeAll } from "vitest";
import { createSandboxClock } from "../../../../tools/src/sandbox/kernel/clock.js";
import {
  createEventGateway,
  type EventGateway,
  type EventGatewayOptions,
  type PublishedMessage,
} from "../../../../tools/src/sandbox/gateway/index.js";
import { startIdentityServer, type IdentityServer } from "../identity/identity-http.js";
import { startConsumer, type Consumer } from "../../../support/webhook-consumer.js";

export const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
export const ORDER_RELEASED = "PLATFORM.PlatformStore.OrderReleased";
export const orderReleased = {
  orderId: "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
  productId: "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
  vendorCode: "12345678|CZ",
};

export interface GatewayHarness {
  readonly clock: ReturnType<typeof createSandboxClock>;
  readonly idp: IdentityServer;
  readonly consumer: Consumer;
  /** A gateway signing with the sandbox identity; retries 30 s apart unless told, so only clock.advance fires them. */
  readonly startGateway: (options?: Partial<EventGatewayOptions>) => EventGateway;
  /** An OrderReleased for the consumer, with `extra` on top. */
  readonly released: (extra?: Partial<PublishedMessage>) => PublishedMessage;
}

/** Registers the file's hooks; call once at the top of a test file. */
export function useGatewayHarness(): GatewayHarness {
  const clock = createSandboxClock(() => Date.UTC(2026, 10, 23, 10, 0, 0));
  let idp: IdentityServer;
  let consumer: Consumer;
  let gateway: EventGateway | undefined;
  beforeAll(async () => {
    idp = await startIdentityServer(clock);
    consumer = await startConsumer(idp.issuer, clock);
  });
  afterAll(async () => {
    await consumer.close();
    await idp.close();
  });
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    consumer.requests.length = 0;
    consumer.handled.length = 0;
    consumer.rejections.length = 0;
    consumer.interfere.length = 0;
  });
  return {
    clock,
    get idp() {
      return idp;
    },
    get consumer() {
      return consumer;
    },
    startGateway(options = {}) {
      gateway = createEventGateway({
        clock,
        signToken: (claims) => idp.identity.signGatewayToken(claims),
        firstRetryMs: 30_000,
        ...options,
      });
      return gateway;
    },
    released: (extra = {}) => ({
      tenantId: TENANT,
      webhookUrl: consumer.webhookUrl,
      messageType: ORDER_RELEASED,
      payload: orderReleased,
      headers: { "X-VendorCode": "12345678|CZ" },
      ...extra,
    }),
  };
}
