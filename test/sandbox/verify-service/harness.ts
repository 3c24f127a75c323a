// The sandbox as a provider under test, and the ways to break it: a proxy in front of each service
// that changes requests or answers, handlers wrapped around the sandbox's own, and the message
// gateway's outgoing POSTs.
import {
  verifyService,
  type ServiceVerificationReport,
  type VerifyServiceOptions,
} from "../../../tools/src/conformance/index.js";
import {
  DEFAULT_TENANT_ID,
  startSandbox,
  type AnyHandler,
  type HandlerRequest,
  type RunningSandbox,
} from "../../../tools/src/sandbox/index.js";
import { startBreakingProxy, type BreakingProxy } from "../../support/breaking-proxy.js";

/**
 * The services the kit reaches through the proxy (the identity provider is reached directly: its issuer is its own
 * address).
 */
export const PROXIED = ["data-integration", "order-integration", "file-content", "connector-catalogue"] as const;
export type ProxiedService = (typeof PROXIED)[number];

/** What the message gateway sends to a webhook, and the fetch that would send it. */
export type DeliveryBreak = (url: string, init: RequestInit, send: typeof fetch) => Promise<Response>;

export interface ProviderHarness {
  readonly sandbox: RunningSandbox;
  readonly proxies: Readonly<Record<ProxiedService, BreakingProxy>>;
  /** Replaces the sandbox's handler of an operation; `original` answers as the sandbox would. */
  wrap(operationId: string, handler: (request: HandlerRequest, original: AnyHandler) => ReturnType<AnyHandler>): void;
  /** Changes the message gateway's POSTs until `restore`. */
  breakDeliveries(change: DeliveryBreak): void;
  /** Runs the kit against the provider (through the proxies), with the state hook of the sandbox. */
  verify(options?: Partial<VerifyServiceOptions>): Promise<ServiceVerificationReport>;
  /** Removes every break and resets the sandbox's state. */
  restore(): Promise<void>;
  stop(): Promise<void>;
}

export async function startProviderHarness(): Promise<ProviderHarness> {
  let deliveryBreak: DeliveryBreak | undefined;
  const sandbox = await startSandbox({
    basePort: "free",
    onLog: () => {},
    gateway: {
      fetch: (input: string | URL | Request, init?: RequestInit) =>
        deliveryBreak === undefined
          ? fetch(input, init)
          : deliveryBreak(input instanceof Request ? input.url : String(input), init ?? {}, fetch),
    },
  });
  const url = (name: string) => sandbox.services.find((s) => s.name === name)!.url;
  const proxies = {} as Record<ProxiedService, BreakingProxy>;
  for (const service of PROXIED) proxies[service] = await startBreakingProxy(url(service));
  const originals = new Map<string, AnyHandler>();
  return {
    sandbox,
    proxies,
    wrap(operationId, handler) {
      const original = originals.get(operationId) ?? sandbox.control.handlers.get(operationId);
      if (original === undefined) throw new Error(`no handler of ${operationId}`);
      originals.set(operationId, original);
      const wrapped = Object.assign(
        (request: HandlerRequest) => handler(request, original),
        original.protocol === undefined ? {} : { protocol: original.protocol },
      );
      sandbox.control.handlers.set(operationId, wrapped);
    },
    breakDeliveries(change) {
      deliveryBreak = change;
    },
    verify: (options = {}) =>
      verifyService({
        issuer: url("identity-provider"),
        clientId: "sandbox-client",
        clientSecret: "sandbox-secret",
        tenantId: DEFAULT_TENANT_ID,
        dataIntegrationUrl: proxies["data-integration"].url,
        orderIntegrationUrl: proxies["order-integration"].url,
        fileContentUrl: proxies["file-content"].url,
        connectorCatalogueUrl: proxies["connector-catalogue"].url,
        stateHookUrl: `${url("data-integration")}/_sandbox/provider-states`,
        ...options,
      }),
    async restore() {
      for (const [operationId, original] of originals) sandbox.control.handlers.set(operationId, original);
      originals.clear();
      for (const proxy of Object.values(proxies)) proxy.current = undefined;
      deliveryBreak = undefined;
      await sandbox.control.reset();
    },
    async stop() {
      for (const proxy of Object.values(proxies)) await proxy.close();
      await sandbox.stop();
    },
  };
}
