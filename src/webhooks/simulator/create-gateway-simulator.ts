import type { WebhookCatalogue } from "../catalogue.js";
import { defaultCatalogue, type DefaultEventPayloads } from "../default-catalogue.js";
import { startGatewaySimulator, type GatewaySimulator, type GatewaySimulatorOptions } from "./gateway-simulator.js";

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
