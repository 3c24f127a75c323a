// One POST of a delivery as the message gateway makes it: what the receiver is about to see is saved
// first, the address is checked again (it may point at the sandbox itself by now), and each POST
// carries a gateway token signed in its second of sandbox time with the current key.
import type { JWTPayload } from "jose";
import { postAttempt, type AttemptResult } from "./attempt.js";
import { outgoingUrl, type OutgoingMessage } from "./outgoing-message.js";
import type { WebhookAddressCheck } from "./webhook-address.js";
import { newId } from "../kernel/ids.js";

/** How a POST ended: the address was refused before anything was sent, or an attempt was made. */
export type PostEnd =
  | { readonly refused: string; readonly result?: undefined }
  | { readonly refused?: undefined; readonly result: AttemptResult };

export interface PosterOptions {
  readonly signToken: (claims: JWTPayload) => Promise<string>;
  /** `client_id` and `sub` of the gateway tokens. */
  readonly channel: string;
  /** `aud` of the gateway tokens. */
  readonly audience: string;
  readonly fetch: typeof fetch;
  readonly attemptTimeoutMs: number;
  readonly checkAddress: WebhookAddressCheck;
  /** Awaited before every POST: with a state folder, a crash then loses no delivery a receiver was sent. */
  readonly beforePost: (() => Promise<void>) | undefined;
  /** Sandbox time (epoch ms): an `expired-token` message's token expired an hour before it. */
  readonly now: () => number;
  /**
   * The kid of the key that signs now. Given, the POSTs of one second of sandbox time share one token while the key
   * stays (an RS256 signature per POST was most of a flush of many deliveries); without it each POST signs its own.
   */
  readonly signingKid?: () => string;
}

export function createPoster(
  options: PosterOptions,
): (message: OutgoingMessage, signal: AbortSignal) => Promise<PostEnd> {
  const { channel, audience } = options;
  let shared: { readonly moment: string; readonly token: Promise<string> } | undefined;

  /** The gateway's own token of this second and key: what a gateway reusing its token until it changes sends. */
  function sharedToken(): Promise<string> {
    const moment = `${Math.floor(options.now() / 1000)}/${options.signingKid!()}`;
    if (shared?.moment !== moment) {
      const token = options.signToken({ client_id: channel, sub: channel, aud: audience, jti: newId() });
      shared = { moment, token };
      // A failed signature is not kept: the next POST signs again.
      token.catch(() => {
        if (shared?.token === token) shared = undefined;
      });
    }
    return shared.token;
  }

  /** The token of one POST: the gateway's, or broken as the message's `invalid` rule says. */
  async function tokenFor(message: OutgoingMessage): Promise<string> {
    const own = message.invalid === undefined || message.invalid === "bad-signature";
    if (own && options.signingKid !== undefined) return broken(message, await sharedToken());
    const claims: JWTPayload = { client_id: channel, sub: channel, aud: audience, jti: newId() };
    if (message.invalid === "wrong-audience") claims.aud = `not-${audience}`;
    if (message.invalid === "expired-token") {
      const now = Math.floor(options.now() / 1000);
      Object.assign(claims, { iat: now - 7200, nbf: now - 7200, exp: now - 3600 });
    }
    return broken(message, await options.signToken(claims));
  }

  function broken(message: OutgoingMessage, token: string): string {
    if (message.invalid !== "bad-signature") return token;
    const [header, payload, signature = ""] = token.split(".");
    // The first character carries six full bits of the signature, unlike the last one.
    return `${header}.${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
  }

  async function attempt(message: OutgoingMessage, url: string, signal: AbortSignal): Promise<AttemptResult> {
    let token: string;
    try {
      token = await tokenFor(message);
    } catch (error) {
      return {
        errorCode: "SIGNING_FAILED",
        error: `signing the gateway token failed: ${error instanceof Error ? error.message : String(error)}`,
        durationMs: 0,
      };
    }
    const headers = { ...message.headers, Authorization: `Bearer ${token}` };
    return postAttempt(
      url,
      { method: "POST", headers, body: message.body },
      { fetch: options.fetch, timeoutMs: options.attemptTimeoutMs, signal },
    );
  }

  return async (message, signal) => {
    await options.beforePost?.();
    const url = outgoingUrl(message);
    const refused = await options.checkAddress("webhookUrl", url);
    if (refused !== undefined) return { refused };
    return { result: await attempt(message, url, signal) };
  };
}
