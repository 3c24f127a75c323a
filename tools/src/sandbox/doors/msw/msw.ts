// MSW handlers for a sandbox in process: one catch-all handler per service origin, each answering
// through sandbox.fetch, so code that calls the global fetch with the sandbox's base URLs is served
// by the sandbox's pipeline under `setupServer` (or `getResponse`). msw is an optional peer
// dependency: this module is its own subpath, `@integration-platform/contracts-tools/sandbox/msw`.
import { http, type HttpHandler } from "msw";
import type { InProcessSandbox } from "../in-process/sandbox.js";

/** A handler for every origin the sandbox serves; a request to any of them is answered by the sandbox. */
export function sandboxHandlers(sandbox: Pick<InProcessSandbox, "fetch" | "origins">): HttpHandler[] {
  return sandbox.origins.map((origin) => http.all(`${origin}/*`, ({ request }) => sandbox.fetch(request)));
}
