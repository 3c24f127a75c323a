import { FLOWS } from "./all-flows.js";
import { checksOf } from "./flow.js";
import { addressOption, VerifyServiceInputError } from "./preflight.js";
import {
  DEFAULT_MAX_ANSWER_BYTES,
  MAX_ANSWER_BYTES_LIMIT,
  MIN_ANSWER_BYTES,
  type ProviderLimits,
} from "./provider-fetch.js";
import type { ServiceName } from "./recorder.js";
import { CAPABILITIES, type Capability, type ServiceCheckResult } from "./service-check.js";

/** Options of {@link verifyService}; the command line's flags in camelCase. */
export interface VerifyServiceOptions {
  /** The identity provider's issuer (`{idp_url}`): discovery, tokens and keys are read from it. */
  readonly issuer: string;
  /** The kit's service account; it needs the TenantAdmin role for the catalogue checks. */
  readonly clientId: string;
  readonly clientSecret: string;
  /** The tenant the kit works in (the client must be registered in it). */
  readonly tenantId: string;
  /** `{base_url}`; without it the data integration checks are skipped. */
  readonly dataIntegrationUrl?: string | undefined;
  /** `{order_url}`; without it the order checks are skipped. */
  readonly orderIntegrationUrl?: string | undefined;
  /** `{content_url}`; without it the file checks are skipped. */
  readonly fileContentUrl?: string | undefined;
  /** `{connector_url}`; without it the catalogue checks are skipped. */
  readonly connectorCatalogueUrl?: string | undefined;
  /**
   * Pact-style provider states URL (the sandbox's is `<any service>/_sandbox/provider-states`); without it checks that
   * need a state are skipped.
   */
  readonly stateHookUrl?: string | undefined;
  /**
   * An AMQP 0-9-1 broker the provider publishes native sources' events to; without it the broker checks are skipped.
   */
  readonly amqpUrl?: string | undefined;
  /** Interface of the kit's webhook receiver. Default 127.0.0.1. */
  readonly receiverHost?: string | undefined;
  /** Port of the kit's webhook receiver. Default 0: a free one. */
  readonly receiverPort?: number | undefined;
  /** The receiver's address as the provider reaches it (a tunnel); default `http://<receiver host>:<port>`. */
  readonly publicReceiverUrl?: string | undefined;
  /** Only these capabilities. Default every one. */
  readonly only?: readonly Capability[] | undefined;
  /** Lowest overall score, in percent, that passes. Default 100. */
  readonly minScore?: number | undefined;
  /** Ids of checks known to fail: their failures count neither way. */
  readonly baseline?: readonly string[] | undefined;
  /** Milliseconds one request may take. Default 10000. */
  readonly timeoutMs?: number | undefined;
  /** Milliseconds the kit waits for an event it caused (redelivery included). Default 20000. */
  readonly eventTimeoutMs?: number | undefined;
  /** Prefix of every name the run gives what it creates. Default `vs-` and six random hex digits. */
  readonly runPrefix?: string | undefined;
  /**
   * Also write the run's HTTP flows as Arazzo 1.0 workflows into this folder (`verify-service.arazzo.yaml` and the
   * specs it names).
   */
  readonly exportArazzo?: string | undefined;
  /** Told about each check as it ends. */
  readonly onResult?: ((result: ServiceCheckResult) => void) | undefined;
  /**
   * The most bytes of one answer the kit reads (`--max-answer-bytes`); the rest is cancelled unread and the report
   * says the answer was cut. Default 8 MiB.
   */
  readonly maxAnswerBytes?: number | undefined;
  /**
   * Origins the kit may send to besides the issuer's, the services' and the state hook's (`--allow-origin`): the only
   * ones a discovery document's token_endpoint and jwks_uri may name besides the issuer's.
   */
  readonly allowOrigins?: readonly string[] | undefined;
  /**
   * The fetch every request of the kit goes through: a sandbox in process's `sandbox.fetch` scores it without ports.
   * Default the global fetch.
   */
  readonly fetch?: typeof fetch | undefined;
}

export const SERVICE_OPTIONS: readonly (readonly [ServiceName, keyof VerifyServiceOptions, string])[] = [
  ["data-integration", "dataIntegrationUrl", "--data-integration"],
  ["order-integration", "orderIntegrationUrl", "--order-integration"],
  ["file-content", "fileContentUrl", "--file-content"],
  ["connector-catalogue", "connectorCatalogueUrl", "--connector-catalogue"],
];

const ALL_SERVICES: readonly ServiceName[] = ["identity-provider", ...SERVICE_OPTIONS.map(([service]) => service)];

/** Every check id of the kit, in the order they run (with every service given). */
export function serviceCheckIds(): string[] {
  return FLOWS.flatMap((flow) => checksOf(flow, ALL_SERVICES).map((rule) => rule.id));
}

