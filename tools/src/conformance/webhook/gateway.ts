import {
  DISCOVERY_PATH,
  GATEWAY_DEFAULTS,
  gatewayIssuer,
  GatewaySigner,
  JWKS_PATH,
  startJwksServer,
  type JwksServer,
} from "../../../../src/webhooks/simulator/index.js";

/**
 * Where a forged token's jku header points: the kit serves the forger's key there, to see whether the endpoint fetches
 * it.
 */
export const JKU_PATH = "/attacker/jwks";
/** Where a forged token's x5u header points. */
export const X5U_PATH = "/attacker/x5u";

/** Options of the kit's stand-in for the message gateway and the identity provider. */
export interface KitGatewayOptions {
  /** `iss` of the tokens. Default the server's own origin, `http://127.0.0.1:<port>` (`gatewayIssuer`). */
  readonly issuer?: string | undefined;
  /** `aud` of the tokens. Default `GATEWAY_DEFAULTS.audience`, "apiim". */
  readonly audience?: string | undefined;
  /** `client_id` and `sub` of the tokens. Default `GATEWAY_DEFAULTS.clientId`, "message-gateway". */
  readonly clientId?: string | undefined;
  /** Port on 127.0.0.1 of the JWKS and discovery. Default 0: a free port. */
  readonly jwksPort?: number | undefined;
  /** Clock in milliseconds since the epoch for token times. Default Date.now. */
  readonly now?: (() => number) | undefined;
}

/** The kit's signing key and the server that publishes it. */
export interface KitGateway {
  readonly signer: GatewaySigner;
  readonly server: JwksServer;
  readonly issuer: string;
  readonly audience: string;
  readonly clientId: string;
  readonly jwksUrl: string;
  readonly discoveryUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the identity provider's side as the endpoint sees it: the JWKS and the discovery
 * document, plus the forger's key where jku and x5u headers point, every request counted.
 */
export async function startKitGateway(options: KitGatewayOptions = {}): Promise<KitGateway> {
  let signer: GatewaySigner | undefined;
  let issuer = options.issuer ?? "";
  const server = await startJwksServer(() => signer?.jwks(), options.jwksPort ?? 0, {
    [DISCOVERY_PATH]: () => ({
      issuer,
      jwks_uri: `${server.origin}${JWKS_PATH}`,
      id_token_signing_alg_values_supported: ["RS256"],
    }),
    [JKU_PATH]: () => signer?.attackerJwks(),
    [X5U_PATH]: () => signer?.attackerJwks(),
  });
  issuer = options.issuer ?? gatewayIssuer(server.origin);
  try {
    signer = await GatewaySigner.create({
      issuer,
      audience: options.audience ?? GATEWAY_DEFAULTS.audience,
      clientId: options.clientId,
      tokenLifetimeSeconds: GATEWAY_DEFAULTS.tokenLifetimeSeconds,
      now: options.now ?? Date.now,
    });
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    signer,
    server,
    issuer,
    audience: options.audience ?? GATEWAY_DEFAULTS.audience,
    clientId: options.clientId ?? GATEWAY_DEFAULTS.clientId,
    jwksUrl: server.url,
    discoveryUrl: `${server.origin}${DISCOVERY_PATH}`,
    close: () => server.close(),
  };
}
