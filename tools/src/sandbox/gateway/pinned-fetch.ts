// The message gateway's POST, made over node:http(s) rather than the global fetch so that it
// connects to the very address it checked: the webhook's host name is resolved once, each address
// is checked against the sandbox's own ports, and the connection goes to the checked address (a
// name that resolved to a stranger's address for the check and to 127.0.0.1 for the connection
// would otherwise reach the control API). It never follows a redirect: a 3xx is the receiver's
// answer, recorded as such.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { Readable } from "node:stream";
import type { ResolvedAddress, WebhookAddressResolver } from "./webhook-address.js";

/** A fetch for the gateway's POSTs, and its connections to close when the sandbox stops. */
export interface PinnedFetch {
  readonly fetch: typeof fetch;
  /** Closes every kept-alive connection. */
  close(): void;
}

// Statuses whose answer has no body: a Response refuses one for them.
const NULL_BODY = new Set([101, 204, 205, 304]);

/** A network error as the global fetch reports it: a TypeError whose cause carries the system error's code. */
function networkError(cause: { code: string; message: string }): TypeError {
  return new TypeError("fetch failed", { cause });
}

/** The lookup of a connection to `address`: whatever name it is asked for, it answers the checked address. */
function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all === true)
      (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
}

function responseOf(res: IncomingMessage): Response {
  const headers = new Headers();
  for (let i = 0; i < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
  const status = res.statusCode ?? 0;
  if (NULL_BODY.has(status)) res.resume();
  return new Response(NULL_BODY.has(status) ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), {
    status,
    statusText: res.statusMessage ?? "",
    headers,
  });
}

/**
 * A fetch (POST with a string body, as the gateway sends) that resolves each address once through
 * `resolve`, refuses what it refuses, and connects to the first address it answered. Connections
 * are kept alive per receiver, so the gateway's cap on concurrent POSTs per receiver is also its
 * cap on sockets.
 */
export function createPinnedFetch(resolve: WebhookAddressResolver): PinnedFetch {
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
  const pinned: typeof fetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const signal = init.signal ?? undefined;
    signal?.throwIfAborted();
    const resolution = await resolve("webhookUrl", url.href);
    if ("refusal" in resolution) throw networkError({ code: "REFUSED_ADDRESS", message: resolution.refusal });
    const [address] = resolution.addresses;
    if (address === undefined)
      throw networkError({ code: "ENOTFOUND", message: `getaddrinfo ENOTFOUND ${url.hostname}` });
    signal?.throwIfAborted();
    const https = url.protocol === "https:";
    return new Promise<Response>((resolvePromise, reject) => {
      const req = (https ? httpsRequest : httpRequest)(url, {
        method: init.method ?? "GET",
        headers: init.headers as Record<string, string>,
        agent: https ? agents.https : agents.http,
        lookup: pinnedLookup(address),
      });
      const abort = () => {
        req.destroy(signal!.reason as Error);
        reject(signal!.reason);
      };
      signal?.addEventListener("abort", abort, { once: true });
      req.once("error", (error: NodeJS.ErrnoException) => {
        signal?.removeEventListener("abort", abort);
        reject(
          signal?.aborted === true
            ? signal.reason
            : networkError({ code: error.code ?? "NETWORK", message: error.message }),
        );
      });
      req.once("response", (res) => {
        // The body is read by the caller; an abort from here on ends it with the signal's reason.
        signal?.removeEventListener("abort", abort);
        signal?.addEventListener("abort", () => res.destroy(signal.reason as Error), { once: true });
        try {
          resolvePromise(responseOf(res));
        } catch (error) {
          res.destroy();
          reject(networkError({ code: "BAD_ANSWER", message: (error as Error).message }));
        }
      });
      req.end(init.body as string | undefined);
    });
  };
  return {
    fetch: pinned,
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
