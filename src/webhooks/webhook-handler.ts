import { bindHandlers, resolveMessageType, type BoundMessageType, type WebhookCatalogue } from "./catalogue.js";
import { JwksFetchError, WebhookAuthError, WebhookConfigError } from "./errors.js";
import { readExtendedClaims } from "./extended-claims.js";
import { createGatewayKeySet, type GatewayKeySet } from "./gateway-key-set.js";
import { createGatewayTokenVerifier, type GatewayTokenClaims } from "./gateway-token.js";
import { createMemoryIdempotencyStore, type IdempotencyStore } from "./idempotency-store.js";
import type { WebhookContext } from "./message-context.js";
import { readJsonBody } from "./message-body.js";
import { nonNegativeNumber, positiveNumber } from "./options.js";
import { checkPayload } from "./payload.js";
import { acknowledgedResponse, problemResponse, WebhookRejection } from "./problem.js";
import { normalizeBasePath, parseRoute, type WebhookRoute } from "./route.js";
import { readTenantId } from "./tenant.js";
import { requireHttps } from "./transport.js";
import { readUserClaims } from "./user-claims.js";
import type { WebhookErrorInfo, WebhookHandler, WebhookHandlerOptions } from "./webhook-options.js";

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

/** The gateway's client_id is named, or any client_id accepted by name: never both, never neither. */
function checkClientIdChoice<P>(options: WebhookHandlerOptions<P>): void {
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
}

/** The limits a delivery is held to, each checked once when the handler is built. */
interface DeliveryLimits {
  readonly maxBodyBytes: number;
  readonly bodyTimeoutMs: number;
  readonly maxMessageIdLength: number;
  readonly maxExtendedClaimsBytes: number;
  /** Retry-After of 409 and 503 answers, as the header's value. */
  readonly retryAfter: string;
}

function deliveryLimits<P>(options: WebhookHandlerOptions<P>): DeliveryLimits {
  return {
    maxBodyBytes: positiveNumber("maxBodyBytes", options.maxBodyBytes, 65536),
    bodyTimeoutMs: positiveNumber("bodyTimeoutMs", options.bodyTimeoutMs, 10_000),
    maxMessageIdLength: positiveNumber("maxMessageIdLength", options.maxMessageIdLength, 128),
    maxExtendedClaimsBytes: positiveNumber("maxExtendedClaimsBytes", options.maxExtendedClaimsBytes, 8192),
    retryAfter: String(Math.ceil(positiveNumber("retryAfterSeconds", options.retryAfterSeconds, 10))),
  };
}

/**
 * The webhook consumer endpoint over a given catalogue. Checks run cheapest and least revealing first: transport, route
 * and method, then the gateway token, and only for an authenticated caller the headers and the body, so that nobody
 * unauthenticated can make this read or parse a body. 204 is answered only after the handler resolved.
 */
class WebhookEndpoint<P> {
  private readonly boundTypes: ReadonlyMap<string, BoundMessageType>;
  private readonly basePath: string;
  private readonly transport: { readonly allowInsecureHttp: boolean; readonly trustProxy: boolean };
  private readonly limits: DeliveryLimits;
  private readonly store: IdempotencyStore;
  private readonly verifyToken: (authorizationHeader: string | null | undefined) => Promise<GatewayTokenClaims>;

  constructor(
    catalogue: WebhookCatalogue<P>,
    private readonly options: WebhookHandlerOptions<P>,
  ) {
    const now = options.now ?? Date.now;
    this.boundTypes = bindHandlers(catalogue, options.handlers);
    const keySet = keySetOf(options, now);
    this.basePath = normalizeBasePath(options.basePath ?? "/");
    this.transport = { allowInsecureHttp: options.allowInsecureHttp === true, trustProxy: options.trustProxy === true };
    checkClientIdChoice(options);
    this.limits = deliveryLimits(options);
    this.store = options.idempotency ?? createMemoryIdempotencyStore({ now });
    this.verifyToken = createGatewayTokenVerifier({
      keySet,
      issuer: options.issuer,
      audience: options.audience,
      clientId: options.clientId,
      subject: options.subject,
      clockToleranceSeconds: nonNegativeNumber("clockToleranceSeconds", options.clockToleranceSeconds, 30),
      maxTokenLength: positiveNumber("maxTokenLength", options.maxTokenLength, 8192),
      now,
    });
  }

  async handle(request: Request): Promise<Response> {
    try {
      await this.processOnce(await this.accept(request));
      return acknowledgedResponse();
    } catch (error) {
      const rejection =
        error instanceof WebhookRejection
          ? error
          : new WebhookRejection(500, "internal_error", { detail: "The message could not be processed." });
      if (!(error instanceof WebhookRejection)) this.reportError(error, { phase: "internal" });
      const { onRejection } = this.options;
      if (onRejection !== undefined) {
        safely(() => onRejection({ status: rejection.status, reason: rejection.reason }));
      }
      return problemResponse(rejection);
    }
  }