/** `http://host:port` from `--allow-origin`: an origin alone, no path, query or credentials. */
function originOption(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (
    url === undefined ||
    (url.protocol !== "http:" && url.protocol !== "https:") ||
    url.username !== "" ||
    url.password !== "" ||
    url.search !== "" ||
    url.hash !== "" ||
    url.pathname !== "/"
  )
    throw new VerifyServiceInputError(
      "--allow-origin",
      `${JSON.stringify(value)} is no origin: give the scheme, host and port only, such as https://idp.example:8443`,
    );
  return url.origin;
}

function requireText(option: string, value: unknown): string {
  if (typeof value !== "string" || value.trim() === "")
    throw new VerifyServiceInputError(option, "must be a non-empty string");
  return value;
}

export function checkNumbers(options: VerifyServiceOptions): void {
  const within = (option: string, value: number | undefined, min: number, max: number) => {
    if (value !== undefined && (!Number.isFinite(value) || value < min || value > max))
      throw new VerifyServiceInputError(option, `must be a number from ${min} to ${max} (found ${value})`);
  };
  within("--min-score", options.minScore, 0, 100);
  within("--timeout", options.timeoutMs, 1, 600_000);
  within("--event-timeout", options.eventTimeoutMs, 1, 600_000);
  within("--receiver-port", options.receiverPort, 0, 65535);
  within("--max-answer-bytes", options.maxAnswerBytes, MIN_ANSWER_BYTES, MAX_ANSWER_BYTES_LIMIT);
  if (options.maxAnswerBytes !== undefined && !Number.isInteger(options.maxAnswerBytes))
    throw new VerifyServiceInputError("--max-answer-bytes", `must be a whole number (found ${options.maxAnswerBytes})`);
  const unknown = (options.only ?? []).filter((capability) => !CAPABILITIES.includes(capability));
  if (unknown.length > 0)
    throw new VerifyServiceInputError(
      "--only",
      `${unknown.join(", ")} is no capability; capabilities: ${CAPABILITIES.join(", ")}`,
    );
  const ids = new Set(serviceCheckIds());
  const strangers = (options.baseline ?? []).filter((id) => !ids.has(id));
  if (strangers.length > 0)
    throw new VerifyServiceInputError("--baseline", `names checks the kit does not have: ${strangers.join(", ")}`);
  if (options.runPrefix !== undefined && !/^[A-Za-z0-9][A-Za-z0-9-]{0,23}$/.test(options.runPrefix))
    throw new VerifyServiceInputError(
      "--run-prefix",
      "must be 1 to 24 letters, digits and dashes, starting with a letter or digit",
    );
}

/** Where the kit sends, read from the options, each address checked and named by its flag when it is wrong. */
export interface VerifyTarget {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly tenantId: string;
  /** The address of every service given, the identity provider's (the issuer) among them. */
  readonly services: Partial<Record<ServiceName, string>>;
  readonly stateHookUrl: string | undefined;
  readonly publicReceiverUrl: string | undefined;
  readonly amqpUrl: string | undefined;
  readonly fetcher: typeof fetch;
  /** Origins a discovery document may name endpoints at. */
  readonly endpointOrigins: ReadonlySet<string>;
  readonly limits: ProviderLimits;
}

export function readTarget(options: VerifyServiceOptions): VerifyTarget {
  const issuer = addressOption("--issuer", requireText("--issuer", options.issuer));
  const clientId = requireText("--client-id", options.clientId);
  const clientSecret = requireText("--client-secret", options.clientSecret);
  const tenantId = requireText("--tenant", options.tenantId);
  const services: Partial<Record<ServiceName, string>> = { "identity-provider": issuer };
  for (const [service, key, option] of SERVICE_OPTIONS) {
    const value = options[key] as string | undefined;
    if (value !== undefined) services[service] = addressOption(option, value);
  }
  const stateHookUrl =
    options.stateHookUrl === undefined ? undefined : addressOption("--state-hook", options.stateHookUrl);
  const publicReceiverUrl =
    options.publicReceiverUrl === undefined
      ? undefined
      : addressOption("--public-receiver-url", options.publicReceiverUrl);
  const amqpUrl = options.amqpUrl;
  if (amqpUrl !== undefined && !/^amqps?:\/\//.test(amqpUrl))
    throw new VerifyServiceInputError("--amqp-url", "must be an amqp:// or amqps:// URL");

  if (options.fetch !== undefined && typeof options.fetch !== "function")
    throw new VerifyServiceInputError("fetch", `must be a function (found ${typeof options.fetch})`);
  const extraOrigins = (options.allowOrigins ?? []).map(originOption);
  const endpointOrigins = new Set([new URL(issuer).origin, ...extraOrigins]);
  const limits: ProviderLimits = {
    timeoutMs: options.timeoutMs ?? 10_000,
    maxAnswerBytes: options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
    origins: new Set([
      ...endpointOrigins,
      ...Object.values(services).map((url) => new URL(url).origin),
      ...(stateHookUrl === undefined ? [] : [new URL(stateHookUrl).origin]),
    ]),
  };
  const fetcher = options.fetch ?? fetch;
  return {
    issuer,
    clientId,
    clientSecret,
    tenantId,
    services,
    stateHookUrl,
    publicReceiverUrl,
    amqpUrl,
    fetcher,
    endpointOrigins,
    limits,
  };
}
