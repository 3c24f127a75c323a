import createClient, { type BodySerializer, type Client, type Middleware } from "openapi-fetch";
import { createRetryingExchange, PlannedRequest, withSnapshot, type Fetch, type RetryOptions } from "../http/index.js";
import { withBearerTokenExchange, type TokenSource } from "./bearer-token.js";
import { serializeBody } from "./body-serializer.js";
import { createPathSerializer } from "./path-serializer.js";

/** Options every client factory takes. */
export interface ApiClientOptions {
  /** Base address of the service, the reference's placeholder (`{base_url}`, `{order_url}`, ...). */
  baseUrl: string;
  /**
   * Bearer token of every request: a function, or a token provider whose token is renewed once on a 401. Without it
   * requests go anonymous.
   */
  getToken?: TokenSource;
  /** The fetch that sends each attempt. Default `globalThis.fetch`. */
  fetch?: Fetch;
  /**
   * Retry policy of GET, HEAD, OPTIONS, PUT and DELETE (POST and PATCH are never retried). Default: 2 retries, backoff
   * from 200 ms.
   */
  retry?: RetryOptions;
  /**
   * Longest wait for the response headers of one attempt, each attempt on its own. Default: none of ours; Node's fetch
   * gives up after 300 s.
   */
  timeoutMs?: number;
}

const METHODS = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"] as const;

/** The part of openapi-fetch's per-call options that decides which request class a call needs. */
interface CallOptions {
  middleware?: readonly Middleware[];
  fetch?: unknown;
  Request?: unknown;
  baseUrl?: string;
}

type MethodCall = (url: string, init: CallOptions & { method: string }) => Promise<unknown>;
type RequestCall = (method: string, url: string, init: CallOptions & { method: string }) => Promise<unknown>;

/** A base address fetch cannot send to would fail every call, each after its retries: refuse it at once. */
function requireBaseUrl(baseUrl: unknown): void {
  const parsed = typeof baseUrl === "string" && URL.canParse(baseUrl) ? new URL(baseUrl) : undefined;
  if (parsed?.protocol !== "http:" && parsed?.protocol !== "https:") {
    throw new TypeError(`baseUrl must be an absolute http: or https: address, got ${JSON.stringify(baseUrl)}`);
  }
  if (parsed.username !== "" || parsed.password !== "") {
    throw new TypeError(
      "baseUrl must not carry credentials (user:password@), which fetch refuses; send them with getToken",
    );
  }
}

/**
 * An openapi-fetch client over a service's generated `paths`, so that every path, parameter and
 * body is checked by the compiler. Underneath: the bearer token, then retries, redirects and
 * timeouts. Error statuses come back as `{ error, response }`; a request that got no answer
 * throws `RequestFailedError`, and one that got no token throws `TokenRequestError`.
 *
 * Calls that no middleware sees are planned as a {@link PlannedRequest} rather than built as a
 * `Request`. While `use` has a middleware registered, and for a call that brings its own
 * middleware, `fetch`, `Request` or `baseUrl`, calls build real `Request`s as openapi-fetch always
 * does: openapi-fetch promises middleware and a call's own fetch a `Request`, and a `Request`
 * checks a call's own base address.
 */
export function createApiClient<Paths extends object>(options: ApiClientOptions): Client<Paths> {
  requireBaseUrl(options.baseUrl);
  const retrying = createRetryingExchange({ ...options.retry, fetch: options.fetch, timeoutMs: options.timeoutMs });
  const exchange = options.getToken === undefined ? retrying : withBearerTokenExchange(retrying, options.getToken);
  const fetch: Fetch = (input, init) => withSnapshot(input, init, exchange);
  const pathSerializer = createPathSerializer();
  const bodySerializer = serializeBody as BodySerializer<unknown>;
  const planned = createClient<Paths>({
    baseUrl: options.baseUrl,
    fetch,
    pathSerializer,
    bodySerializer,
    Request: PlannedRequest as unknown as typeof Request,
  });
  const standard = createClient<Paths>({ baseUrl: options.baseUrl, fetch, pathSerializer, bodySerializer });
  const registered: Middleware[] = [];
  const clientFor = (init?: CallOptions) =>
    registered.length > 0 ||
    (init !== undefined &&
      ((init.middleware?.length ?? 0) > 0 ||
        init.fetch !== undefined ||
        init.Request !== undefined ||
        init.baseUrl !== undefined))
      ? standard
      : planned;

  // openapi-fetch's method types are generic over every path; these forwarders only pass the
  // arguments through, so they are typed as plain calls and the whole is cast back once.
  const client: Record<string, unknown> = {
    request: (method: string, url: string, init?: CallOptions) =>
      (clientFor(init).request as RequestCall)(method, url, { method: method.toUpperCase(), ...init }),
    use(...middleware: Middleware[]) {
      standard.use(...middleware);
      registered.push(...middleware.filter(Boolean));
    },
    eject(...middleware: Middleware[]) {
      standard.eject(...middleware);
      for (const item of middleware) {
        const at = registered.indexOf(item);
        if (at !== -1) registered.splice(at, 1);
      }
    },
  };
  // openapi-fetch's methods call `coreFetch(url, { ...init, method })`. On Node 20's V8, a spread
  // followed by a property the spread object lacks costs about 0.7 µs (and slows the destructuring
  // after it) whenever the options have any property; with `method` already in them it costs
  // nothing (measured in issue 8, figure clientVsFetch). The method openapi-fetch sets wins anyway.
  for (const method of METHODS) {
    client[method] = (url: string, init?: CallOptions) =>
      (clientFor(init)[method] as MethodCall)(url, { method, ...init });
  }
  return client as unknown as Client<Paths>;
}