  private reportError(error: unknown, info: WebhookErrorInfo): void {
    const { onError } = this.options;
    if (onError !== undefined) safely(() => onError(error, info));
  }

  private async authenticate(request: Request): Promise<GatewayTokenClaims> {
    try {
      return await this.verifyToken(request.headers.get("authorization"));
    } catch (error) {
      if (!(error instanceof WebhookAuthError)) throw error;
      if (error.reason === "jwks_unavailable") {
        this.reportError(error, { phase: "jwks" });
        const why =
          error.cause instanceof JwksFetchError
            ? `: the gateway key set could not be fetched (${error.cause.summary})`
            : "";
        throw new WebhookRejection(503, error.reason, {
          detail: `The gateway token cannot be verified right now${why}.`,
          headers: { "Retry-After": this.limits.retryAfter },
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

  private async accept(request: Request): Promise<AcceptedMessage> {
    const url = new URL(request.url);
    requireHttps(url, request.headers, this.transport);
    const route = parseRoute(url.pathname, this.basePath, this.limits.maxMessageIdLength);
    if (request.method !== "POST") {
      throw new WebhookRejection(405, "method_not_allowed", {
        detail: "The message gateway delivers with POST.",
        headers: { Allow: "POST" },
      });
    }
    // Authenticated before the message type is resolved, so that an unauthenticated caller cannot
    // learn which message types this consumer handles.
    const token = await this.authenticate(request);
    const bound = resolveMessageType(route, this.boundTypes);
    const context = this.readContext(request.headers, route, token);
    const payload = await readJsonBody(request, this.limits.maxBodyBytes, this.limits.bodyTimeoutMs);
    checkPayload(bound.validate, bound.entry.payloadSchema, payload);
    return { bound, context, payload };
  }

  private readContext(headers: Headers, route: WebhookRoute, token: GatewayTokenClaims): WebhookContext {
    return {
      messageType: route.messageType,
      contractType: route.contractType,
      messageId: route.messageId,
      tenantId: readTenantId(headers),
      userClaims: readUserClaims(headers),
      extendedClaims: readExtendedClaims(headers, this.limits.maxExtendedClaimsBytes),
      token,
    };
  }

  /** Runs the handler at most once per (tenant, messageId) and acknowledges only a finished run. */
  private async processOnce({ bound, context, payload }: AcceptedMessage): Promise<void> {
    const info = { messageType: context.messageType, messageId: context.messageId, tenantId: context.tenantId };
    // The route forbids '/' in a messageId, so splitting at the last '/' recovers both parts.
    const key = `${context.tenantId}/${context.messageId}`;
    if (!(await this.claim(key, info))) return;
    try {
      await bound.handle(payload, context as never);
    } catch (error) {
      await settle(
        () => this.store.release(key),
        (releaseError) => this.reportError(releaseError, { phase: "idempotency", ...info }),
      );
      this.reportError(error, { phase: "handler", ...info });
      throw new WebhookRejection(500, "handler_failed", { detail: "The message could not be processed." });
    }
    // The handler has done its work: acknowledge even if remembering that fails, since a 5xx
    // would make the gateway redeliver and the handler run a second time.
    await settle(
      () => this.store.complete(key),
      (error) => this.reportError(error, { phase: "idempotency", ...info }),
    );
  }

  /** Whether this delivery is the one to run the handler; false when the message was already processed. */
  private async claim(key: string, info: Omit<WebhookErrorInfo, "phase">): Promise<boolean> {
    let claim: unknown;
    try {
      claim = await this.store.claim(key);
    } catch (error) {
      this.reportError(error, { phase: "idempotency", ...info });
      claim = undefined;
    }
    if (claim === "done") return false;
    if (claim === "in-progress") {
      // Answering 2xx here would acknowledge a message whose handler may still fail.
      throw new WebhookRejection(409, "duplicate_in_progress", {
        detail: "This message is being processed; the gateway's redelivery will be answered.",
        headers: { "Retry-After": this.limits.retryAfter },
      });
    }
    if (claim !== "claimed") {
      throw new WebhookRejection(503, "idempotency_unavailable", {
        detail: "The message cannot be processed right now.",
        headers: { "Retry-After": this.limits.retryAfter },
      });
    }
    return true;
  }
}

/** Builds the webhook consumer endpoint over a given catalogue (createWebhookHandler's, the catalogue resolved). */
export function buildWebhookHandler<P>(
  catalogue: WebhookCatalogue<P>,
  options: WebhookHandlerOptions<P>,
): WebhookHandler {
  const endpoint = new WebhookEndpoint(catalogue, options);
  return async function handleWebhookDelivery(request: Request): Promise<Response> {
    return endpoint.handle(request);
  };
}
