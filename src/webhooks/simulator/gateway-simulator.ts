import { randomUUID } from "node:crypto";
import { setTimeout as wait } from "node:timers/promises";
import type { JWK, JWTPayload } from "jose";
import type { WebhookCatalogue } from "../catalogue.js";
import { positiveNumber } from "../options.js";
import { postWithRedelivery, type DeliveryAttempt } from "./delivery.js";
import { DISCOVERY_PATH, GATEWAY_DEFAULTS, gatewayIssuer, JWKS_PATH } from "./gateway-defaults.js";
import { GatewaySigner, tokenTampers, type TokenTamper } from "./gateway-signer.js";
import { startJwksServer } from "./jwks-server.js";
import { contractTypeOf, messageHeaders, messageUrl } from "./message-request.js";

/** Every token tamper, and every way a delivery can be made wrong outside the token. */
export const deliveryTampers = [
  ...tokenTampers,
  "no-authorization",
  "basic-scheme",
  "wrong-route",
  "wrong-contract-type",
  "no-tenant",
  "wrong-content-type",
] as const;

/** A token tamper, or a delivery made wrong outside the token. */
export type DeliveryTamper = (typeof deliveryTampers)[number];

/** Options of createGatewaySimulator. */
export interface GatewaySimulatorOptions<P> {
  /** Catalogue whose message types and contract types shape the routes. Default: the generated catalogue. */
  readonly catalogue?: Pick<WebhookCatalogue<P>, "events">;
  /**
   * `iss` of the tokens; configure the webhook's `issuer` with it. Default the JWKS server's origin,
   * `http://127.0.0.1:<jwksPort>`, as the sandbox and the conformance kit do (`gatewayIssuer`).
   */
  readonly issuer?: string;
  /** `aud` of the tokens. Default `GATEWAY_DEFAULTS.audience`, "apiim", the audience of the reference's example. */
  readonly audience?: string;
  /** `client_id` and `sub` of the tokens. Default `GATEWAY_DEFAULTS.clientId`, "message-gateway". */
  readonly clientId?: string;
  /**
   * The private RSA JWK (with its `kid`) to sign with, for example one kept in a file between runs
   * so a consumer's cached key set stays valid. Default a new key per simulator.
   */
  readonly signingKey?: JWK;
  /** Port of the JWKS server on 127.0.0.1. Default 0: a free port. */
  readonly jwksPort?: number;
  /**
   * Lifetime of the tokens in seconds. Default `GATEWAY_DEFAULTS.tokenLifetimeSeconds`, 600, the reference's sample
   * token lifetime.
   */
  readonly tokenLifetimeSeconds?: number;
  /**
   * Clock in milliseconds since the epoch for token times; share it with the webhook's `now` in tests. Default
   * Date.now.
   */
  readonly now?: () => number;
  /** The fetch used to deliver. Default the global fetch. */
  readonly fetch?: typeof fetch;
  /** Waits between attempts. Default a timer; tests pass one that returns at once. */
  readonly sleep?: (milliseconds: number) => Promise<void>;
}

/** Options of one delivery. */
export interface DeliveryOptions {
  /** The messageId route segment. Default a fresh UUID; repeat one to simulate a redelivery. */
  readonly messageId?: string;
  /**
   * The contractType route segment. Default the catalogue's contract type (the message type's last part where the
   * catalogue has none).
   */
  readonly contractType?: string;
  /** X-Tenant-Id. Default "simulator-tenant". */
  readonly tenantId?: string;
  /** X-UserClaim-* headers by claim name, over the defaults (tid = tenant, sub, client_id, iss). */
  readonly userClaims?: Readonly<Record<string, string>>;
  /** Sent Base64-encoded as X-UserClaimsExtended when given. */
  readonly extendedClaims?: ReadonlyArray<{ readonly Key: string; readonly Value: unknown }>;
  /** Extra headers, or replacements of the simulated ones. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Make the delivery wrong on purpose. */
  readonly tamper?: DeliveryTamper;
  /** Extra claims for the gateway token. */
  readonly tokenClaims?: JWTPayload;
  /** Most POSTs of this delivery. Default `GATEWAY_DEFAULTS.redelivery.maxAttempts`, 10. */
  readonly maxAttempts?: number;
  /**
   * Wait before the second POST; doubled for each next one. Default `GATEWAY_DEFAULTS.redelivery.firstRetryMs`, 1000
   * ms.
   */
  readonly initialBackoffMs?: number;
  /** Longest wait between POSTs. Default `GATEWAY_DEFAULTS.redelivery.maxBackoffMs`, 60000 ms. */
  readonly maxBackoffMs?: number;
  /** Told about each POST as it ends. */
  readonly onAttempt?: (attempt: DeliveryAttempt) => void;
}

