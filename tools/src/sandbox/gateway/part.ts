// The message gateway as a part of the sandbox: its deliveries are stores of the sandbox, so a
// restart sends what was pending when it is due; it POSTs through the pinned transport, which
// connects to the address it checked, and signs with the identity provider's key.
import { brokerPart } from "../broker/part.js";
import { clockPart } from "../clock/clock-part.js";
import { identityPart } from "../identity/module.js";
import type { SandboxPart } from "../kernel/part.js";
import { GATEWAY_DELIVERIES, GATEWAY_STORES } from "./delivery-store.js";
import { createEventGateway, type EventGateway, type EventGatewayOptions } from "./event-gateway.js";
import { createPinnedFetch, type PinnedFetch } from "./pinned-fetch.js";
import { createWebhookAddressCheck, createWebhookAddressResolver } from "./webhook-address.js";

/** The gateway of one sandbox, and the transport its POSTs go through. */
export interface RunningGateway {
  readonly gateway: EventGateway;
  readonly transport: PinnedFetch;
}

/** What the message gateway reads of the sandbox's options. */
export interface GatewaySettings {
  /**
   * Redelivery, timeout and history settings of the message gateway. Default `GATEWAY_DEFAULTS.redelivery` (1 s
   * doubling to 60 s, 10 attempts; 10 s per POST); pending deliveries are always kept, finished ones up to {@link
   * DELIVERIES_PER_TENANT} and {@link DELIVERY_HISTORY_BYTES_PER_TENANT} bytes per tenant.
   */
  gateway?: Pick<
    EventGatewayOptions,
    | "firstRetryMs"
    | "maxBackoffMs"
    | "maxAttempts"
    | "attemptTimeoutMs"
    | "fetch"
    | "deliveriesPerTenant"
    | "deliveryHistoryBytes"
  >;
}

export const gatewayPart: SandboxPart<RunningGateway, GatewaySettings> = {
  name: "gateway",
  stores: GATEWAY_STORES,
  open({ settings, host, services, state, saved, claims, log, instance }) {
    const own = () => ({ ports: services.map((service) => service.port), host });
    // The POSTs connect to the address that was checked, and follow no redirect.
    const transport = createPinnedFetch(createWebhookAddressResolver(own));
    const identity = instance(identityPart);
    const broker = instance(brokerPart);
    const gateway = createEventGateway({
      ...settings.gateway,
      fetch: settings.gateway?.fetch ?? transport.fetch,
      clock: instance(clockPart),
      checkAddress: createWebhookAddressCheck(own),
      signToken: (claims) => identity.signGatewayToken(claims),
      // The JWKS lists the signing key first.
      signingKid: () => identity.jwks().keys[0]?.kid ?? "",
      log,
      beforePost: saved,
      ...(claims === undefined
        ? {}
        : { claimed: (messageId: string) => claims.mine(GATEWAY_DELIVERIES.name, messageId) }),
      scope: state.sandbox,
      ...(broker === undefined ? {} : { broker }),
    });
    return { gateway, transport };
  },
  resume: (_context, { gateway }) => gateway.resume(),
  // Deliveries it already runs keep their place; those taken over are queued or wait for their redelivery.
  takeOver: (_context, { gateway }) => gateway.resume(),
  reset: ({ gateway }) => gateway.clear(),
  async close({ gateway, transport }) {
    await gateway.close();
    transport.close();
  },
};
