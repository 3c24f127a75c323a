// Every request the kit sends and every answer it gets, kept for the report (a failed check names
// the request and the answer) and for the `spec` capability, which holds each answer to its
// operation's documented answers.
import type { Fetch } from "../../../../src/index.js";
import { excerpt } from "./excerpt.js";
import {
  AnswerCutError,
  capText,
  cutMessage,
  sendBounded,
  type BoundedAnswer,
  type ProviderLimits,
} from "./provider-fetch.js";

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
  /** The whole body, or its first {@link KEPT_PREFIX_BYTES} when `cut` or `shortened`. */
  readonly responseBody: Uint8Array;
  /** The answer ran past this cap (`--max-answer-bytes`): the kit read that much and cancelled the rest. */
  readonly cut?: number;
  /** The whole answer was read, but only its start kept: the run had kept {@link KEPT_ANSWERS_BYTES} of answers. */
  readonly shortened?: true;
  /** Same-origin redirects followed to reach the answer. */
  readonly hops?: number;
  /** Why this 3xx is the answer: its redirect was not followed. */
  readonly notFollowed?: string;
  /** Why no answer came. */
  readonly error?: string;
}

/** No answer within the per-request timeout: the check that sent the request fails naming it. */
export class ProviderTimeoutError extends Error {
  override readonly name = "ProviderTimeoutError";
}

/** What the run keeps of an answer it cannot judge whole (a cut one), or past its budget: enough to show. */
export const KEPT_PREFIX_BYTES = 4096;

/**
 * The answers a run keeps whole for the spec checks, in bytes: past it each answer keeps its start only and is not
 * judged, so a provider's large answers cannot grow the kit without bound.
 */
export const KEPT_ANSWERS_BYTES = 128 * 1024 * 1024;

const SHOWN_CHARACTERS = 400;

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
  const body = exchange.requestBody === undefined ? "" : ` ${excerpt(exchange.requestBody, SHOWN_CHARACTERS)}`;
  return `${exchange.method} ${exchange.url.pathname}${exchange.url.search}${body}`;
}

/** `412 application/problem+json {"title":...}`: an answer as the report shows it, saying when it was cut. */
export function describeAnswer(
  exchange: Pick<
    RecordedExchange,
    "status" | "responseHeaders" | "responseBody" | "error" | "cut" | "shortened" | "notFollowed" | "hops"
  >,
): string {
  if (exchange.status === null) return `no answer (${exchange.error ?? "network error"})`;
  const type = exchange.responseHeaders.get("content-type");
  const redirect =
    exchange.notFollowed === undefined
      ? ""
      : ` (Location ${exchange.responseHeaders.get("location") ?? ""}: ${exchange.notFollowed})`;
  const hops =
    exchange.hops === undefined
      ? ""
      : ` (after ${exchange.hops} redirect${exchange.hops === 1 ? "" : "s"} within its origin)`;
  if (exchange.responseBody.byteLength === 0)
    return `${exchange.status}${type === null ? "" : ` ${type}`}${redirect}${hops} (no body)`;
  const textual = type === null || /json|text|xml|urlencoded/i.test(type);
  const text = new TextDecoder().decode(exchange.responseBody);
  const partial = exchange.cut !== undefined || exchange.shortened === true;
  const body = textual ? excerpt(text, SHOWN_CHARACTERS, partial) : `${exchange.responseBody.byteLength} bytes`;
  const cut =
    exchange.cut !== undefined
      ? ` (cut: the answer ran past ${capText(exchange.cut)}; the report keeps its start only)`
      : exchange.shortened === true
        ? ` (the report keeps its start only)`
        : "";
  return `${exchange.status} ${type ?? ""}${redirect}${hops} ${body}${cut}`.replace(/ +/g, " ");
}

export interface Recorder {
  /** Every exchange so far, oldest first. */
  readonly exchanges: readonly RecordedExchange[];
  /** The flow running now: its name and capability are kept with each exchange. */
  flow: { readonly name: string; readonly capability: string } | undefined;
  /**
   * The fetch of one service's clients: it records each request and bounds it (timeout, origins, redirects, the
   * answer's bytes). A cut answer's body fails when read, naming the cap and the flag.
   */
  fetchFor(service: Destination, role?: "token"): Fetch;
  /** The send of the kit's own requests (the state hook): the answer read up to `cap`, recorded. */
  sendFor(service: Destination): (url: string, init: RequestInit, cap: number) => Promise<BoundedAnswer>;
  /** The exchange that answered with `response`, for a check's evidence. */
  exchangeOf(response: Response): RecordedExchange | undefined;
}

/** Statuses whose Response has no body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The members of a token answer that are secrets the report must not show. */
const TOKEN_MEMBERS = ["access_token", "refresh_token", "id_token"];

/** A body that gives its bytes and then fails with `error`, as reading an answer the kit cut does. */
function failingAfter(bytes: Uint8Array, error: Error): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.error(error);
    },
  });
}