/** How a delivery went. */
export interface DeliveryResult {
  /** The messageId used. */
  readonly messageId: string;
  /** The address POSTed to. */
  readonly url: string;
  /** True when an answer was 2xx. */
  readonly delivered: boolean;
  /** Every POST in order. */
  readonly attempts: readonly DeliveryAttempt[];
}

/** A local stand-in for the message gateway and the identity provider's JWKS, for consumers' tests. */
export interface GatewaySimulator<P> {
  /** JWKS address to configure the webhook with (`jwksUrl`). */
  readonly jwksUrl: string;
  /** `iss` of the tokens. */
  readonly issuer: string;
  /** `aud` of the tokens. */
  readonly audience: string;
  /** `client_id` and `sub` of the tokens. */
  readonly clientId: string;
  /** Key id of the current signing key. */
  readonly kid: string;
  /** JWKS requests served so far. */
  readonly jwksRequestCount: number;
  /** Signs with a new key; the old one stays published unless `retirePrevious`. Returns the new kid. */
  rotateKey(options?: { readonly retirePrevious?: boolean }): Promise<string>;
  /** A gateway token on its own, for calling verifyGatewayToken directly. */
  signToken(options?: { readonly tamper?: TokenTamper; readonly claims?: JWTPayload }): Promise<string>;
  /** POSTs a delivery to `{webhookUrl}/{messageType}/{contractType}/{messageId}`, redelivering non-2xx answers. */
  deliver<K extends keyof P & string>(
    webhookUrl: string,
    messageType: K,
    payload: P[K],
    options?: DeliveryOptions,
  ): Promise<DeliveryResult>;
  /** Stops the JWKS server. */
  close(): Promise<void>;
}

const TOKEN_TAMPERS: ReadonlySet<string> = new Set<string>(tokenTampers);

function isTokenTamper(tamper: DeliveryTamper | undefined): tamper is TokenTamper {
  return tamper !== undefined && TOKEN_TAMPERS.has(tamper);
}

/** How a delivery is shaped as a request: its route and headers, each made wrong when a tamper asks for it. */
class DeliveryRequests {
  constructor(
    private readonly events: Readonly<Record<string, { readonly contractType: string | null }>>,
    private readonly signer: GatewaySigner,
    private readonly issuer: string,
  ) {}

  route(webhookUrl: string, messageType: string, messageId: string, delivery: DeliveryOptions): string {
    const contractType =
      delivery.tamper === "wrong-contract-type"
        ? "NotTheContractType"
        : (delivery.contractType ?? contractTypeOf(this.events, messageType));
    const url = messageUrl(webhookUrl, messageType, contractType, messageId);
    return delivery.tamper === "wrong-route" ? url.slice(0, url.lastIndexOf("/")) : url;
  }

  async headers(delivery: DeliveryOptions): Promise<Record<string, string>> {
    const tenantId = delivery.tenantId ?? "simulator-tenant";
    const tamper = delivery.tamper;
    const token = await this.signer.sign(isTokenTamper(tamper) ? tamper : undefined, delivery.tokenClaims);
    const headers = messageHeaders({
      tenantId: tamper === "no-tenant" ? undefined : tenantId,
      userClaims: {
        tid: tenantId,
        sub: "simulated-user",
        client_id: "simulated-client",
        iss: this.issuer,
        ...delivery.userClaims,
      },
      extendedClaims: delivery.extendedClaims,
    });
    if (tamper === "wrong-content-type") headers["Content-Type"] = "text/plain";
    if (tamper !== "no-authorization") {
      headers["Authorization"] = tamper === "basic-scheme" ? `Basic ${token}` : `Bearer ${token}`;
    }
    return { ...headers, ...delivery.headers };
  }
}

