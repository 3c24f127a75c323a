// What every flow works with: the provider's addresses, the kit's typed clients over a recording
// fetch, tokens, provider states, the webhook receiver and the run prefix every created thing carries.
import { securityScopes } from "../../../../generated/facts.js";
import { createTokenProvider } from "../../../../src/auth/index.js";
import {
  createConnectorCatalogueClient,
  createDataIntegrationClient,
  createFileContentClient,
  createIdentityClient,
  createOrderClient,
  type ApiClientOptions,
  type ConnectorCatalogueClient,
  type DataIntegrationClient,
  type FileContentClient,
  type IdentityClient,
  type OrderClient,
  type TokenSource,
} from "../../../../src/index.js";
import type { Evidence } from "./service-check.js";
import { describeAnswer, describeRequest, type Recorder, type ServiceName } from "./recorder.js";
import type { WebhookReceiver } from "./receiver.js";
import type { StateHook, StateValues } from "./state-hook.js";

/** The typed client of each service. */
export interface ClientOf {
  "identity-provider": IdentityClient;
  "data-integration": DataIntegrationClient;
  "order-integration": OrderClient;
  "file-content": FileContentClient;
  "connector-catalogue": ConnectorCatalogueClient;
}

const FACTORIES: { readonly [S in ServiceName]: (options: ApiClientOptions) => ClientOf[S] } = {
  "identity-provider": createIdentityClient,
  "data-integration": createDataIntegrationClient,
  "order-integration": createOrderClient,
  "file-content": createFileContentClient,
  "connector-catalogue": createConnectorCatalogueClient,
};

/** The identity provider's discovery document, as far as the kit reads it. */
export interface Discovery {
  readonly issuer: string;
  readonly token_endpoint: string;
  readonly jwks_uri: string;
  readonly scopes_supported?: readonly string[];
  readonly grant_types_supported?: readonly string[];
}

/** Client credentials of a service account, and the token it asks for. */
export interface Credentials {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Default: no tenant context. */
  readonly tenantId?: string | undefined;
  /** Default `apiim`. */
  readonly scope?: string;
}

export interface ServiceSession {
  /** Prefix of every name the run gives what it creates, such as `vs-3f9a1c`. */
  readonly runPrefix: string;
  /** The tenant under test (`--tenant`). */
  readonly tenantId: string;
  /** The kit's service account (`--client-id`). */
  readonly clientId: string;
  /** The kit's credentials (`--client-id`, `--client-secret`), for the token checks. */
  readonly account: { readonly clientId: string; readonly clientSecret: string };
  readonly discovery: Discovery;
  /** Base addresses of the services under test; the identity provider's is the issuer. */
  readonly services: Readonly<Partial<Record<ServiceName, string>>>;
  readonly recorder: Recorder;
  /** Longest wait for an event the kit caused, in milliseconds. */
  readonly eventTimeoutMs: number;
  /** The kit's webhook receiver; undefined when the events capability does not run. */
  readonly receiver: WebhookReceiver | undefined;
  /** The AMQP broker to read events from; undefined without `--amqp-url`. */
  readonly amqpUrl: string | undefined;
  /** `<runPrefix>-<part>`. */
  name(part: string): string;
  /**
   * A typed client of a service under test, sending the kit's token; `null` sends none, a token source sends its
   * tokens.
   */
  client<S extends ServiceName>(service: S, token?: TokenSource | null): ClientOf[S];
  /** A token source for these credentials, over the recording fetch. */
  tokens(credentials: Credentials): () => Promise<string>;
  /** The kit's own token (its tenant, scope apiim). */
  kitToken(): Promise<string>;
  /** Every token the kit's own token source gave out. */
  readonly kitTokens: ReadonlySet<string>;
  /** Sets up a provider state through `--state-hook`; throws StateNotGiven when the provider cannot give it. */
  state(name: string, params?: Readonly<Record<string, unknown>>): Promise<StateValues>;
  /** What `make` resolves with, made once per run and shared by the flows that ask for `key`. */
  shared<T>(key: string, make: () => Promise<T>): Promise<T>;
  /** The request and answer of a typed call, as a check's evidence. */
  evidence(result: { readonly response: Response } | Response): Evidence;
}

export interface SessionParts {
  readonly runPrefix: string;
  readonly tenantId: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly discovery: Discovery;
  readonly issuer: string;
  readonly services: Readonly<Partial<Record<ServiceName, string>>>;
  readonly recorder: Recorder;
  readonly stateHook: StateHook;
  readonly eventTimeoutMs: number;
  readonly receiver: WebhookReceiver | undefined;
  readonly amqpUrl: string | undefined;
}

export function createSession(parts: SessionParts): ServiceSession {
  const allowInsecureHttp = new URL(parts.issuer).protocol === "http:";
  const providers = new Map<string, () => Promise<string>>();
  const tokens = (credentials: Credentials) => {
    const key = JSON.stringify([
      credentials.clientId,
      credentials.tenantId ?? null,
      credentials.scope ?? securityScopes["data-integration"][0],
    ]);
    let source = providers.get(key);
    if (source === undefined) {
      const provider = createTokenProvider({
        issuer: parts.issuer,
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
        ...(credentials.tenantId === undefined ? {} : { tenantId: credentials.tenantId }),
        scope: credentials.scope ?? securityScopes["data-integration"][0],
        fetch: parts.recorder.fetchFor("identity-provider", "token"),
        allowInsecureHttp,
      });
      source = () => provider.getToken();
      providers.set(key, source);
    }
    return source;
  };
  const sharedValues = new Map<string, Promise<unknown>>();
  const kitTokens = new Set<string>();
  const ownSource = tokens({ clientId: parts.clientId, clientSecret: parts.clientSecret, tenantId: parts.tenantId });
  const kitToken = async () => {
    const token = await ownSource();
    kitTokens.add(token);
    return token;
  };
  return {
    runPrefix: parts.runPrefix,
    tenantId: parts.tenantId,
    clientId: parts.clientId,
    account: { clientId: parts.clientId, clientSecret: parts.clientSecret },
    discovery: parts.discovery,
    services: parts.services,
    recorder: parts.recorder,
    eventTimeoutMs: parts.eventTimeoutMs,
    receiver: parts.receiver,
    amqpUrl: parts.amqpUrl,
    name: (part) => `${parts.runPrefix}-${part}`,
    client(service, token) {
      const baseUrl = parts.services[service];
      if (baseUrl === undefined) throw new Error(`no address of ${service} was given`);
      const getToken = token === null ? undefined : (token ?? kitToken);
      // No retries: the kit judges every answer as it came, a 5xx included.
      const options: ApiClientOptions = {
        baseUrl,
        fetch: parts.recorder.fetchFor(service),
        retry: { retries: 0 },
        ...(getToken === undefined ? {} : { getToken }),
      };
      return FACTORIES[service](options);
    },
    tokens,
    kitToken,
    kitTokens,
    state: (name, params = {}) =>
      parts.stateHook.setUp(name, { tenantId: parts.tenantId, runPrefix: parts.runPrefix, ...params }),
    shared<T>(key: string, make: () => Promise<T>): Promise<T> {
      let value = sharedValues.get(key) as Promise<T> | undefined;
      if (value === undefined) {
        value = make();
        sharedValues.set(key, value);
      }
      return value;
    },
    evidence(result) {
      const response = result instanceof Response ? result : result.response;
      const exchange = parts.recorder.exchangeOf(response);
      if (exchange === undefined) return { request: "(not recorded)", answer: String(response.status) };
      return { request: describeRequest(exchange), answer: describeAnswer(exchange) };
    },
  };
}