/**
 * A recorder whose requests, sent through `fetcher`, are held to `limits` (each gets `limits.timeoutMs` to be answered,
 * body included); every credential it sends or token it receives is told to `secret`, which keeps them out of the
 * report. The token provider's requests (role `token`) go only to `tokenOrigins`: the issuer's and `--allow-origin`'s.
 */
export function createRecorder(
  limits: ProviderLimits,
  fetcher: typeof fetch,
  secret: (value: string) => void,
  tokenOrigins: ReadonlySet<string>,
): Recorder {
  // The token provider reads discovery again: a token_endpoint moved since the preflight gets no credentials either.
  const tokenLimits: ProviderLimits = { ...limits, origins: tokenOrigins };
  const exchanges: RecordedExchange[] = [];
  const byResponse = new WeakMap<Response, RecordedExchange>();
  let kept = 0;

  const learnSecrets = (headers: Headers, answer: BoundedAnswer | undefined) => {
    // A scheme alone (`Bearer`, which the auth flow sends as a broken header) is no secret: hiding it would blot out
    // the word wherever a report says it.
    const credential = /^\S+\s+(\S.*)$/.exec(headers.get("authorization") ?? "");
    if (credential !== null) {
      secret(credential[0]);
      secret(credential[1]!);
    }
    if (answer === undefined || answer.cut || answer.body.byteLength > KEPT_PREFIX_BYTES * 16) return;
    if (!/json/i.test(answer.headers.get("content-type") ?? "")) return;
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder().decode(answer.body));
    } catch {
      return;
    }
    if (value === null || typeof value !== "object") return;
    for (const member of TOKEN_MEMBERS) {
      const token = (value as Record<string, unknown>)[member];
      if (typeof token === "string" && token !== "") secret(token);
    }
  };

  const keptBody = (answer: BoundedAnswer): Pick<RecordedExchange, "responseBody" | "cut" | "shortened"> => {
    if (answer.cut) return { responseBody: answer.body.slice(0, KEPT_PREFIX_BYTES), cut: answer.body.byteLength };
    if (kept + answer.body.byteLength > KEPT_ANSWERS_BYTES)
      return { responseBody: answer.body.slice(0, KEPT_PREFIX_BYTES), shortened: true };
    kept += answer.body.byteLength;
    return { responseBody: answer.body };
  };

  async function send(
    service: Destination,
    role: "token" | undefined,
    input: RequestInfo | URL,
    init: RequestInit | undefined,
    cap: number,
  ): Promise<{ answer: BoundedAnswer; exchange: RecordedExchange }> {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? (input as string | URL).toString());
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
    const requestHeaders = new Headers(init?.headers ?? request?.headers);
    const body = init?.body ?? (request?.body == null ? undefined : new Uint8Array(await request.arrayBuffer()));
    const requestBody = bodyText(body, requestHeaders.get("content-type"));
    learnSecrets(requestHeaders, undefined);
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
    const timeout = AbortSignal.timeout(limits.timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let answer: BoundedAnswer;
    try {
      answer = await sendBounded(
        fetcher,
        url,
        { ...init, method, headers: requestHeaders, body, signal },
        role === "token" ? tokenLimits : limits,
        cap,
      );
    } catch (error) {
      const reason = timeout.aborted
        ? `no answer within ${limits.timeoutMs} ms (the kit's per-request timeout)`
        : (error as Error).message;
      exchanges.push({
        ...sent,
        status: null,
        responseHeaders: new Headers(),
        responseBody: new Uint8Array(),
        error: reason,
      });
      throw timeout.aborted ? new ProviderTimeoutError(`${method} ${url.origin}${url.pathname}: ${reason}`) : error;
    }
    learnSecrets(requestHeaders, answer);
    const exchange: RecordedExchange = {
      ...sent,
      status: answer.status,
      responseHeaders: answer.headers,
      ...keptBody(answer),
      ...(answer.hops === 0 ? {} : { hops: answer.hops }),
      ...(answer.notFollowed === undefined ? {} : { notFollowed: answer.notFollowed }),
    };
    exchanges.push(exchange);
    return { answer, exchange };
  }

  const recorder: Recorder = {
    exchanges,
    flow: undefined,
    exchangeOf: (response) => byResponse.get(response),
    sendFor: (service) => async (url, init, cap) => (await send(service, undefined, url, init, cap)).answer,
    fetchFor(service, role) {
      return async (input, init) => {
        const { answer, exchange } = await send(service, role, input, init, limits.maxAnswerBytes);
        const headers = new Headers(answer.headers);
        // The clients follow a 3xx themselves; one the kit did not follow must reach them as the answer it is.
        if (answer.notFollowed !== undefined) headers.delete("location");
        const body = NULL_BODY_STATUSES.has(answer.status)
          ? null
          : answer.cut
            ? failingAfter(
                answer.body,
                new AnswerCutError(cutMessage(exchange.method, exchange.url, limits.maxAnswerBytes)),
              )
            : (answer.body as Uint8Array<ArrayBuffer>);
        const response = new Response(body, { status: answer.status, headers });
        byResponse.set(response, exchange);
        return response;
      };
    },
  };
  return recorder;
}
