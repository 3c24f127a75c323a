import createClient, { type Client } from "openapi-fetch";
import { createRetryingFetch, type Fetch, type RetryOptions } from "../http/index.js";
import { withBearerToken, type TokenSource } from "./bearer-token.js";

/** Options every client factory takes. */
export interface ApiClientOptions {
  /** Base address of the service, the reference's placeholder (`{base_url}`, `{order_url}`, ...). */
  baseUrl: string;
  /** Bearer token of every request: a function, or a token provider whose token is renewed once on a 401. Without it requests go anonymous. */
  getToken?: TokenSource;
  /** The fetch that sends each attempt. Default `globalThis.fetch`. */
  fetch?: Fetch;
  /** Retry policy of GET, HEAD, OPTIONS, PUT and DELETE (POST and PATCH are never retried). Default: 2 retries, backoff from 200 ms. */
  retry?: RetryOptions;
  /** Longest wait for the response headers of one attempt, each attempt on its own. Default 30000 ms. */
  timeoutMs?: number;
}

/**
 * An openapi-fetch client over a service's generated `paths`, so that every path, parameter and
 * body is checked by the compiler. Underneath: the bearer token, then retries, redirects and
 * timeouts. Error statuses come back as `{ error, response }`; a request that got no answer
 * throws `RequestFailedError`, and one that got no token throws `TokenRequestError`.
 */
export function createApiClient<Paths extends {}>(options: ApiClientOptions): Client<Paths> {
  const retrying = createRetryingFetch({ ...options.retry, fetch: options.fetch, timeoutMs: options.timeoutMs });
  const fetch = options.getToken === undefined ? retrying : withBearerToken(retrying, options.getToken);
  return createClient<Paths>({ baseUrl: options.baseUrl, fetch });
}
