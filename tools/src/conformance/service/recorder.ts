// Every request the kit sends and every answer it gets, kept for the report (a failed check names
// the request and the answer) and for the `spec` capability, which holds each answer to its
// operation's documented answers.
import type { Fetch } from "../../../../src/index.js";

/** A service of the platform the kit can verify, by its spec's name. */
export type ServiceName =
  "identity-provider" | "data-integration" | "order-integration" | "file-content" | "connector-catalogue";

/** Where an exchange went: a service, or the provider's state hook. */
export type Destination = ServiceName | "state-hook";

/** One request and its answer (or why none came). */
export interface RecordedExchange {
  readonly service: Destination;
  /** The flow that sent it, and the flow's capability. */
  readonly flow: string | undefined;
  readonly capability: string | undefined;
  /** `token` for the requests of the kit's token provider, which no flow sends itself. */
  readonly role: "token" | undefined;
  readonly method: string;
  readonly url: URL;
  /** The request's headers; Authorization is kept for the Arazzo export and never reported. */
  readonly requestHeaders: Headers;
  /** The request body as text: JSON or form text, a multipart summary, or none. */
  readonly requestBody: string | undefined;
  /** null when no answer came. */
  readonly status: number | null;
  readonly responseHeaders: Headers;
  readonly responseBody: Uint8Array;
  /** Why no answer came. */
  readonly error?: string;
}

/** No answer within the per-request timeout: the check that sent the request fails naming it. */
export class ProviderTimeoutError extends Error {
  override readonly name = "ProviderTimeoutError";
}

const SHOWN_BYTES = 400;

function shorten(text: string): string {
  return text.length > SHOWN_BYTES ? `${text.slice(0, SHOWN_BYTES)}... (${text.length} characters)` : text;
}

function bodyText(body: unknown, contentType: string | null): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof FormData) return `multipart/form-data (parts: ${[...new Set([...body.keys()])].join(", ")})`;
  if (body instanceof Uint8Array || body instanceof ArrayBuffer) {
    return contentType !== null && /json|text|urlencoded/i.test(contentType)
      ? new TextDecoder().decode(body)
      : `${body.byteLength} bytes`;
  }
  return "a body";
}

/** `GET /api/v1/Order/5b7e...?orderAccessType=Vendor {"a":1}`: a request as the report shows it. */
export function describeRequest(exchange: Pick<RecordedExchange, "method" | "url" | "requestBody">): string {
  const body = exchange.requestBody === undefined ? "" : ` ${shorten(exchange.requestBody)}`;
  return `${exchange.method} ${exchange.url.pathname}${exchange.url.search}${body}`;
}

/** `412 application/problem+json {"title":...}`: an answer as the report shows it. */
export function describeAnswer(
  exchange: Pick<RecordedExchange, "status" | "responseHeaders" | "responseBody" | "error">,
): string {
  if (exchange.status === null) return `no answer (${exchange.error ?? "network error"})`;
  const type = exchange.responseHeaders.get("content-type");
  if (exchange.responseBody.byteLength === 0) return `${exchange.status}${type === null ? "" : ` ${type}`} (no body)`;
  const textual = type === null || /json|text|xml|urlencoded/i.test(type);
  const body = textual
    ? shorten(new TextDecoder().decode(exchange.responseBody))
    : `${exchange.responseBody.byteLength} bytes`;
  return `${exchange.status} ${type ?? ""} ${body}`.replace(/ +/g, " ");
}

export interface Recorder {
  /** Every exchange so far, oldest first. */
  readonly exchanges: readonly RecordedExchange[];
  /** The flow running now: its name and capability are kept with each exchange. */
  flow: { readonly name: string; readonly capability: string } | undefined;
  /** The fetch of one service's clients: it records and cuts each request at the timeout. */
  fetchFor(service: Destination, role?: "token"): Fetch;
  /** The exchange that answered with `response`, for a check's evidence. */
  exchangeOf(response: Response): RecordedExchange | undefined;
}

/** A recorder whose requests, sent through `fetcher`, each get `timeoutMs` to be answered, body included. */
export function createRecorder(timeoutMs: number, fetcher: typeof fetch = fetch): Recorder {
  const exchanges: RecordedExchange[] = [];
  const byResponse = new WeakMap<Response, RecordedExchange>();
  const recorder: Recorder = {
    exchanges,
    flow: undefined,
    exchangeOf: (response) => byResponse.get(response),
    fetchFor(service, role) {
      return async (input, init) => {
        const request = input instanceof Request ? input : undefined;
        const url = new URL(request?.url ?? (input as string | URL).toString());
        const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
        const requestHeaders = new Headers(init?.headers ?? request?.headers);
        const requestBody = bodyText(init?.body, requestHeaders.get("content-type"));
        const sent = {
          service,
          flow: recorder.flow?.name,
          capability: recorder.flow?.capability,
          role,
          method,
          url,
          requestHeaders,
          requestBody,
        };
        const timeout = AbortSignal.timeout(timeoutMs);
        const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
        const noAnswer = (error: unknown): never => {
          const reason = timeout.aborted
            ? `no answer within ${timeoutMs} ms (the kit's per-request timeout)`
            : (error as Error).message;
          exchanges.push({
            ...sent,
            status: null,
            responseHeaders: new Headers(),
            responseBody: new Uint8Array(),
            error: reason,
          });
          throw timeout.aborted ? new ProviderTimeoutError(`${method} ${url.origin}${url.pathname}: ${reason}`) : error;
        };
        let response: Response;
        let bytes: Uint8Array;
        try {
          response = await fetcher(input, { ...init, signal });
          bytes = new Uint8Array(await response.clone().arrayBuffer());
        } catch (error) {
          return noAnswer(error);
        }
        const exchange: RecordedExchange = {
          ...sent,
          status: response.status,
          responseHeaders: response.headers,
          responseBody: bytes,
        };
        exchanges.push(exchange);
        byResponse.set(response, exchange);
        return response;
      };
    },
  };
  return recorder;
}
