import { randomUUID } from "node:crypto";
import {
  compactVerify,
  exportJWK,
  exportSPKI,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JWK,
  type JWTHeaderParameters,
  type JWTPayload,
} from "jose";
import { GATEWAY_DEFAULTS } from "./gateway-defaults.js";

/** Every way the signer can make a token wrong on purpose, one per attack or mistake a consumer must refuse. */
export const tokenTampers = [
  "expired",
  "not-yet-valid",
  "missing-exp",
  "bad-signature",
  "alg-none",
  "alg-none-capitalised",
  "alg-none-uppercase",
  "alg-none-mixed-case",
  "hs256-key-confusion",
  "unknown-kid",
  "foreign-key-known-kid",
  "embedded-jwk",
  "jku-header",
  "x5u-header",
  "tampered-claims",
  "wrong-issuer",
  "wrong-audience",
] as const;

export type TokenTamper = (typeof tokenTampers)[number];

interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
  readonly publicJwk: JWK;
}

/** What every token of a signer says about the channel. */
export interface GatewaySignerSettings {
  readonly issuer: string;
  readonly audience: string;
  /** `client_id` and `sub` of the tokens. Default `GATEWAY_DEFAULTS.clientId`, "message-gateway". */
  readonly clientId?: string | undefined;
  readonly tokenLifetimeSeconds: number;
  readonly now: () => number;
}

async function newSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  return { kid, privateKey, publicKey, publicJwk };
}

// Spellings of "none" that a case-insensitive algorithm lookup would still take for no signature.
const NONE_SPELLINGS: Readonly<Record<string, string>> = {
  "alg-none": "none",
  "alg-none-capitalised": "None",
  "alg-none-uppercase": "NONE",
  "alg-none-mixed-case": "nOnE",
};

/** Where a token's jku or x5u header points when the caller names no address. */
export const DEFAULT_ATTACKER_KEY_URL = "https://attacker.invalid/.well-known/jwks";

const PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi"] as const;

/**
 * A signing key from a private RSA JWK, so a key kept between runs keeps its kid and a consumer's
 * cached key set stays valid. A JWK that is not one names what is wrong.
 */
async function signingKeyFromJwk(jwk: JWK): Promise<SigningKey> {
  if (jwk.kty !== "RSA") throw new TypeError(`signingKey: kty must be "RSA" (found ${JSON.stringify(jwk.kty)})`);
  if (typeof jwk.kid !== "string" || jwk.kid === "") throw new TypeError("signingKey: kid must be a non-empty string");
  const missing = (["n", "e", ...PRIVATE_MEMBERS] as const).filter((member) => typeof jwk[member] !== "string");
  if (missing.length > 0) throw new TypeError(`signingKey: a private RSA JWK needs ${missing.join(", ")}`);
  if (jwk.alg !== undefined && jwk.alg !== "RS256")
    throw new TypeError(`signingKey: alg must be RS256 (found ${JSON.stringify(jwk.alg)})`);
  const publicJwk: JWK = { kty: "RSA", n: jwk.n, e: jwk.e, kid: jwk.kid, alg: "RS256", use: "sig" };
  // Node 24 refuses to import a private key whose modulus is not p·q ("Invalid keyData"), Node 20 imports it and the
  // probe below finds it: the same sum first names the damaged half alike on every Node.
  if (unsigned(jwk.n!) !== unsigned(jwk.p!) * unsigned(jwk.q!))
    throw new TypeError("signingKey: its public half (n, e) does not verify what its private half signs");
  let privateKey: CryptoKey;
  let publicKey: CryptoKey;
  try {
    privateKey = (await importJWK({ ...jwk, alg: "RS256" }, "RS256")) as CryptoKey;
    publicKey = (await importJWK(publicJwk, "RS256")) as CryptoKey;
  } catch (error) {
    throw new TypeError(`signingKey: not a usable RS256 key: ${(error as Error).message}`, { cause: error });
  }
  // Importing checks the encoding only; a damaged number would sign tokens nobody can verify.
  const probe = await new SignJWT({})
    .setProtectedHeader({ alg: "RS256" })
    .sign(privateKey)
    .catch(() => undefined);
  if (
    probe === undefined ||
    !(await compactVerify(probe, publicKey).then(
      () => true,
      () => false,
    ))
  ) {
    throw new TypeError("signingKey: its public half (n, e) does not verify what its private half signs");
  }
  return { kid: jwk.kid, privateKey, publicKey, publicJwk };
}

function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** Signs gateway tokens with a local RSA key and publishes its public half, old keys included until retired. */
export class GatewaySigner {
  // One stranger's key serves every tamper that needs one; RSA key generation is slow.
  private attacker: Promise<SigningKey> | undefined;

  private constructor(
    private readonly settings: GatewaySignerSettings,
    private current: SigningKey,
    private published: readonly SigningKey[],
  ) {}

  /** A signer with `signingKey` (a private RSA JWK with a kid), or with a new key. */
  static async create(settings: GatewaySignerSettings, signingKey?: JWK): Promise<GatewaySigner> {
    const key = signingKey === undefined ? await newSigningKey() : await signingKeyFromJwk(signingKey);
    return new GatewaySigner(settings, key, [key]);
  }

  /** Key id of the key that signs now. */
  get kid(): string {
    return this.current.kid;
  }

