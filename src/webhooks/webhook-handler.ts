import { bindHandlers, resolveMessageType, type BoundMessageType, type WebhookCatalogue } from "./catalogue.js";
import { JwksFetchError, WebhookAuthError, WebhookConfigError } from "./errors.js";
import { readExtendedClaims } from "./extended-claims.js";
import { createGatewayKeySet, type GatewayKeySet } from "./gateway-key-set.js";
import { createGatewayTokenVerifier, type GatewayTokenClaims, type GatewayTokenOptions } from "./gateway-token.js";
import { createMemoryIdempotencyStore, type IdempotencyStore } from "./idempotency-store.js";
import type { WebhookContext, WebhookHandlers } from "./message-context.js";
import { readJsonBody } from "./message-body.js";
import { nonNegativeNumber, positiveNumber } from "./options.js";
import { checkPayload } from "./payload.js";
import { acknowledgedResponse, problemResponse, WebhookRejection, type WebhookRejectionReason } from "./problem.js";
import { normalizeBasePath, parseRoute } from "./route.js";
import { readTenantId } from "./tenant.js";
import { requireHttps } from "./transport.js";
import { readUserClaims } from "./user-claims.js";

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

interface AcceptedMessage {
  readonly bound: BoundMessageType;
  readonly context: WebhookContext;
  readonly payload: unknown;
}

function safely(callback: () => void): void {
  try {
    callback();
  } catch {
    // A failing logger must not change what the gateway is told.
  }
}

/** Runs a store call so that a synchronous throw is reported like a rejected promise. */
async function settle(call: () => Promise<void>, onFailure: (error: unknown) => void): Promise<void> {
  try {
    await call();
  } catch (error) {
    onFailure(error);
  }
}

