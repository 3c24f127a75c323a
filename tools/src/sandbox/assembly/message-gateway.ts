// Who a sandbox's message gateway is to a webhook, whatever the door: what `RunningSandbox` and
// `InProcessSandbox` both give as `messageGateway`.
import { DISCOVERY_PATH, JWKS_PATH, type RedeliverySchedule } from "../../../../src/webhooks/simulator/index.js";
import type { SandboxRuntime } from "../control/sandbox-runtime.js";

/**
 * Who the sandbox's message gateway is to a webhook, and how it redelivers: configure the webhook's
 * `issuer`, `jwksUrl`, `audience` and `clientId` with these. The same defaults as `send-event` and
 * `verify-webhook` (`GATEWAY_DEFAULTS`), so a webhook configured for one accepts the others.
 */
export interface MessageGatewayIdentity {
  /** `iss` of its tokens: the identity provider's address. */
  readonly issuer: string;
  /** The identity provider's keys, which sign its tokens. */
  readonly jwksUrl: string;
  readonly discoveryUrl: string;
  /** `client_id` and `sub` of its tokens. */
  readonly clientId: string;
  /** `aud` of its tokens. */
  readonly audience: string;
  readonly tokenLifetimeSeconds: number;
  /** After a non-2xx answer or a network error. */
  readonly redelivery: RedeliverySchedule;
  /** Real milliseconds one POST may take, answer included, before it counts as a `TIMEOUT`. */
  readonly attemptTimeoutMs: number;
}

/** Who the runtime's gateway is to a webhook. */
export function messageGatewayIdentity({ identity, gateway }: SandboxRuntime): MessageGatewayIdentity {
  const issuer = identity.issuer;
  return {
    issuer,
    jwksUrl: `${issuer}${JWKS_PATH}`,
    discoveryUrl: `${issuer}${DISCOVERY_PATH}`,
    clientId: gateway.settings.channel,
    audience: gateway.settings.audience,
    tokenLifetimeSeconds: identity.tokenLifetimeSeconds,
    redelivery: gateway.settings.redelivery,
    attemptTimeoutMs: gateway.settings.attemptTimeoutMs,
  };
}
