// The control API as the inspector reads it: the typed client of specs/openapi/sandbox-control.yaml,
// on the page's own origin, with the control token when the sandbox asks for one.
import createClient from "openapi-fetch";
import type { components, paths } from "../../../../../generated/types/sandbox-control.js";

export type Schemas = components["schemas"];

/** Where the page keeps the control token: for this tab only, gone when it closes. */
const TOKEN_KEY = "integration-contracts.sandbox-control-token";

export function storedToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string | null): void {
  if (token === null) sessionStorage.removeItem(TOKEN_KEY);
  else sessionStorage.setItem(TOKEN_KEY, token);
}

/**
 * `?token=<secret>` on the page's address is taken once into the tab's storage and removed from the address bar and
 * history.
 */
export function takeTokenFromAddress(): void {
  const url = new URL(location.href);
  const token = url.searchParams.get("token");
  if (token === null) return;
  storeToken(token);
  url.searchParams.delete("token");
  history.replaceState(history.state, "", url.pathname + url.search + url.hash);
}

/** Thrown by {@link control} calls when the sandbox wants a (another) control token; the page then asks for it. */
export class TokenRequiredError extends Error {
  override readonly name = "TokenRequiredError";
}

/** Fires `token-required` when a control call was answered 401. */
export const tokenEvents = new EventTarget();

export const control = createClient<paths>({ baseUrl: location.origin });
control.use({
  onRequest({ request }) {
    const token = storedToken();
    if (token !== null) request.headers.set("authorization", `Bearer ${token}`);
    // The control API takes a call that changes state only as application/json, body or not.
    if (request.method !== "GET" && request.method !== "HEAD" && !request.headers.has("content-type"))
      request.headers.set("content-type", "application/json");
    return request;
  },
  onResponse({ response }) {
    if (response.status === 401) {
      tokenEvents.dispatchEvent(new Event("token-required"));
      throw new TokenRequiredError("the sandbox asks for its control token");
    }
    return response;
  },
});

/** The body of a successful call, or an error naming the call and the sandbox's answer. */
export async function read<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  what: string,
): Promise<T> {
  const { data, error, response } = await call;
  if (data !== undefined) return data;
  const detail = (error as { detail?: string } | undefined)?.detail;
  throw new Error(`${what}: ${response.status}${detail === undefined ? "" : ` ${detail}`}`);
}
