// The lines `sandbox`, `send-event` and `verify-webhook` print about the gateway they act as: what a
// webhook must be configured with to accept its deliveries, in one layout for all three.
import type { RedeliverySchedule } from "../../../src/webhooks/simulator/index.js";

/** What a command prints about its gateway; `redelivery` where the command redelivers. */
export interface PrintedGateway {
  readonly issuer: string;
  readonly jwksUrl: string;
  readonly clientId: string;
  readonly audience: string;
  readonly redelivery?: RedeliverySchedule;
  readonly attemptTimeoutMs?: number;
}

const seconds = (milliseconds: number) => `${milliseconds / 1000} s`;

/** The gateway's identity, one value a line, under a heading that says what to do with it. */
export function gatewayIdentityLines(gateway: PrintedGateway): string[] {
  const lines = [
    "Message gateway (configure your webhook with these):",
    `  issuer      ${gateway.issuer}`,
    `  JWKS        ${gateway.jwksUrl}`,
    `  client_id   ${gateway.clientId} (also sub)`,
    `  audience    ${gateway.audience}`,
  ];
  if (gateway.redelivery !== undefined) {
    const { firstRetryMs, maxBackoffMs, maxAttempts } = gateway.redelivery;
    const perPost = gateway.attemptTimeoutMs === undefined ? "" : `, ${seconds(gateway.attemptTimeoutMs)} per POST`;
    lines.push(
      `  redelivery  after a non-2xx answer or a network error: ${seconds(firstRetryMs)} ` +
        `doubling to ${seconds(maxBackoffMs)}, ${maxAttempts} attempts${perPost}`,
    );
  }
  return lines;
}
