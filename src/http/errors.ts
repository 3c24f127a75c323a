/**
 * The address of a request as errors may show it: origin and path only, because query strings
 * and userinfo can carry secrets (identifiers, signatures, credentials).
 */
export function describeUrl(url: string | URL): string {
  if (!URL.canParse(url)) return `${String(url).replace(/[?#@].*$/s, "")} (not a valid address)`;
  const parsed = new URL(url);
  // An address without an origin (`user:pw@host` reads as scheme `user:`) keeps its secrets in the path.
  if (parsed.origin === "null") return `a ${parsed.protocol} address`;
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

function describeProblem(problem: unknown): string | undefined {
  if (typeof problem !== "object" || problem === null) return undefined;
  const { title, detail } = problem as { title?: unknown; detail?: unknown };
  const parts = [title, detail].filter((part): part is string => typeof part === "string" && part !== "");
  return parts.length > 0 ? parts.join(": ") : undefined;
}

/**
 * An error status where the caller can only go on with a success, such as a page of a collection
 * being read to its end. Elsewhere error statuses are data (`{ error, response }`), not thrown.
 */
export class ResponseStatusError extends Error {
  override readonly name = "ResponseStatusError";
  /** HTTP status of the answer. */
  readonly status: number;
  /** Where the request went, origin and path only. */
  readonly url: string;
  /** The parsed error body, a problem-details object when the service follows its spec. */
  readonly problem: unknown;

  constructor(response: Response, problem: unknown) {
    const url = response.url === "" ? "(unknown address)" : describeUrl(response.url);
    const detail = describeProblem(problem);
    super(`${url} answered ${response.status}${detail === undefined ? "" : ` (${detail})`}`);
    this.status = response.status;
    this.url = url;
    this.problem = problem;
  }
}
