import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from "node:crypto";
import { SignJWT, type JWK, type JWTPayload } from "jose";
import { declareDocument, StoreFormatError, type SandboxScope } from "../../kernel/store.js";

interface SigningKey {
  readonly kid: string;
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  readonly publicJwk: JWK;
}

/** The identity provider's RS256 keys: one signs, every published one verifies. */
export interface SigningKeys {
  /** Key id of the key that signs now. */
  readonly kid: string;
  /** The JWK Set of `/.well-known/jwks`: the signing key and, unless retired, the keys before it. */
  jwks(): { readonly keys: readonly JWK[] };
  /** The public key published under `kid`, if any. */
  publicKey(kid: string): KeyObject | undefined;
  /** Signs `claims` as an RS256 JWT with `kid` in its header. */
  sign(claims: JWTPayload): Promise<string>;
  /** Signs with a new key from now on; the old ones stay published unless `retirePrevious`. Returns the new kid. */
  rotate(retirePrevious: boolean): string;
  /**
   * The published keys, the signing one first, private parts as PKCS #8 PEM: what a restart signs and verifies with
   * again.
   */
  save(): SavedSigningKeys;
  /** Signs and publishes the saved keys instead of the current ones. */
  restore(saved: SavedSigningKeys): void;
}

/** The key ring in its saved form. */
export interface SavedSigningKeys {
  readonly keys: readonly { readonly kid: string; readonly privateKeyPem: string }[];
}

function signingKey(kid: string, privateKey: KeyObject, publicKey: KeyObject): SigningKey {
  const publicJwk: JWK = { ...(publicKey.export({ format: "jwk" }) as JWK), kid, alg: "RS256", use: "sig" };
  return { kid, privateKey, publicKey, publicJwk };
}

/**
 * The private key of a PKCS #8 PEM, read twice when the first read fails: OpenSSL keeps one error queue per thread,
 * and a TLS client layered over an intercepted socket (msw 3 answers `fetch` to an https URL that way) can leave an
 * error on it that the next PEM read reports as its own ("asn1 encoding routines::too long"). The failed read empties
 * the queue, so a second failure is the PEM's own.
 */
function readPrivateKey(pem: string): KeyObject {
  try {
    return createPrivateKey(pem);
  } catch {
    return createPrivateKey(pem);
  }
}

function newSigningKey(): SigningKey {
  // Synchronous on purpose: the sandbox is created in one call, and a 2048-bit key takes ~0.1 s.
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return signingKey(randomUUID(), privateKey, publicKey);
}

/** A key ring with one fresh key. */
export function createSigningKeys(): SigningKeys {
  // Made on first use, so a restart that restores saved keys never generates one it drops.
  let ring: { current: SigningKey; published: readonly SigningKey[] } | undefined;
  const keys = () => {
    if (ring === undefined) {
      const first = newSigningKey();
      ring = { current: first, published: [first] };
    }
    return ring;
  };
  return {
    get kid() {
      return keys().current.kid;
    },
    jwks: () => ({ keys: keys().published.map((key) => key.publicJwk) }),
    publicKey: (kid) => keys().published.find((key) => key.kid === kid)?.publicKey,
    sign: (claims) => {
      const { current } = keys();
      return new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: current.kid, typ: "JWT" })
        .sign(current.privateKey);
    },
    rotate(retirePrevious) {
      const current = newSigningKey();
      ring = { current, published: retirePrevious ? [current] : [current, ...keys().published] };
      return current.kid;
    },
    save: () => ({
      keys: keys().published.map((key) => ({
        kid: key.kid,
        privateKeyPem: key.privateKey.export({ format: "pem", type: "pkcs8" }) as string,
      })),
    }),
    restore(saved) {
      const restored = saved.keys.map(({ kid, privateKeyPem }) => {
        const privateKey = readPrivateKey(privateKeyPem);
        return signingKey(kid, privateKey, createPublicKey(privateKey));
      });
      if (restored[0] === undefined) throw new RangeError("a saved key ring has at least its signing key");
      ring = { current: restored[0], published: restored };
    },
  };
}

/**
 * The key ring as a store of the sandbox, saved with its private keys (PKCS #8) so a restart signs
 * and verifies with the same keys; a reset keeps it, since consumers cache the JWKS.
 */
export const SIGNING_KEYS = declareDocument<SigningKeys, SandboxScope>("identity.signing-keys", {
  scope: "sandbox",
  keptOnReset: true,
  create: () => createSigningKeys(),
  save: (keys) => keys.save(),
  load(json) {
    const saved = json as Partial<SavedSigningKeys> | null;
    if (
      !Array.isArray(saved?.keys) ||
      saved.keys.some((key) => typeof key?.kid !== "string" || typeof key.privateKeyPem !== "string")
    ) {
      throw new StoreFormatError("$.keys", "must be a list of { kid, privateKeyPem }, the signing key first");
    }
    const keys = createSigningKeys();
    keys.restore(saved as SavedSigningKeys);
    return keys;
  },
});