/**
 * Starts the simulator over a given catalogue: an RS256 key (fresh unless given), its JWKS on a free port of
 * 127.0.0.1, and deliveries shaped as the reference describes (route, Authorization,
 * Content-Type, X-Tenant-Id, X-UserClaim-*), redelivered with backoff like the gateway does.
 */
export async function startGatewaySimulator<P>(
  catalogue: Pick<WebhookCatalogue<P>, "events">,
  options: GatewaySimulatorOptions<P> = {},
): Promise<GatewaySimulator<P>> {
  const audience = options.audience ?? GATEWAY_DEFAULTS.audience;
  const clientId = options.clientId ?? GATEWAY_DEFAULTS.clientId;
  const now = options.now ?? Date.now;
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((milliseconds: number) => wait(milliseconds));
  const tokenLifetimeSeconds = positiveNumber(
    "tokenLifetimeSeconds",
    options.tokenLifetimeSeconds,
    GATEWAY_DEFAULTS.tokenLifetimeSeconds,
  );
  let signer: GatewaySigner | undefined;
  let issuer = options.issuer ?? "";
  const server = await startJwksServer(() => signer?.jwks(), options.jwksPort ?? 0, {
    [DISCOVERY_PATH]: () => ({
      issuer,
      jwks_uri: `${server.origin}${JWKS_PATH}`,
      id_token_signing_alg_values_supported: ["RS256"],
    }),
  });
  issuer = options.issuer ?? gatewayIssuer(server.origin);
  try {
    signer = await GatewaySigner.create({ issuer, audience, clientId, tokenLifetimeSeconds, now }, options.signingKey);
  } catch (error) {
    await server.close();
    throw error;
  }
  const gatewaySigner = signer;
  const events = catalogue.events as Readonly<Record<string, { readonly contractType: string | null }>>;

  const requests = new DeliveryRequests(events, gatewaySigner, issuer);

  return {
    jwksUrl: server.url,
    issuer,
    audience,
    clientId,
    get kid() {
      return gatewaySigner.kid;
    },
    get jwksRequestCount() {
      return server.requestCount;
    },
    rotateKey: (rotation) => gatewaySigner.rotateKey(rotation?.retirePrevious === true),
    signToken: (signing) => gatewaySigner.sign(signing?.tamper, signing?.claims),
    async deliver(webhookUrl, messageType, payload, delivery = {}) {
      const messageId = delivery.messageId ?? randomUUID();
      const url = requests.route(webhookUrl, messageType, messageId, delivery);
      const body = JSON.stringify(payload);
      const attempts = await postWithRedelivery(
        url,
        async () => ({ method: "POST", headers: await requests.headers(delivery), body }),
        {
          maxAttempts: positiveNumber("maxAttempts", delivery.maxAttempts, GATEWAY_DEFAULTS.redelivery.maxAttempts),
          initialBackoffMs: positiveNumber(
            "initialBackoffMs",
            delivery.initialBackoffMs,
            GATEWAY_DEFAULTS.redelivery.firstRetryMs,
          ),
          maxBackoffMs: positiveNumber("maxBackoffMs", delivery.maxBackoffMs, GATEWAY_DEFAULTS.redelivery.maxBackoffMs),
          sleep,
          onAttempt: delivery.onAttempt,
        },
        fetchImpl,
      );
      const delivered = attempts.some(
        (attempt) => attempt.status !== null && attempt.status >= 200 && attempt.status < 300,
      );
      return { messageId, url, delivered, attempts };
    },
    close: () => server.close(),
  };
}
