import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  compactVerify,
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type JSONWebKeySet,
  type JWTPayload,
} from "jose";
import { eventCatalogue } from "../../../generated/events/catalogue.js";
import type { ConformanceKit } from "../../../tools/src/conformance/index.js";
import type { WebhookCatalogue } from "../../../src/webhooks/catalogue.js";
import { createWebhookHandler } from "../../../src/webhooks/create-webhook-handler.js";
import { defaultCatalogue, type DefaultEventPayloads } from "../../../src/webhooks/default-catalogue.js";
import { createGatewayKeySet, type GatewayKeySet } from "../../../src/webhooks/gateway-key-set.js";
import type { WebhookContext, WebhookHandlers } from "../../../src/webhooks/message-context.js";
import { toNodeListener } from "../../../src/webhooks/node-listener.js";
import type { WebhookHandler, WebhookHandlerSettings } from "../../../src/webhooks/webhook-options.js";
import type { TestClock } from "../webhooks/support/clock.js";

/** The endpoints of the self-test: the package's handler, and ones broken in one way each. */
export type EndpointKind =
  | "correct"
  | "no-signature-check"
  | "no-expiry-check"
  | "no-audience-check"
  | "no-payload-validation"
  | "no-route-check"
  | "no-idempotency"
  | "jwks-fetch-per-token"
  | "follows-jku"
  | "jwks-on-a-bad-port";

export interface TestEndpoint {
  readonly webhookUrl: string;
  /** Runs of the handler by messageId, as the handler's own hook sees them. */
  timesProcessed(messageId: string): number;
  close(): Promise<void>;
}

const BASE_PATH = "/hooks";
const messageTypes = Object.keys(eventCatalogue);

function countingHandlers(counts: Map<string, number>): WebhookHandlers<DefaultEventPayloads> {
  const count = async (_payload: unknown, context: WebhookContext) => {
    counts.set(context.messageId, (counts.get(context.messageId) ?? 0) + 1);
  };
  return Object.fromEntries(messageTypes.map((messageType) => [messageType, count]));
}

/**
 * A front that hands the inner handler a token re-signed by a key only the two share, carrying
 * the claims `claimsOf` lets through: so the inner handler's checks of the claims still run,
 * while its signature or expiry check sees only what the broken front decided.
 */
async function resigning(claimsOf: (token: string) => Promise<JWTPayload | undefined>) {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const keySet: GatewayKeySet = { getKey: async () => publicKey, requestCount: 0 };
  const wrap =
    (inner: WebhookHandler): WebhookHandler =>
    async (request) => {
      const [scheme, token] = (request.headers.get("authorization") ?? "").split(" ");
      const claims =
        scheme === "Bearer" && token !== undefined ? await claimsOf(token).catch(() => undefined) : undefined;
      if (claims === undefined) return inner(request);
      const headers = new Headers(request.headers);
      headers.set(
        "authorization",
        `Bearer ${await new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: "front" }).sign(privateKey)}`,
      );
      return inner(
        new Request(request.url, {
          method: request.method,
          headers,
          body: request.body,
          duplex: "half",
        } as RequestInit),
      );
    };
  return { keySet, wrap };
}

/** A route front that takes the first segment as message type when it is one, and the last as messageId. */
function ignoringRoute(listener: (request: IncomingMessage, response: ServerResponse) => void) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const segments = (request.url ?? "")
      .slice(BASE_PATH.length)
      .split("/")
      .filter((segment) => segment !== "");
    const messageType = messageTypes.includes(segments[0] ?? "")
      ? (segments[0] as keyof typeof eventCatalogue)
      : "PLATFORM.DataService.EnqueueDataStatusChanged";
    const contractType = eventCatalogue[messageType].contractType ?? "Any";
    request.url = `${BASE_PATH}/${messageType}/${contractType}/${segments.at(-1) ?? "none"}`;
    listener(request, response);
  };
}

