import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from "jose";

export interface TestKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
  readonly publicJwk: JWK;
}

export async function newTestKey(kid: string = randomUUID()): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  return { kid, privateKey, publicKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

export interface SignOptions {
  readonly claims?: JWTPayload;
  readonly header?: Record<string, unknown>;
  readonly key?: TestKey;
}

/**
 * A JWKS endpoint on 127.0.0.1 whose keys, answer status and request count the test controls,
 * and a signer for tokens otherwise valid against it.
 */
export interface TestIdentityProvider {
  readonly jwksUrl: string;
  readonly requestCount: number;
  readonly key: TestKey;
  readonly issuer: string;
  readonly audience: string;
  /** Publishes another key and signs with it from now on. */
  rotate(): Promise<TestKey>;
  /** Makes the JWKS endpoint answer this status (200 serves the keys). */
  setStatus(status: number): void;
  /** Serves this raw body instead of the keys. */
  setBody(body: string | undefined): void;
  /** Back to serving the keys with 200 and a request count of zero, for a provider shared by tests. */
  reset(): void;
  sign(options?: SignOptions): Promise<string>;
  /** Signs any header, including ones jose refuses to produce. */
  signRaw(header: Record<string, unknown>, claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

export async function startTestIdentityProvider(now: () => number): Promise<TestIdentityProvider> {
  let keys = [await newTestKey()];
  let status = 200;
  let body: string | undefined;
  let requestCount = 0;
  const issuer = "https://identity.test";
  const audience = "apiim";
  const server = createServer((request, response) => {
    requestCount += 1;
    if (request.url !== "/.well-known/jwks" || status !== 200) {
      response.writeHead(request.url === "/.well-known/jwks" ? status : 404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(body ?? JSON.stringify({ keys: keys.map((key) => key.publicJwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const current = () => keys[0] as TestKey;
  return {
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks`,
    get requestCount() {
      return requestCount;
    },
    get key() {
      return current();
    },
    issuer,
    audience,
    async rotate() {
      const key = await newTestKey();
      keys = [key, ...keys];
      return key;
    },
    setStatus(next) {
      status = next;
    },
    setBody(next) {
      body = next;
    },
    reset() {
      status = 200;
      body = undefined;
      requestCount = 0;
    },
    async sign(options = {}) {
      const key = options.key ?? current();
      const seconds = Math.floor(now() / 1000);
      const claims: JWTPayload = {
        iss: issuer,
        aud: audience,
        sub: "message-gateway",
        iat: seconds,
        exp: seconds + 600,
        ...options.claims,
      };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "JWT", ...options.header })
        .sign(key.privateKey);
    },
    async signRaw(header, claims) {
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
      const input = `${encode(header)}.${encode(claims)}`;
      const signature = await crypto.subtle.sign(
        "RSASSA-PKCS1-v1_5",
        current().privateKey,
        new TextEncoder().encode(input),
      );
      return `${input}.${Buffer.from(signature).toString("base64url")}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
