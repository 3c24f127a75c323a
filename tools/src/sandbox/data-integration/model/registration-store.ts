// The registration store of the data integration service: data agents and data sources of one tenant, as saved, and
// how a handler finds them. "An integration agent (V2) is one component that joins a data agent and a data source in
// a 1:1 relation. V1 exposes the data agent and the data source as separate resources", so V2 and V1 handlers and the
// connector catalogue all read and write these same records.
import type { components } from "../../../../../generated/types/data-integration.js";
import type { ConsumerRateLimit } from "../../gateway/index.js";
import { declareDocument, StoreFormatError, type Tenant } from "../../kernel/store.js";

type Schemas = components["schemas"];
export type KeyValuePair = Schemas["KeyValuePair"];
export type InputTransformation = Schemas["InputTransformation"];
export type AgentStatusRecord = Schemas["AgentStatusRecord"];
export type ConsumerFlags = { -readonly [K in keyof Schemas["ConfigureConsumerFlags"]]-?: boolean };

/** A data agent (the agent half of an integration agent). */
export interface DataAgent {
  readonly agentId: string;
  agentCode: string;
  /** "whether the agent is registered in the given tenant"; switched by SwitchEnabled. */
  enabled: boolean;
  description: string | null;
  customProperties: KeyValuePair[] | null;
  /** The service account the agent is identified by (rule 1: "identified by its service account"). */
  readonly clientId: string | undefined;
  /** Registered through the V2 Settings endpoints for multi-tenant agents (rather than on-premise or V1). */
  readonly multiTenant: boolean;
  readonly createdOn: string;
}

/** A data source (the source half of an integration agent) with everything configured on it. */
export interface DataSource {
  readonly sourceId: string;
  readonly agentId: string;
  sourceCode: string;
  applicationCode: string;
  isRegistered: boolean;
  enabled: boolean;
  description: string | null;
  customProperties: KeyValuePair[] | null;
  consumerCode: string;
  consumerType: Schemas["ConsumerType"];
  consumerWebhookUrl: string | null;
  /** Rule 5: "The consumer is bound to the clientId of the service account that registered it." */
  consumerClientId: string | undefined;
  useIntegrationProfile: boolean;
  useConsumerSettings: boolean;
  readonly consumerFlags: ConsumerFlags;
  rateLimit: { rateLimit: number | undefined; rateLimitInterval: Schemas["RateLimitInterval"] | undefined };
  /** Input transformations by customCode, in insertion order. */
  readonly transformations: Map<string, InputTransformation>;
  /** Agent statuses, oldest first. */
  readonly statuses: AgentStatusRecord[];
  /** Supported features by featureCode. */
  readonly supportedFeatures: Map<string, Schemas["SupportedFeature"]>;
}

export interface Registrations {
  readonly agents: Map<string, DataAgent>;
  readonly sources: Map<string, DataSource>;
}

type SavedSource = Omit<DataSource, "transformations" | "supportedFeatures"> & {
  transformations: [string, InputTransformation][];
  supportedFeatures: [string, Schemas["SupportedFeature"]][];
};

function listAt(json: unknown, path: string): unknown[] {
  if (!Array.isArray(json)) throw new StoreFormatError(path, "must be an array");
  return json;
}

/** The data agents and data sources of a tenant. */
export const REGISTRATIONS = declareDocument<Registrations>("data-integration.registrations", {
  create: () => ({ agents: new Map(), sources: new Map() }),
  save: ({ agents, sources }) => ({
    agents: [...agents.values()],
    sources: [...sources.values()].map((source): SavedSource => ({
      ...source,
      transformations: [...source.transformations],
      supportedFeatures: [...source.supportedFeatures],
    })),
  }),
  load(json) {
    const form = json as { agents?: unknown; sources?: unknown };
    const agents = listAt(form?.agents, "$.agents") as DataAgent[];
    const sources = (listAt(form?.sources, "$.sources") as SavedSource[]).map((source, i): DataSource => ({
      ...source,
      transformations: new Map(
        listAt(source.transformations, `$.sources[${i}].transformations`) as [string, InputTransformation][],
      ),
      supportedFeatures: new Map(
        listAt(source.supportedFeatures, `$.sources[${i}].supportedFeatures`) as [
          string,
          Schemas["SupportedFeature"],
        ][],
      ),
    }));
    return {
      agents: new Map(agents.map((agent) => [agent.agentId, agent])),
      sources: new Map(sources.map((source) => [source.sourceId, source])),
    };
  },
});

/** The registrations of one tenant. */
export function registrations(tenant: Tenant): Registrations {
  return tenant.get(REGISTRATIONS);
}

/** The agent a service account works as in a tenant (the first registered for it), or undefined. */
export function agentOfClient(tenant: Tenant, clientId: string): DataAgent | undefined {
  for (const agent of registrations(tenant).agents.values()) if (agent.clientId === clientId) return agent;
  return undefined;
}

/** The sources of an agent, in registration order. */
export function sourcesOfAgent(tenant: Tenant, agentId: string): DataSource[] {
  return [...registrations(tenant).sources.values()].filter((source) => source.agentId === agentId);
}

/** `/api/v1/DataAgents/{id}` "also serves `{code}`": an id first, else a code. */
export function findAgent(tenant: Tenant, idOrCode: string): DataAgent | undefined {
  const { agents } = registrations(tenant);
  return agents.get(idOrCode) ?? [...agents.values()].find((agent) => agent.agentCode === idOrCode);
}

/** The source's delivery rate limit for the gateway, once both members are set. */
export function consumerRateLimit(source: DataSource): ConsumerRateLimit | undefined {
  const { rateLimit, rateLimitInterval } = source.rateLimit;
  return rateLimit !== undefined && rateLimit > 0 && rateLimitInterval !== undefined
    ? { limit: rateLimit, interval: rateLimitInterval }
    : undefined;
}
