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
import { bodyText, failingAfter, requestOf, secretsOf } from "./request-capture.js";

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

/**
 * A recorder whose requests, sent through `fetcher`, are held to `limits` (each gets `limits.timeoutMs` to be answered,
 * body included); every credential it sends or token it receives is told to `secret`, which keeps them out of the
 * report. The token provider's requests (role `token`) go only to `tokenOrigins`: the issuer's and `--allow-origin`'s.
 */
class ExchangeRecorder implements Recorder {
  readonly exchanges: RecordedExchange[] = [];
  flow: Recorder["flow"] = undefined;
  // The token provider reads discovery again: a token_endpoint moved since the preflight gets no credentials either.
  private readonly tokenLimits: ProviderLimits;
  private readonly byResponse = new WeakMap<Response, RecordedExchange>();
  /** Bytes of answers kept whole so far. */
  private kept = 0;

  constructor(
    private readonly limits: ProviderLimits,
    private readonly fetcher: typeof fetch,
    private readonly secret: (value: string) => void,
    tokenOrigins: ReadonlySet<string>,
  ) {
    this.tokenLimits = { ...limits, origins: tokenOrigins };
  }

  exchangeOf(response: Response): RecordedExchange | undefined {
    return this.byResponse.get(response);
  }

  sendFor(service: Destination): (url: string, init: RequestInit, cap: number) => Promise<BoundedAnswer> {
    return async (url, init, cap) => (await this.send(service, undefined, url, init, cap)).answer;
  }

  fetchFor(service: Destination, role?: "token"): Fetch {
    const { maxAnswerBytes } = this.limits;
    return async (input, init) => {
      const { answer, exchange } = await this.send(service, role, input, init, maxAnswerBytes);
      const headers = new Headers(answer.headers);
      // The clients follow a 3xx themselves; one the kit did not follow must reach them as the answer it is.
      if (answer.notFollowed !== undefined) headers.delete("location");
      const body = NULL_BODY_STATUSES.has(answer.status)
        ? null
        : answer.cut
          ? failingAfter(answer.body, new AnswerCutError(cutMessage(exchange.method, exchange.url, maxAnswerBytes)))
          : (answer.body as Uint8Array<ArrayBuffer>);
      const response = new Response(body, { status: answer.status, headers });
      this.byResponse.set(response, exchange);
      return response;
    };
  }

  private learnSecrets(headers: Headers, answer: BoundedAnswer | undefined): void {
    for (const value of secretsOf(headers, answer)) this.secret(value);
  }

  private keptBody(answer: BoundedAnswer): Pick<RecordedExchange, "responseBody" | "cut" | "shortened"> {
    if (answer.cut) return { responseBody: answer.body.slice(0, KEPT_PREFIX_BYTES), cut: answer.body.byteLength };
    if (this.kept + answer.body.byteLength > KEPT_ANSWERS_BYTES)
      return { responseBody: answer.body.slice(0, KEPT_PREFIX_BYTES), shortened: true };
    this.kept += answer.body.byteLength;
    return { responseBody: answer.body };
  }

  private async send(
    service: Destination,
    role: "token" | undefined,
    input: RequestInfo | URL,
    init: RequestInit | undefined,
    cap: number,
  ): Promise<{ answer: BoundedAnswer; exchange: RecordedExchange }> {
    const { url, method, headers: requestHeaders, body } = await requestOf(input, init);
    const requestBody = bodyText(body, requestHeaders.get("content-type"));
    this.learnSecrets(requestHeaders, undefined);
    const sent = {
      service,
      flow: this.flow?.name,
      capability: this.flow?.capability,
      role,
      method,
      url,
      requestHeaders,
      requestBody,
    };
    const timeout = AbortSignal.timeout(this.limits.timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let answer: BoundedAnswer;
    try {
      answer = await sendBounded(
        this.fetcher,
        url,
        { ...init, method, headers: requestHeaders, body, signal },
        role === "token" ? this.tokenLimits : this.limits,
        cap,
      );
    } catch (error) {
      const reason = timeout.aborted
        ? `no answer within ${this.limits.timeoutMs} ms (the kit's per-request timeout)`
        : (error as Error).message;
      this.exchanges.push({
        ...sent,
        status: null,
        responseHeaders: new Headers(),
        responseBody: new Uint8Array(),
        error: reason,
      });
      throw timeout.aborted ? new ProviderTimeoutError(`${method} ${url.origin}${url.pathname}: ${reason}`) : error;
    }
    this.learnSecrets(requestHeaders, answer);
    const exchange: RecordedExchange = {
      ...sent,
      status: answer.status,
      responseHeaders: answer.headers,
      ...this.keptBody(answer),
      ...(answer.hops === 0 ? {} : { hops: answer.hops }),
      ...(answer.notFollowed === undefined ? {} : { notFollowed: answer.notFollowed }),
    };
    this.exchanges.push(exchange);
    return { answer, exchange };
  }
}

/** A recorder of the kit's requests and their answers (see ExchangeRecorder). */
export function createRecorder(
  limits: ProviderLimits,
  fetcher: typeof fetch,
  secret: (value: string) => void,
  tokenOrigins: ReadonlySet<string>,
): Recorder {
  return new ExchangeRecorder(limits, fetcher, secret, tokenOrigins);
}
