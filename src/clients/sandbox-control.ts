import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/types/sandbox-control.js";
import { createApiClient, type ApiClientOptions } from "./api-client.js";

/** Typed client of the sandbox's control API. */
export type SandboxControlClient = Client<paths>;

/** Options of {@link createSandboxControlClient}. */
export interface SandboxControlClientOptions extends Omit<ApiClientOptions, "getToken"> {
  /** The sandbox's control token, sent as `Authorization: Bearer <controlToken>`; needed when the sandbox was started with one (any non-loopback host). Default none. */
  controlToken?: string;
}

/**
 * Client of the sandbox's control API (`/_sandbox/...` on any service port of a running sandbox):
 * reset, tenants, service accounts, deliveries, journal, faults and clock. On loopback it needs no
 * token; a sandbox started with a control token needs `controlToken`.
 */
export function createSandboxControlClient(options: SandboxControlClientOptions): SandboxControlClient {
  const { controlToken, ...rest } = options;
  if (controlToken !== undefined && (typeof controlToken !== "string" || controlToken === "")) throw new TypeError("controlToken must be a non-empty string");
  return createApiClient<paths>(controlToken === undefined ? rest : { ...rest, getToken: () => controlToken });
}
