import { randomUUID } from "node:crypto";
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWK, type JWTPayload } from "jose";

/** Ways to make a gateway token wrong on purpose, one per attack or mistake a consumer must refuse. */
/** Every way the signer can make a token wrong on purpose. */
export const tokenTampers = ["expired", "not-yet-valid", "missing-exp", "bad-signature", "alg-none", "hs256-key-confusion", "unknown-kid", "embedded-jwk", "wrong-issuer", "wrong-audience"] as const;

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
  readonly tokenLifetimeSeconds: number;
  readonly now: () => number;
}

async function newSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  return { kid, privateKey, publicKey, publicJwk };
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

  static async create(settings: GatewaySignerSettings): Promise<GatewaySigner> {
    const key = await newSigningKey();
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
      sub: "message-gateway",
      client_id: "message-gateway",
      jti: randomUUID(),
      iat: tamper === "expired" ? issuedAt - 7200 : issuedAt,
      nbf: tamper === "not-yet-valid" ? issuedAt + 3600 : tamper === "expired" ? issuedAt - 7200 : issuedAt,
      exp: tamper === "expired" ? issuedAt - 3600 : issuedAt + this.settings.tokenLifetimeSeconds,
      ...extra,
    };
    if (tamper === "missing-exp") delete claims.exp;
    return claims;
  }

  /** A token as the message gateway sends it, or made wrong in the way `tamper` names. */
  async sign(tamper?: TokenTamper, extraClaims: JWTPayload = {}): Promise<string> {
    const claims = this.claims(tamper, extraClaims);
    switch (tamper) {
      case "alg-none":
        return `${encodeSegment({ alg: "none", kid: this.current.kid, typ: "JWT" })}.${encodeSegment(claims)}.`;
      case "hs256-key-confusion": {
        // The classic confusion attack: the public key, which anyone can fetch, used as an HMAC secret.
        const secret = new TextEncoder().encode(await exportSPKI(this.current.publicKey));
        return new SignJWT(claims).setProtectedHeader({ alg: "HS256", kid: this.current.kid, typ: "JWT" }).sign(secret);
      }
      case "unknown-kid":
      case "embedded-jwk": {
        this.attacker ??= newSigningKey();
        const attacker = await this.attacker;
        const header =
          tamper === "embedded-jwk"
            ? { alg: "RS256", kid: this.current.kid, typ: "JWT", jwk: attacker.publicJwk }
            : { alg: "RS256", kid: randomUUID(), typ: "JWT" };
        return new SignJWT(claims).setProtectedHeader(header).sign(attacker.privateKey);
      }
      default: {
        const token = await new SignJWT(claims)
          .setProtectedHeader({ alg: "RS256", kid: this.current.kid, typ: "JWT" })
          .sign(this.current.privateKey);
        if (tamper !== "bad-signature") return token;
        const [header, payload, signature = ""] = token.split(".");
        // The first character carries six full bits of the signature, unlike the last one.
        const flipped = (signature.startsWith("A") ? "B" : "A") + signature.slice(1);
        return `${header}.${payload}.${flipped}`;
      }
    }
  }
}