  /** The JWKS document: the current key and, unless retired, the keys before it. */
  jwks(): { readonly keys: readonly JWK[] } {
    return { keys: this.published.map((key) => key.publicJwk) };
  }

  /** The JWKS of the stranger's key that signs the forged tokens, for serving where a jku or x5u header points. */
  async attackerJwks(): Promise<{ readonly keys: readonly JWK[] }> {
    return { keys: [(await this.attackerKey()).publicJwk] };
  }

  private attackerKey(): Promise<SigningKey> {
    this.attacker ??= newSigningKey();
    return this.attacker;
  }

  /** Signs with a new key from now on, like an identity provider rotating its keys. */
  async rotateKey(retirePrevious: boolean): Promise<string> {
    const key = await newSigningKey();
    this.published = retirePrevious ? [key] : [key, ...this.published];
    this.current = key;
    return key.kid;
  }

  private claims(tamper: TokenTamper | undefined, extra: JWTPayload): JWTPayload {
    const issuedAt = Math.floor(this.settings.now() / 1000);
    const claims: JWTPayload = {
      iss: tamper === "wrong-issuer" ? `${this.settings.issuer}/not-the-issuer` : this.settings.issuer,
      aud: tamper === "wrong-audience" ? "not-the-audience" : this.settings.audience,
      sub: this.settings.clientId ?? GATEWAY_DEFAULTS.clientId,
      client_id: this.settings.clientId ?? GATEWAY_DEFAULTS.clientId,
      jti: randomUUID(),
      iat: tamper === "expired" ? issuedAt - 7200 : issuedAt,
      nbf: tamper === "not-yet-valid" ? issuedAt + 3600 : tamper === "expired" ? issuedAt - 7200 : issuedAt,
      exp: tamper === "expired" ? issuedAt - 3600 : issuedAt + this.settings.tokenLifetimeSeconds,
      ...extra,
    };
    if (tamper === "missing-exp") delete claims.exp;
    return claims;
  }

  /**
   * A token as the message gateway sends it, or made wrong in the way `tamper` names; `keyUrl` is
   * where the jku and x5u headers point.
   */
  async sign(tamper?: TokenTamper, extraClaims: JWTPayload = {}, keyUrl = DEFAULT_ATTACKER_KEY_URL): Promise<string> {
    const claims = this.claims(tamper, extraClaims);
    const none = tamper === undefined ? undefined : NONE_SPELLINGS[tamper];
    if (none !== undefined)
      return `${encodeSegment({ alg: none, kid: this.current.kid, typ: "JWT" })}.${encodeSegment(claims)}.`;
    switch (tamper) {
      case "hs256-key-confusion": {
        // The classic confusion attack: the public key, which anyone can fetch, used as an HMAC secret.
        const secret = new TextEncoder().encode(await exportSPKI(this.current.publicKey));
        return new SignJWT(claims).setProtectedHeader({ alg: "HS256", kid: this.current.kid, typ: "JWT" }).sign(secret);
      }
      case "unknown-kid":
      case "foreign-key-known-kid":
      case "embedded-jwk":
      case "jku-header":
      case "x5u-header": {
        const attacker = await this.attackerKey();
        return new SignJWT(claims)
          .setProtectedHeader(this.forgedHeader(tamper, attacker, keyUrl))
          .sign(attacker.privateKey);
      }
      default: {
        const token = await new SignJWT(claims)
          .setProtectedHeader({ alg: "RS256", kid: this.current.kid, typ: "JWT" })
          .sign(this.current.privateKey);
        const [header, payload, signature = ""] = token.split(".");
        if (tamper === "tampered-claims") {
          // A genuine signature over claims changed afterwards: a day more of validity, another subject.
          const changed = { ...claims, sub: "someone-else", exp: (claims.exp ?? 0) + 86400 };
          return `${header}.${encodeSegment(changed)}.${signature}`;
        }
        if (tamper !== "bad-signature") return token;
        // The first character carries six full bits of the signature, unlike the last one.
        const flipped = (signature.startsWith("A") ? "B" : "A") + signature.slice(1);
        return `${header}.${payload}.${flipped}`;
      }
    }
  }

  /** The protected header of a token signed by a stranger's key, presented as the tamper names. */
  private forgedHeader(tamper: TokenTamper, attacker: SigningKey, keyUrl: string): JWTHeaderParameters {
    switch (tamper) {
      case "foreign-key-known-kid":
        return { alg: "RS256", kid: this.current.kid, typ: "JWT" };
      case "embedded-jwk":
        return { alg: "RS256", kid: this.current.kid, typ: "JWT", jwk: attacker.publicJwk };
      case "jku-header":
        return { alg: "RS256", kid: attacker.kid, typ: "JWT", jku: keyUrl };
      case "x5u-header":
        return { alg: "RS256", kid: attacker.kid, typ: "JWT", x5u: keyUrl };
      default:
        return { alg: "RS256", kid: randomUUID(), typ: "JWT" };
    }
  }
}

/** A JWK member (base64url, big-endian) as the unsigned integer it encodes. */
function unsigned(member: string): bigint {
  const hex = Buffer.from(member, "base64url").toString("hex");
  return hex === "" ? 0n : BigInt(`0x${hex}`);
}
