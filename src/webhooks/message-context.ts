import type { ExtendedClaim } from "./extended-claims.js";
import type { GatewayTokenClaims } from "./gateway-token.js";
import type { UserClaims } from "./user-claims.js";

/** Everything about a delivery besides its payload. */
export interface WebhookContext<M extends string = string> {
  /** Routing key of the message (first route segment). */
  readonly messageType: M;
  /** Contract class named by the route. */
  readonly contractType: string;
  /** Unique id of the message (last route segment); redeliveries repeat it. */
  readonly messageId: string;
  /** Tenant assigned to the message (X-Tenant-Id). */
  readonly tenantId: string;
  /** User context of the message (X-UserClaim-* headers). */
  readonly userClaims: UserClaims;
  /** Decoded X-UserClaimsExtended; empty when the header is absent. */
  readonly extendedClaims: readonly ExtendedClaim[];
  /** Verified claims of the gateway token: they describe the channel, not the message. */
  readonly token: GatewayTokenClaims;
}

/** Processes one message; the delivery is acknowledged only after the returned promise resolves. */
export type WebhookEventHandler<T, M extends string = string> = (
  event: T,
  context: WebhookContext<M>,
) => void | Promise<void>;

/** One handler per accepted message type, typed by the catalogue's payload models. */
export type WebhookHandlers<P> = {
  readonly [K in keyof P & string]?: WebhookEventHandler<P[K], K>;
};
