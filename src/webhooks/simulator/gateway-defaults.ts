// The message gateway as every stand-in of this package presents it: the sandbox's gateway, the
// gateway simulator (and so `send-event`) and the conformance kit (`verify-webhook`). One set of
// values, so a webhook configured for one of them accepts the others' deliveries.
import { identityProviderOperations, securityScopes } from "../../../generated/facts.js";

/** Where an identity provider publishes its signing keys (the reference's jwks address). */
export const JWKS_PATH = identityProviderOperations.getJsonWebKeySet.path;
/** Where an identity provider publishes its discovery document. */
export const DISCOVERY_PATH = identityProviderOperations.getOpenIdConfiguration.path;

/**
 * Wait before the first redelivery, before the second, and so on: each the double of the one before, at most
 * `maxBackoffMs`.
 */
export interface RedeliverySchedule {
  /** Wait after the first failed POST, in milliseconds. */
  readonly firstRetryMs: number;
  /** Longest wait between two POSTs, in milliseconds. */
  readonly maxBackoffMs: number;
  /** Most POSTs of one message. */
  readonly maxAttempts: number;
}

/** Claims, token lifetime and redelivery schedule of the gateway's deliveries. */
export interface GatewayIdentity {
  /**
   * `client_id` and `sub` of the gateway tokens ("The JWT claims (iss, sub, client_id) describe the
   * channel only"); the channel's name is not shown in the reference.
   */
  readonly clientId: string;
  /** `aud` of the gateway tokens: `apiim`, the audience of the reference's RefreshSourceStatus example. */
  readonly audience: string;
  /** Lifetime of a gateway token in seconds: 600, the reference's sample token lifetime. */
  readonly tokenLifetimeSeconds: number;
  /**
   * Redelivery after a non-2xx answer or a network error (delivery rule 2): 1 s doubling to 60 s,
   * 10 attempts. "The redelivery schedule and the number of attempts: not shown", so this is the
   * package's choice, long enough to outlast a consumer's restart or a 30 s JWKS cooldown.
   */
  readonly redelivery: RedeliverySchedule;
}

/** The defaults of every gateway stand-in of this package. */
export const GATEWAY_DEFAULTS: GatewayIdentity = Object.freeze({
  clientId: "message-gateway",
  audience: securityScopes["data-integration"][0],
  tokenLifetimeSeconds: 600,
  redelivery: Object.freeze({ firstRetryMs: 1_000, maxBackoffMs: 60_000, maxAttempts: 10 }),
});

/**
 * The issuer of a gateway whose identity provider serves `origin` (`http://127.0.0.1:<port>`): the
 * origin itself, with the keys at `{origin}/.well-known/jwks` and discovery beside them, as the
 * sandbox's identity provider does. A webhook configured with a port's issuer and JWKS address
 * accepts the sandbox's, `send-event`'s and `verify-webhook`'s tokens served on that port.
 */
export function gatewayIssuer(origin: string): string {
  return new URL(origin).origin;
}

/** The JWKS address of the identity provider at `origin`. */
export function gatewayJwksUrl(origin: string): string {
  return `${gatewayIssuer(origin)}${JWKS_PATH}`;
}
