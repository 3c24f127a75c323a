// MSW handlers for a sandbox in process: one catch-all handler per service origin, each answering
// through sandbox.fetch, so code that calls the global fetch with the sandbox's base URLs is served
// by the sandbox's pipeline under `setupServer` (or `getResponse`). msw is an optional peer
// dependency: this module is its own subpath, `@integration-platform/contracts-tools/sandbox/msw`.
import { http, type HttpHandler } from "msw";

/** What the handlers need of a sandbox in process (`createSandbox`): its fetch and the origins it serves. */
export interface FetchingSandbox {
  readonly fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  readonly origins: readonly string[];
}

/** A handler for every origin the sandbox serves; a request to any of them is answered by the sandbox. */
export function sandboxHandlers(sandbox: FetchingSandbox): HttpHandler[] {
  return sandbox.origins.map((origin) => http.all(`${origin}/*`, ({ request }) => sandbox.fetch(request)));
}