/** Starts one endpoint on a free port of 127.0.0.1, configured with the kit's JWKS, issuer and audience. */
export async function startEndpoint(kit: ConformanceKit, clock: TestClock, kind: EndpointKind): Promise<TestEndpoint> {
  const counts = new Map<string, number>();
  const kitKeys = createGatewayKeySet({ jwksUrl: kit.jwksUrl, now: clock.now });
  const settings: WebhookHandlerSettings<DefaultEventPayloads> = {
    issuer: kit.issuer,
    audience: kit.audience,
    clientId: "message-gateway",
    basePath: BASE_PATH,
    allowInsecureHttp: true,
    now: clock.now,
    handlers: countingHandlers(counts),
  };
  let handler: WebhookHandler;
  switch (kind) {
    case "no-signature-check": {
      const front = await resigning(async (token) => decodeJwt(token));
      handler = front.wrap(createWebhookHandler({ ...settings, keySet: front.keySet }));
      break;
    }
    case "no-expiry-check": {
      const front = await resigning(async (token) => {
        const { payload } = await compactVerify(token, (header) => kitKeys.getKey(header), { algorithms: ["RS256"] });
        const { exp: _exp, nbf: _nbf, ...claims } = JSON.parse(new TextDecoder().decode(payload)) as JWTPayload;
        return { ...claims, exp: Math.floor(clock.now() / 1000) + 600 };
      });
      handler = front.wrap(createWebhookHandler({ ...settings, keySet: front.keySet }));
      break;
    }
    case "no-audience-check": {
      const { audience: _audience, ...rest } = settings;
      handler = createWebhookHandler({ ...rest, keySet: kitKeys });
      break;
    }
    case "no-payload-validation": {
      const validators = Object.fromEntries(
        Object.keys(defaultCatalogue.validators).map((title) => [title, () => true]),
      );
      const catalogue: WebhookCatalogue<DefaultEventPayloads> = { events: defaultCatalogue.events, validators };
      handler = createWebhookHandler({ ...settings, catalogue, keySet: kitKeys });
      break;
    }
    case "jwks-fetch-per-token": {
      const keySet: GatewayKeySet = {
        getKey: async (header) => createLocalJWKSet((await (await fetch(kit.jwksUrl)).json()) as JSONWebKeySet)(header),
        requestCount: 0,
      };
      handler = createWebhookHandler({ ...settings, keySet });
      break;
    }
    case "follows-jku": {
      const front = await resigning(async (token) => {
        const { jku } = decodeProtectedHeader(token);
        if (jku === undefined) return undefined;
        const keys = createLocalJWKSet((await (await fetch(jku)).json()) as JSONWebKeySet);
        return (await jwtVerify(token, keys, { algorithms: ["RS256"] })).payload;
      });
      const inner = createWebhookHandler({ ...settings, keySet: front.keySet });
      const genuine = createWebhookHandler({ ...settings, keySet: kitKeys });
      handler = async (request) => {
        const token = (request.headers.get("authorization") ?? "").split(" ")[1] ?? "";
        const named = await Promise.resolve()
          .then(() => decodeProtectedHeader(token).jku !== undefined)
          .catch(() => false);
        return named ? front.wrap(inner)(request) : genuine(request);
      };
      break;
    }
    case "jwks-on-a-bad-port": {
      // Configured with a JWKS port the fetch standard blocks (5060), as a user's endpoint was.
      handler = createWebhookHandler({ ...settings, jwksUrl: "http://127.0.0.1:5060/.well-known/jwks" });
      break;
    }
    case "no-idempotency": {
      const idempotency = {
        claim: async () => "claimed" as const,
        complete: async () => undefined,
        release: async () => undefined,
      };
      handler = createWebhookHandler({ ...settings, idempotency, keySet: kitKeys });
      break;
    }
    default:
      handler = createWebhookHandler({ ...settings, keySet: kitKeys });
  }
  const listener = toNodeListener(handler);
  const server = createServer(kind === "no-route-check" ? ignoringRoute(listener) : listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    webhookUrl: `http://127.0.0.1:${port}${BASE_PATH}`,
    timesProcessed: (messageId) => counts.get(messageId) ?? 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
