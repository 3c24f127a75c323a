import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/types/sandbox-control.js";
import { createApiClient, type ApiClientOptions } from "./api-client.js";

/** Typed client of the sandbox's control API. */
export type SandboxControlClient = Client<paths>;

/** Options of {@link createSandboxControlClient}. */
export interface SandboxControlClientOptions extends Omit<ApiClientOptions, "getToken"> {
  /**
   * The sandbox's control token, sent as `Authorization: Bearer <controlToken>`; needed when the sandbox was started
   * with one (any non-loopback host). Default none.
   */
  controlToken?: string;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Client of the sandbox's control API (`/_sandbox/...` on any service port of a running sandbox):
 * reset, tenants, service accounts, the message gateway's deliveries (every attempt with its answer
 * or network error; redeliver), journal, faults and clock. On loopback it needs no token; a sandbox
 * started with a control token needs `controlToken`. Every call that changes state is sent with
 * `Content-Type: application/json`, body or not: the control API refuses one without it (403), so
 * that a form or a no-cors fetch from another page cannot reach it.
 */
export function createSandboxControlClient(options: SandboxControlClientOptions): SandboxControlClient {
  const { controlToken, ...rest } = options;
  if (controlToken !== undefined && (typeof controlToken !== "string" || controlToken === ""))
    throw new TypeError("controlToken must be a non-empty string");
  const client = createApiClient<paths>(controlToken === undefined ? rest : { ...rest, getToken: () => controlToken });
  client.use({
    onRequest({ request }) {
      if (!SAFE_METHODS.has(request.method) && !request.headers.has("content-type"))
        request.headers.set("content-type", "application/json");
      return request;
    },
  });
  return client;
}
