// send-event signs with one key kept between runs: a consumer caches the gateway key set, and a
// new key per run made it refuse the next delivery (unknown kid) until its cache expired.
import { randomUUID } from "node:crypto";
import { linkSync, mkdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, isAbsolute, join } from "node:path";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import { readInputFile } from "../input-file.js";

/** The key file cannot be used: it names the file and what to do. */
export class GatewayKeyFileError extends Error {
  override readonly name = "GatewayKeyFileError";
}

/**
 * Where send-event keeps its key unless told: `$XDG_STATE_HOME/integration-contracts/gateway-key.json`,
 * or `~/.local/state/integration-contracts/gateway-key.json` (the XDG Base Directory default)
 * when XDG_STATE_HOME is unset or not an absolute path, as the specification asks.
 */
export function defaultGatewayKeyFile(env: NodeJS.ProcessEnv = process.env): string {
  const stateHome =
    env.XDG_STATE_HOME !== undefined && isAbsolute(env.XDG_STATE_HOME)
      ? env.XDG_STATE_HOME
      : join(homedir(), ".local", "state");
  return join(stateHome, "integration-contracts", "gateway-key.json");
}

async function newKeyJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: "RS256", use: "sig" };
}

function read(file: string): JWK {
  // Like ssh with a private key: a key others could read may have been read, so it is refused
  // rather than quietly tightened; the owner decides whether to fix the mode or start afresh.
  const mode = statSync(file).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new GatewayKeyFileError(
      `${file}: the signing key may be read by others ` +
        `(mode ${mode.toString(8).padStart(4, "0")}); run \`chmod 600 ${file}\`, or ` +
        `delete it for a new key`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(readInputFile(file));
  } catch (error) {
    throw new GatewayKeyFileError(
      `${file}: not a JSON Web Key (${(error as Error).message.replace(/\s+/g, " ")}); delete it for a new key`,
    );
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new GatewayKeyFileError(`${file}: not a JSON Web Key (a JSON object is expected); delete it for a new key`);
  }
  return value;
}

/**
 * The private JWK in `file`, made (mode 0600, its folder 0700) when there is none. A file that
 * others may read or that is not JSON is a {@link GatewayKeyFileError} naming it.
 */
export async function loadOrCreateGatewayKey(file: string): Promise<{ readonly jwk: JWK; readonly created: boolean }> {
  try {
    return { jwk: read(file), created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      if (error instanceof GatewayKeyFileError) throw error;
      throw new GatewayKeyFileError(`${file}: cannot read the signing key: ${(error as Error).message}`);
    }
  }
  const jwk = await newKeyJwk();
  const draft = `${file}.${randomUUID()}.new`;
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(draft, `${JSON.stringify(jwk, null, 2)}\n`, { mode: 0o600, flag: "wx" });
    // link() puts the whole file in place or fails when one is there: two runs starting at once
    // never overwrite each other's key nor read half of one; the later one uses the earlier's.
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return { jwk: read(file), created: false };
    throw new GatewayKeyFileError(`${file}: cannot write the signing key: ${(error as Error).message}`);
  } finally {
    try {
      unlinkSync(draft);
    } catch {
      // Nothing was written when the draft could not be made.
    }
  }
  return { jwk, created: true };
}
