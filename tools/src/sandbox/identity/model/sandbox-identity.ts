import type { JWK, JWTPayload } from "jose";
import {
  DiscoveryDocumentScopesSupportedContains,
  securityScopes,
  TokenResponseFacts,
} from "../../../../../generated/facts.js";
import type { SandboxClock } from "../../kernel/clock.js";
import type { TokenAnswer, TokenErrorBody } from "./token-answers.js";
import { authenticate, type AuthenticateOptions, type Authentication } from "./authenticate.js";
import { discoveryDocument, type DiscoveryDocumentBody } from "./discovery.js";
import { createSandboxState } from "../../kernel/state.js";
import type { SandboxScope } from "../../kernel/store.js";
import { CLIENT_LOCKOUT } from "./client-lockout.js";
import { createIdentityRegistry, IDENTITY_ACCOUNTS, IDENTITY_TENANTS, type IdentityRegistry } from "./registry.js";
import { SIGNING_KEYS, type SigningKeys } from "./signing-keys.js";
import { requestToken, type TokenRequestInput, type TokenResponseBody } from "./token-endpoint.js";

/** Options of {@link createSandboxIdentity}. */
export interface SandboxIdentityOptions {
  /** The sandbox's one clock: token `iat` and `exp` are read from it and checked against it. */
  readonly clock: SandboxClock;
  /**
   * `iss` of every token and base of the discovery addresses, such as `http://127.0.0.1:4012`; a trailing slash is
   * dropped.
   */
  readonly issuer: string;
  /**
   * `expires_in` and `exp - iat` of access tokens, in seconds. Default 600, the reference's sample lifetime
   * (`x-sample-expires-in` of TokenResponse).
   */
  readonly tokenLifetimeSeconds?: number;
  /**
   * `aud` of access tokens and gateway tokens. Default `apiim`, the audience the reference's gateway token example
   * shows.
   */
  readonly audience?: string;
  /**
   * `scopes_supported` of discovery; a token request for another scope is invalid_scope. Default `openid apiim`, the
   * scopes the reference lists (what DiscoveryDocument's `scopes_supported` contains).
   */
  readonly scopesSupported?: readonly string[];
  /**
   * The scope granted when a token request sends none (RFC 6749 section 3.3 default). Default `apiim`, the scope the
   * data service requires.
   */
  readonly defaultScope?: string;
  /** Where its tenants, service accounts, keys and lockout counters are kept. Default a scope of its own. */
  readonly scope?: SandboxScope;
}

/** The sandbox's identity provider, framework-free: the router maps its requests onto these calls. */
export interface SandboxIdentity extends IdentityRegistry {
  /** `iss` of its tokens. */
  readonly issuer: string;
  /** `aud` of its tokens. */
  readonly audience: string;
  /** Lifetime of its access and gateway tokens in seconds. */
  readonly tokenLifetimeSeconds: number;
  /** Body of `GET /.well-known/openid-configuration`. */
  discovery(): DiscoveryDocumentBody;
  /** Body of `GET /.well-known/jwks`: the signing key and the keys rotated out but not retired. */
  jwks(): { readonly keys: readonly JWK[] };
  /** Answers `POST /connect/token` (client credentials) with a token or an RFC 6749 section 5.2 error. */
  token(request: TokenRequestInput): Promise<TokenAnswer<TokenResponseBody | TokenErrorBody>>;
  /** Checks the Authorization header of a service call: a {@link Caller} or a 401/403 refusal to send as it is. */
  authenticate(authorizationHeader: string | null | undefined, options?: AuthenticateOptions): Promise<Authentication>;
  /**
   * Signs the JWT of a webhook delivery with the same key as access tokens, so a consumer
   * configured with this issuer and `/.well-known/jwks` verifies it. `iss`, `aud`, `iat` and `exp`
   * are set unless `claims` gives them.
   */
  signGatewayToken(claims?: JWTPayload): Promise<string>;
  /**
   * Signs with a new key from now on; the previous keys stay in the JWKS unless `retirePrevious`. Returns the new kid.
   */
  rotateKey(options?: { readonly retirePrevious?: boolean }): string;
  /** Forgets every tenant and service account (the keys stay, so consumers' JWKS caches stay right). */
  clear(): void;
  /** The key ring in its saved form, and taking a saved one back (a restart keeps signing with the same keys). */
  readonly keys: Pick<SigningKeys, "save" | "restore">;
}

/** What the identity provider holds, in load order: tenants before the accounts that name them. */
export const IDENTITY_STORES = [IDENTITY_TENANTS, IDENTITY_ACCOUNTS, SIGNING_KEYS, CLIENT_LOCKOUT] as const;

function positiveSeconds(name: string, value: number | undefined, fallback: number): number {
  const seconds = value ?? fallback;
  if (!Number.isInteger(seconds) || seconds <= 0)
    throw new RangeError(`${name} must be a positive whole number of seconds, got ${String(value)}`);
  return seconds;
}

/** An identity provider with one fresh RS256 key, no tenants and no service accounts. */
export function createSandboxIdentity(options: SandboxIdentityOptions): SandboxIdentity {
  if (typeof options.issuer !== "string" || !URL.canParse(options.issuer)) {
    throw new TypeError(`issuer must be an absolute URL, got ${JSON.stringify(options.issuer)}`);
  }
  const issuer = options.issuer.replace(/(?<!\/)\/+$/, "");
  const clock = options.clock;
  const tokenLifetimeSeconds = positiveSeconds(
    "tokenLifetimeSeconds",
    options.tokenLifetimeSeconds,
    TokenResponseFacts.sampleExpiresIn,
  );
  // "The scope `apiim` is required by the data service"; the reference's gateway token has it as its audience too.
  const audience = options.audience ?? securityScopes["data-integration"][0];
  const scopesSupported = options.scopesSupported ?? DiscoveryDocumentScopesSupportedContains;
  const defaultScope = options.defaultScope ?? securityScopes["data-integration"][0];
  const scope = options.scope ?? createSandboxState(IDENTITY_STORES).sandbox;
  const registry = createIdentityRegistry(scope);
  // Read from the scope at each use: a reset, an import or a restore replaces what it holds.
  const settings = {
    registry,
    clock,
    issuer,
    audience,
    tokenLifetimeSeconds,
    scopesSupported,
    defaultScope,
    get keys() {
      return scope.get(SIGNING_KEYS);
    },
    get lockout() {
      return scope.get(CLIENT_LOCKOUT);
    },
  };

  return {
    issuer,
    audience,
    tokenLifetimeSeconds,
    tenants: registry.tenants,
    serviceAccounts: registry.serviceAccounts,
    discovery: () => discoveryDocument(issuer, scopesSupported),
    jwks: () => settings.keys.jwks(),
    token: (request) => requestToken(request, settings),
    authenticate: (authorizationHeader, required = {}) => authenticate(authorizationHeader, required, settings),
    signGatewayToken(claims = {}) {
      const issuedAt = Math.floor(clock.now() / 1000);
      return settings.keys.sign({
        iss: issuer,
        aud: audience,
        iat: issuedAt,
        exp: issuedAt + tokenLifetimeSeconds,
        ...claims,
      });
    },
    rotateKey: (rotation) => settings.keys.rotate(rotation?.retirePrevious === true),
    keys: { save: () => settings.keys.save(), restore: (saved) => settings.keys.restore(saved) },
    clear() {
      registry.serviceAccounts.clear();
      registry.tenants.clear();
      settings.lockout.clear();
    },
  };
}
