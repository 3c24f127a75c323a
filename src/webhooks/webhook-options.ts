import type { WebhookCatalogue } from "./catalogue.js";
import type { GatewayKeySet } from "./gateway-key-set.js";
import type { GatewayTokenOptions } from "./gateway-token.js";
import type { IdempotencyStore } from "./idempotency-store.js";
import type { WebhookHandlers } from "./message-context.js";
import type { WebhookRejectionReason } from "./problem.js";

/** Where an error reported to `onError` happened. */
export interface WebhookErrorInfo {
  /**
   * `handler`: a handler threw; `idempotency`: the store failed; `jwks`: the gateway key set could
   * not be fetched, so the delivery was answered 503 (the error's `cause` is the {@link JwksFetchError}
   * saying why); `internal`: a bug in this module.
   */
  readonly phase: "handler" | "idempotency" | "jwks" | "internal";
  /** Message type of the delivery, when the route was read. */
  readonly messageType?: string;
  /** Message id of the delivery, when the route was read. */
  readonly messageId?: string;
  /** Tenant of the delivery, when it was read. */
  readonly tenantId?: string;
}

/** A refused delivery, as reported to `onRejection`: a status and a reason code, safe to log. */
export interface WebhookRejectionInfo {
  /** HTTP status of the answer. */
  readonly status: number;
  /** Why the delivery was refused. */
  readonly reason: WebhookRejectionReason;
}

/** Where the gateway's verification keys come from: a JWKS address, or a key set shared with other code. */
export type WebhookKeySource =
  | {
      /**
       * Address of the identity provider's JWKS (`{idp_url}/.well-known/jwks`): https, or http on a loopback address.
       */
      readonly jwksUrl: string | URL;
      /** The fetch for JWKS requests, such as a sandbox in process's `sandbox.fetch`. Default the global fetch. */
      readonly fetch?: typeof fetch;
      /** Not with jwksUrl. */
      readonly keySet?: never;
    }
  | {
      /** A key set from createGatewayKeySet, for shared caching or tuned cooldowns. */
      readonly keySet: GatewayKeySet;
      /** Not with keySet. */
      readonly jwksUrl?: never;
      /** Not with keySet: a key set fetches with its own (createGatewayKeySet's `fetch`). */
      readonly fetch?: never;
    };

/** Options of createWebhookHandler besides the key source; the token checks are verifyGatewayToken's. */
export interface WebhookHandlerSettings<P> extends Pick<
  GatewayTokenOptions,
  "issuer" | "audience" | "clientId" | "subject" | "maxTokenLength" | "clockToleranceSeconds"
> {
  /**
   * Accept a token of any `client_id` the identity provider signed. Without `clientId` any service
   * account's API token would pass as a gateway token, so leaving `clientId` out needs this set by
   * name. Default false: `clientId` is required.
   */
  readonly acceptAnyClientId?: boolean;
  /**
   * Longest wait for the whole body once the token is verified, in milliseconds; a slower body is answered 408. Default
   * 10000.
   */
  readonly bodyTimeoutMs?: number;
  /** One handler per accepted message type; other message types answer 404. */
  readonly handlers: NoInfer<WebhookHandlers<P>>;
  /** The events and payload validators. Default: the catalogue generated from specs/asyncapi/platform-events.yaml. */
  readonly catalogue?: WebhookCatalogue<P>;
  /**
   * Remembers processed messages by tenant and messageId. Default: an in-memory store, right for a single instance
   * only.
   */
  readonly idempotency?: IdempotencyStore;
  /**
   * Accept plain http: local development and tests only, such as deliveries of the sandbox, `send-event` and
   * `verify-webhook` to an http address. Default false: plain http is answered 403 `insecure_transport`.
   */
  readonly allowInsecureHttp?: boolean;
  /**
   * Believe X-Forwarded-Proto: only when every request reaches this process through a proxy you run that sets it.
   * Default false.
   */
  readonly trustProxy?: boolean;
  /** Path in front of /{messageType}/{contractType}/{messageId}, such as "/webhooks/production". Default "/". */
  readonly basePath?: string;
  /** Largest body accepted, in bytes; checked on Content-Length and while reading. Default 65536. */
  readonly maxBodyBytes?: number;
  /** Longest messageId route segment. Default 128. */
  readonly maxMessageIdLength?: number;
  /** Longest X-UserClaimsExtended header, in characters. Default 8192. */
  readonly maxExtendedClaimsBytes?: number;
  /** Retry-After seconds of 409 (the same message is being processed) and 503 answers. Default 10. */
  readonly retryAfterSeconds?: number;
  /**
   * Told about handler failures, idempotency store failures and JWKS failures, with the error first; the answer stays a
   * 5xx.
   */
  readonly onError?: (error: unknown, info: WebhookErrorInfo) => void;
  /** Told about every refused delivery, for monitoring (no token, header value or body in it). */
  readonly onRejection?: (info: WebhookRejectionInfo) => void;
  /** Clock in milliseconds since the epoch for token times, the JWKS cache and the default store. Default Date.now. */
  readonly now?: () => number;
}

/** Options of createWebhookHandler. */
export type WebhookHandlerOptions<P> = WebhookHandlerSettings<P> & WebhookKeySource;

/** A webhook consumer endpoint as a Web-standard request handler. */
export type WebhookHandler = (request: Request) => Promise<Response>;
