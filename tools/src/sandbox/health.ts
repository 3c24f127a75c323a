// GET /_sandbox/health: the readiness a container's HEALTHCHECK and an orchestrator's probe ask for. A port
// answers it only once the sandbox serves, which is after every port listens (a request that comes
// earlier waits, serving.ts), and it needs no control token: it tells no more than that the sandbox is
// up, and a probe has no secret to send.
import { problem, type SandboxAnswer } from "./answer.js";

export const HEALTH_PATH = "/_sandbox/health";

/** The answer to a request for {@link HEALTH_PATH}, or `undefined` for any other path. */
export function healthAnswer(method: string, path: string): SandboxAnswer | undefined {
  if (path !== HEALTH_PATH) return undefined;
  if (method !== "GET" && method !== "HEAD")
    return {
      ...problem(405, "Method Not Allowed", `${method} ${HEALTH_PATH}: the readiness is read with GET or HEAD`),
      headers: { allow: "GET, HEAD" },
    };
  return { status: 200, headers: { "cache-control": "no-store" }, body: { status: "ready" } };
}
