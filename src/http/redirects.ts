import { RedirectRefusedError } from "./errors.js";
import { fetchInit, type RequestSnapshot } from "./request-snapshot.js";

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Headers that identify the caller; another origin must never receive them. */
const CREDENTIAL_HEADERS = ["authorization", "proxy-authorization", "cookie"];

/** Headers that describe a body; they go when a redirect turns the request into a bodiless GET. */
const BODY_HEADERS = ["content-type", "content-length", "content-encoding", "content-language", "content-location"];

type SendOnce = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The next hop of a redirect as the fetch standard defines it (303, and 301/302 after a POST,
 * become a GET without body), except that credentials are dropped as soon as the target's origin
 * differs from the current one, whatever the runtime's own fetch would do.
 */
function nextHop(current: RequestSnapshot, status: number, location: URL): RequestSnapshot {
  const headers = new Headers(current.headers);
  if (location.origin !== new URL(current.url).origin) {
    for (const name of CREDENTIAL_HEADERS) headers.delete(name);
  }
  const becomesGet =
    (status === 303 && current.method !== "GET" && current.method !== "HEAD") ||
    ((status === 301 || status === 302) && current.method === "POST");
  if (!becomesGet) return { ...current, url: location.href, headers };
  for (const name of BODY_HEADERS) headers.delete(name);
  return { ...current, url: location.href, headers, method: "GET", body: null };
}

/**
 * Sends the request with `redirect: "manual"` and follows redirects itself, at most `maxRedirects`
 * hops, so that the Authorization header never reaches another origin. A request whose redirect
 * mode is `manual` gets the 3xx answer itself.
 */
export function sendFollowingRedirects(
  send: SendOnce,
  snapshot: RequestSnapshot,
  signal: AbortSignal | undefined,
  maxRedirects: number,
): Promise<Response> {
  const first = send(snapshot.url, fetchInit(snapshot, snapshot.headers, signal, "manual"));
  if (snapshot.redirect === "manual") return first;
  // Most answers are not redirects: they pass without an async frame of their own.
  return first.then((response) =>
    REDIRECT_STATUSES.has(response.status) ? followRedirects(send, snapshot, response, signal, maxRedirects) : response,
  );
}

async function followRedirects(
  send: SendOnce,
  snapshot: RequestSnapshot,
  redirect: Response,
  signal: AbortSignal | undefined,
  maxRedirects: number,
): Promise<Response> {
  let current = snapshot;
  let response = redirect;
  for (let hops = 0; REDIRECT_STATUSES.has(response.status); hops++) {
    const location = response.headers.get("location");
    if (location === null) return response;
    await response.body?.cancel();
    if (snapshot.redirect === "error") {
      throw new RedirectRefusedError(`answered ${response.status} and the request's redirect mode is "error"`);
    }
    if (hops === maxRedirects) {
      throw new RedirectRefusedError(`redirected more than ${maxRedirects} times`);
    }
    const target = new URL(location, current.url);
    if (target.protocol !== "http:" && target.protocol !== "https:") {
      throw new RedirectRefusedError(`redirected to a ${target.protocol} address`);
    }
    current = nextHop(current, response.status, target);
    response = await send(current.url, fetchInit(current, current.headers, signal, "manual"));
  }
  return response;
}
