import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/types/sandbox-control.js";
import { createApiClient, type ApiClientOptions } from "./api-client.js";

/** Typed client of the sandbox's control API. */
export type SandboxControlClient = Client<paths>;

/**
 * Client of the sandbox's control API (`/_sandbox/...` on any service port of a running sandbox):
 * reset, tenants, service accounts, the message gateway's deliveries (every attempt with its answer
 * or network error; redeliver), journal, faults and clock. It needs no token.
 */
export function createSandboxControlClient(options: ApiClientOptions): SandboxControlClient {
  return createApiClient<paths>(options);
}
