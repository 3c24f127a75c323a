// Where a sandbox in process answers: one origin per service, under `.invalid`, a name that never
// resolves (RFC 6761 section 6.4), so a request that escapes the in-process doors fails at once
// instead of reaching a host of that name. They are https origins, so the runtime's secure
// defaults (an https issuer, an https JWKS) hold without being turned off for the sandbox.

/** The domain every service origin of a sandbox in process is a name under. */
export const IN_PROCESS_DOMAIN = "sandbox.invalid";

/** `https://data-integration.sandbox.invalid`: the origin that serves `service`. */
export function serviceOrigin(service: string): string {
  return `https://${service}.${IN_PROCESS_DOMAIN}`;
}

/**
 * Thrown when a call names an origin the sandbox does not serve, or a service it does not run; the message names what
 * it serves.
 */
export class SandboxOriginError extends Error {
  override readonly name = "SandboxOriginError";
}

/** The origin of `input` as the global fetch reads it (a string, a URL or a Request). */
export function originOf(input: string | URL | Request): { url: URL; origin: string } | { refusal: string } {
  const text = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (!URL.canParse(text))
    return {
      refusal:
        `${JSON.stringify(text)} is not an absolute URL: the sandbox ` +
        `routes by origin (use sandbox.baseUrl(service) as the base)`,
    };
  const url = new URL(text);
  return { url, origin: url.origin };
}

/** Routes by origin to the value of each service; a miss names the origin and every origin served. */
export function createOriginTable<T>(entries: readonly (readonly [service: string, value: T])[]) {
  const byOrigin = new Map(entries.map(([service, value]) => [serviceOrigin(service), value]));
  const byService = new Map(entries.map(([service]) => [service, serviceOrigin(service)]));
  const served = () => [...byOrigin.keys()].join(", ");
  return {
    origins: () => [...byOrigin.keys()],
    /** The value served at `origin`, or `undefined`. */
    at: (origin: string) => byOrigin.get(origin.toLowerCase()),
    /** The origin of `service`; throws naming the services it runs. */
    baseUrl(service: string): string {
      const origin = byService.get(service);
      if (origin === undefined)
        throw new SandboxOriginError(
          `sandbox.baseUrl: the sandbox runs no ` +
            `service ${JSON.stringify(service)}; it ` +
            `runs ${[...byService.keys()].join(", ")}`,
        );
      return origin;
    },
    /** Why `origin` is not served, with the origins that are. */
    refusal: (origin: string) => `sandbox.fetch: the sandbox does not serve ${origin}; it serves ${served()}`,
  };
}
