import type { WebhookCatalogue } from "../catalogue.js";
import { defaultCatalogue, type DefaultEventPayloads } from "../default-catalogue.js";
import { deliveryTampers, startGatewaySimulator, type GatewaySimulator, type GatewaySimulatorOptions } from "./gateway-simulator.js";

/**
 * A local message gateway for consumer teams' tests: a signing key, its JWKS on 127.0.0.1, and
 * `deliver()` for correct or deliberately wrong deliveries. Close it after the tests.
 */
export function createGatewaySimulator<P extends object = DefaultEventPayloads>(
  options: GatewaySimulatorOptions<P> = {},
): Promise<GatewaySimulator<P>> {
  // Without a catalogue option P is its default, the generated payloads, so the cast is exact.
  const catalogue = options.catalogue ?? (defaultCatalogue as unknown as Pick<WebhookCatalogue<P>, "events">);
  return startGatewaySimulator(catalogue, options);
}

export { deliveryTampers };
export {
  DISCOVERY_PATH,
  GATEWAY_DEFAULTS,
  gatewayIssuer,
  gatewayJwksUrl,
  JWKS_PATH,
  type GatewayIdentity,
  type RedeliverySchedule,
} from "./gateway-defaults.js";
export type {
  DeliveryOptions,
  DeliveryResult,
  DeliveryTamper,
  GatewaySimulator,
  GatewaySimulatorOptions,
} from "./gateway-simulator.js";
export type { DeliveryAttempt } from "./delivery.js";
export type { TokenTamper } from "./gateway-signer.js";

// The gateway's building blocks, for tools that act as the message gateway in other ways (the
// conformance kit, the sandbox): one signer, JWKS server and message shape for all of them.
export { GatewaySigner, tokenTampers, type GatewaySignerSettings } from "./gateway-signer.js";
export { startJwksServer, type JwksServer, type ServedDocuments } from "./jwks-server.js";
export { isAcknowledged, postOnce, redeliveryDelayMs, type PostOutcome } from "./delivery.js";
export { contractTypeOf, messageHeaders, messageUrl, type ContractTypeSource, type MessageContext } from "./message-request.js";
