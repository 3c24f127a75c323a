// The receiver: the message types this service consumes, each handler run only after the gateway's
// token, the route, the headers and the payload were verified; a redelivered message (same tenant
// and messageId) is acknowledged without running its handler again.
import { createWebhookHandler, type WebhookHandler } from "@integration-platform/contracts/webhooks";

/** The events this service consumes. */
export const MESSAGE_TYPES = [
  "PLATFORM.PlatformStore.OrderReleased",
  "PLATFORM.DataService.RecordCreated",
  "PLATFORM.DataService.RecordUpdated",
  "PLATFORM.DataService.RecordDeleted",
] as const;

export interface ReceiverOptions {
  /** `{idp_url}/.well-known/jwks` of the identity provider that signs the gateway's tokens. */
  readonly jwksUrl: string;
  /** `iss` of the gateway's tokens: the identity provider's issuer. */
  readonly issuer: string;
  /** `aud` of the gateway's tokens. Default `apiim`. */
  readonly audience?: string;
  /** Accept plain http (local runs and tests only). Default false. */
  readonly allowInsecureHttp?: boolean;
}

export interface Receiver {
  readonly handler: WebhookHandler;
  /** How often a message was processed: the conformance kit checks redeliveries run once. */
  timesProcessed(messageId: string): number;
}

export function createReceiver(options: ReceiverOptions): Receiver {
  const processed = new Map<string, number>();
  const process = async (payload: unknown, context: { messageId: string; messageType: string; tenantId: string }) => {
    processed.set(context.messageId, (processed.get(context.messageId) ?? 0) + 1);
    console.log(
      `${context.messageType} ${context.messageId} for tenant ${context.tenantId}: ${JSON.stringify(payload)}`,
    );
  };
  const handler = createWebhookHandler({
    jwksUrl: options.jwksUrl,
    issuer: options.issuer,
    audience: options.audience ?? "apiim",
    clientId: "message-gateway",
    allowInsecureHttp: options.allowInsecureHttp ?? false,
    handlers: Object.fromEntries(MESSAGE_TYPES.map((messageType) => [messageType, process])),
  });
  return { handler, timesProcessed: (messageId) => processed.get(messageId) ?? 0 };
}
