/**
 * The address of a request as errors may show it: origin and path only, because query strings
 * and userinfo can carry secrets (identifiers, signatures, credentials).
 */
export function describeUrl(url: string | URL): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  return String(cause);
}

/** What a {@link RequestFailedError} says was tried. */
export interface RequestFailure {
  /** HTTP method of the request. */
  method: string;
  /** Where it was sent, as {@link describeUrl} shows it. */
  url: string;
  /** How many attempts were made before giving up. */
  attempts: number;
  /** Why the last attempt failed (network error, timeout, refused redirect). */
  cause: unknown;
}

/**
 * No HTTP answer came back: the last attempt ended in a network error, a timeout or a refused
 * redirect. An answer with an error status is not this error; it comes back as a response.
 */
export class RequestFailedError extends Error {
  override readonly name = "RequestFailedError";
  readonly method: string;
  readonly url: string;
  readonly attempts: number;

  constructor(failure: RequestFailure) {
    const tries = failure.attempts === 1 ? "1 attempt" : `${failure.attempts} attempts`;
    super(`${failure.method} ${failure.url} failed after ${tries}: ${describeCause(failure.cause)}`, {
      cause: failure.cause,
    });
    this.method = failure.method;
    this.url = failure.url;
    this.attempts = failure.attempts;
  }
}

/**
 * A redirect that is not followed: too many hops, a target that is not http(s), or a request
 * whose redirect mode is `error`. Found as the cause of a {@link RequestFailedError}; never retried,
 * because sending the request again meets the same redirect.
 */
export class RedirectRefusedError extends Error {
  override readonly name = "RedirectRefusedError";
}
