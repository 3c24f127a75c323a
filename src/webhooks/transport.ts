import { WebhookRejection } from "./problem.js";

/** How the webhook decides that a request came over HTTPS. */
export interface TransportPolicy {
  readonly allowInsecureHttp: boolean;
  readonly trustProxy: boolean;
}

function insecure(): WebhookRejection {
  return new WebhookRejection(403, "insecure_transport", {
    detail:
      "Webhook deliveries are accepted over HTTPS only. Behind a proxy that " +
      "ends TLS and sets X-Forwarded-Proto, set trustProxy: true; " +
      "for local tests over plain http (the sandbox, send-event, verify-webhook), set allowInsecureHttp: true.",
  });
}

/**
 * Validation rule 1: HTTPS only. X-Forwarded-Proto is anyone's to send, so it counts only with
 * trustProxy, and then every hop it lists must be https: a client-sent "https" followed by the
 * proxy's "http" is still a plain-http request.
 */
export function requireHttps(url: URL, headers: Headers, policy: TransportPolicy): void {
  if (policy.allowInsecureHttp) return;
  const forwarded = policy.trustProxy ? headers.get("x-forwarded-proto") : null;
  if (forwarded !== null) {
    const hops = forwarded.split(",").map((hop) => hop.trim().toLowerCase());
    if (!hops.every((hop) => hop === "https")) throw insecure();
    return;
  }
  if (url.protocol !== "https:") throw insecure();
}
