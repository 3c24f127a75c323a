// Webhooks in process: the gateway's POST to an address that is a key of the `webhooks` option
// (the address as registered, the route appended) is a call of that handler with a Request, signed
// and retried exactly as one sent over the network; any other address goes over the network as the
// HTTP sandbox sends it, to the address it checked.
import { inspect } from "node:util";
import { createPinnedFetch, createWebhookAddressResolver, type PinnedFetch } from "../../gateway/index.js";

/** A webhook receiver in process: the gateway's POST in, the receiver's answer out. */
export type WebhookReceiver = (request: Request) => Promise<Response>;

/** A fetch for the gateway's POSTs, and its network connections to close with the sandbox. */
export interface WebhookTransport {
  readonly fetch: typeof fetch;
  /** Told of every POST as it starts. */
  onPost: (() => void) | undefined;
  close(): void;
}

/**
 * The receivers by address, trailing slashes dropped as the gateway drops them; a bad one is refused naming its key.
 */
export function checkReceivers(given: unknown): ReadonlyMap<string, WebhookReceiver> {
  if (given === undefined) return new Map();
  if (typeof given !== "object" || given === null || Array.isArray(given))
    throw new TypeError(
      `webhooks must be an object of receivers by webhook address ` +
        `(found ${Array.isArray(given) ? "an array" : inspect(given)})`,
    );
  const receivers = new Map<string, WebhookReceiver>();
  for (const [address, receiver] of Object.entries(given)) {
    const at = `webhooks[${JSON.stringify(address)}]`;
    if (!URL.canParse(address) || !/^https?:$/.test(new URL(address).protocol))
      throw new TypeError(
        `${at}: the key must be an absolute http or https URL, the webhook address a consumer registers`,
      );
    if (address.includes("#") || new URL(address).username !== "")
      throw new TypeError(
        `${at}: a webhook address carries no fragment and no credentials, as the sandbox refuses them at registration`,
      );
    if (typeof receiver !== "function")
      throw new TypeError(
        `${at} must be a function (request: Request) => Promise<Response> (found ${typeof receiver})`,
      );
    receivers.set(address.replace(/(?<!\/)\/+$/, ""), receiver as WebhookReceiver);
  }
  return receivers;
}

/** The receiver whose address `url` is under (the address itself, or it with the gateway's route appended). */
function receiverOf(receivers: ReadonlyMap<string, WebhookReceiver>, url: string): WebhookReceiver | undefined {
  for (const [address, receiver] of receivers) if (url === address || url.startsWith(`${address}/`)) return receiver;
  return undefined;
}

/** A network error as the global fetch reports it, so the gateway records and retries it as one. */
function receiverFailure(url: string, error: unknown): TypeError {
  const why = error instanceof Error ? error.message : String(error);
  return new TypeError("fetch failed", {
    cause: { code: "RECEIVER_FAILED", message: `the in-process webhook receiver of ${url} threw: ${why}` },
  });
}

/**
 * The receiver's answer, or the reason of `signal` once it ends the attempt (its timeout, the sandbox closing): a
 * receiver that never answers is a TIMEOUT, as over the network, and holds neither a flush nor a close.
 */
function answerUntil(
  receiver: WebhookReceiver,
  request: Request,
  signal: AbortSignal | null | undefined,
): Promise<unknown> {
  if (signal?.aborted === true) return Promise.reject(signal.reason as Error);
  let answer: Promise<unknown>;
  try {
    answer = Promise.resolve(receiver(request));
  } catch (error) {
    answer = Promise.reject(error);
  }
  if (signal === null || signal === undefined) return answer;
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener("abort", stop, { once: true });
    answer.then(
      (value) => {
        signal.removeEventListener("abort", stop);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener("abort", stop);
        reject(error);
      },
    );
  });
}

const encoder = new TextEncoder();

/**
 * The bytes of a POST's text body as a byte stream of one chunk: the stream undici makes of a text body cost a quarter
 * more to make and to read, about a tenth of a flush in process.
 */
function bodyStream(text: string): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text);
  return new ReadableStream({
    type: "bytes",
    start(controller) {
      // A byte stream takes no empty chunk.
      if (bytes.byteLength > 0) controller.enqueue(bytes);
      controller.close();
    },
  });
}

export function createWebhookTransport(receivers: ReadonlyMap<string, WebhookReceiver>): WebhookTransport {
  // Made on the first POST to the network: a sandbox whose webhooks are all in process opens nothing.
  let network: PinnedFetch | undefined;
  const overNetwork = () =>
    (network ??= createPinnedFetch(createWebhookAddressResolver(() => ({ ports: [], host: "127.0.0.1" }))));
  const transport: WebhookTransport = {
    onPost: undefined,
    async fetch(input, init) {
      transport.onPost?.();
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const receiver = receiverOf(receivers, url);
      if (receiver === undefined) return overNetwork().fetch(input, init);
      // The Request does not follow the attempt's signal (following one cost a third of the Request, about as much as
      // the rest of the gateway's work on a POST): the answer is awaited until the signal ends the attempt instead.
      const { signal, body, ...rest } = init ?? {};
      // undici needs duplex for a stream body; the DOM's RequestInit does not name it.
      const streamed: (RequestInit & { duplex: "half" }) | undefined =
        typeof body === "string" ? { ...rest, body: bodyStream(body), duplex: "half" } : undefined;
      const request = new Request(url, streamed ?? { ...rest, body });
      let response: unknown;
      try {
        response = await answerUntil(receiver, request, signal);
      } catch (error) {
        if (error === signal?.reason) throw error;
        throw receiverFailure(url, error);
      }
      if (!(response instanceof Response))
        throw receiverFailure(url, new TypeError(`it answered ${typeof response}, not a Response`));
      return response;
    },
    close() {
      network?.close();
    },
  };
  return transport;
}