function keySetOf<P>(options: WebhookHandlerOptions<P>, now: () => number): GatewayKeySet {
  if (options.keySet !== undefined) {
    if (options.fetch !== undefined)
      throw new WebhookConfigError("fetch is for jwksUrl: a keySet fetches with its own (createGatewayKeySet's fetch)");
    return options.keySet;
  }
  if (options.jwksUrl === undefined) throw new WebhookConfigError("jwksUrl or keySet is required");
  if (options.fetch !== undefined && typeof options.fetch !== "function")
    throw new WebhookConfigError(`fetch must be a function (found ${typeof options.fetch})`);
  return createGatewayKeySet({
    jwksUrl: options.jwksUrl,
    now,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
}

/**
 * Builds the webhook consumer endpoint over a given catalogue. Checks run cheapest and least
 * revealing first: transport, route and method, then the gateway token, and only for an
 * authenticated caller the headers and the body, so that nobody unauthenticated can make this
 * read or parse a body. 204 is answered only after the handler resolved.
 */
export function buildWebhookHandler<P>(
  catalogue: WebhookCatalogue<P>,
  options: WebhookHandlerOptions<P>,
): WebhookHandler {
  const now = options.now ?? Date.now;
  const boundTypes = bindHandlers(catalogue, options.handlers);
  const keySet = keySetOf(options, now);
  const basePath = normalizeBasePath(options.basePath ?? "/");
  const transport = { allowInsecureHttp: options.allowInsecureHttp === true, trustProxy: options.trustProxy === true };
  if (options.acceptAnyClientId === true && options.clientId !== undefined) {
    throw new WebhookConfigError("clientId and acceptAnyClientId: true contradict each other: give one");
  }
  if (
    options.acceptAnyClientId !== true &&
    (options.clientId === undefined || (Array.isArray(options.clientId) && options.clientId.length === 0))
  ) {
    throw new WebhookConfigError(
      "clientId is required: the gateway's client_id (the channel, for example " +
        "message-gateway); without it any API token of the identity provider passes as " +
        "a gateway token. To accept any client_id, set acceptAnyClientId: true",
    );
  }
  const maxBodyBytes = positiveNumber("maxBodyBytes", options.maxBodyBytes, 65536);
  const bodyTimeoutMs = positiveNumber("bodyTimeoutMs", options.bodyTimeoutMs, 10_000);
  const maxMessageIdLength = positiveNumber("maxMessageIdLength", options.maxMessageIdLength, 128);
  const maxExtendedClaimsBytes = positiveNumber("maxExtendedClaimsBytes", options.maxExtendedClaimsBytes, 8192);
  const retryAfter = String(Math.ceil(positiveNumber("retryAfterSeconds", options.retryAfterSeconds, 10)));
  const store = options.idempotency ?? createMemoryIdempotencyStore({ now });
  const verifyToken = createGatewayTokenVerifier({
    keySet,
    issuer: options.issuer,
    audience: options.audience,
    clientId: options.clientId,
    subject: options.subject,
    clockToleranceSeconds: nonNegativeNumber("clockToleranceSeconds", options.clockToleranceSeconds, 30),
    maxTokenLength: positiveNumber("maxTokenLength", options.maxTokenLength, 8192),
    now,
  });

  function reportError(error: unknown, info: WebhookErrorInfo): void {
    const { onError } = options;
    if (onError !== undefined) safely(() => onError(error, info));
  }

  async function authenticate(request: Request): Promise<GatewayTokenClaims> {
    try {
      return await verifyToken(request.headers.get("authorization"));
    } catch (error) {
      if (!(error instanceof WebhookAuthError)) throw error;
      if (error.reason === "jwks_unavailable") {
        reportError(error, { phase: "jwks" });
        const why =
          error.cause instanceof JwksFetchError
            ? `: the gateway key set could not be fetched (${error.cause.summary})`
            : "";
        throw new WebhookRejection(503, error.reason, {
          detail: `The gateway token cannot be verified right now${why}.`,
          headers: { "Retry-After": retryAfter },
        });
      }
      const challenge =
        error.reason === "missing_authorization" || error.reason === "invalid_scheme"
          ? "Bearer"
          : 'Bearer error="invalid_token"';
      throw new WebhookRejection(401, error.reason, {
        detail: "A valid gateway token is required.",
        headers: { "WWW-Authenticate": challenge },
      });
    }
  }

  async function accept(request: Request): Promise<AcceptedMessage> {
    const url = new URL(request.url);
    requireHttps(url, request.headers, transport);
    const route = parseRoute(url.pathname, basePath, maxMessageIdLength);
    if (request.method !== "POST") {
      throw new WebhookRejection(405, "method_not_allowed", {
        detail: "The message gateway delivers with POST.",
        headers: { Allow: "POST" },
      });
    }
    // Authenticated before the message type is resolved, so that an unauthenticated caller cannot
    // learn which message types this consumer handles.
    const token = await authenticate(request);
    const bound = resolveMessageType(route, boundTypes);
    const tenantId = readTenantId(request.headers);
    const userClaims = readUserClaims(request.headers);
    const extendedClaims = readExtendedClaims(request.headers, maxExtendedClaimsBytes);
    const payload = await readJsonBody(request, maxBodyBytes, bodyTimeoutMs);
    checkPayload(bound.validate, bound.entry.payloadSchema, payload);
    const context: WebhookContext = {
      messageType: route.messageType,
      contractType: route.contractType,
      messageId: route.messageId,
      tenantId,
      userClaims,
      extendedClaims,
      token,
    };
    return { bound, context, payload };
  }

  /** Runs the handler at most once per (tenant, messageId) and acknowledges only a finished run. */
  async function processOnce({ bound, context, payload }: AcceptedMessage): Promise<void> {
    const info = { messageType: context.messageType, messageId: context.messageId, tenantId: context.tenantId };
    // The route forbids '/' in a messageId, so splitting at the last '/' recovers both parts.
    const key = `${context.tenantId}/${context.messageId}`;
    let claim: unknown;
    try {
      claim = await store.claim(key);
    } catch (error) {
      reportError(error, { phase: "idempotency", ...info });
      claim = undefined;
    }
    if (claim === "done") return;
    if (claim === "in-progress") {
      // Answering 2xx here would acknowledge a message whose handler may still fail.
      throw new WebhookRejection(409, "duplicate_in_progress", {
        detail: "This message is being processed; the gateway's redelivery will be answered.",
        headers: { "Retry-After": retryAfter },
      });
    }
    if (claim !== "claimed") {
      throw new WebhookRejection(503, "idempotency_unavailable", {
        detail: "The message cannot be processed right now.",
        headers: { "Retry-After": retryAfter },
      });
    }
    try {
      await bound.handle(payload, context as never);
    } catch (error) {
      await settle(
        () => store.release(key),
        (releaseError) => reportError(releaseError, { phase: "idempotency", ...info }),
      );
      reportError(error, { phase: "handler", ...info });
      throw new WebhookRejection(500, "handler_failed", { detail: "The message could not be processed." });
    }
    // The handler has done its work: acknowledge even if remembering that fails, since a 5xx
    // would make the gateway redeliver and the handler run a second time.
    await settle(
      () => store.complete(key),
      (error) => reportError(error, { phase: "idempotency", ...info }),
    );
  }

  return async function handleWebhookDelivery(request: Request): Promise<Response> {
    try {
      await processOnce(await accept(request));
      return acknowledgedResponse();
    } catch (error) {
      const rejection =
        error instanceof WebhookRejection
          ? error
          : new WebhookRejection(500, "internal_error", { detail: "The message could not be processed." });
      if (!(error instanceof WebhookRejection)) reportError(error, { phase: "internal" });
      const { onRejection } = options;
      if (onRejection !== undefined) {
        safely(() => onRejection({ status: rejection.status, reason: rejection.reason }));
      }
      return problemResponse(rejection);
    }
  };
}
