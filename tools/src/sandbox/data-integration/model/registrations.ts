// Registering data agents and data sources, and changing them, under the rules of the data integration service: the
// ids a multi-tenant agent shares across tenants, a taken code or id refused, the definition members applied. What is
// registered is held in registration-store.ts.
import { createHash } from "node:crypto";
import type { components } from "../../../../../generated/types/data-integration.js";
import { newId } from "../../kernel/ids.js";
import type { Tenant } from "../../kernel/store.js";
import { registrations, type ConsumerFlags, type DataAgent, type DataSource } from "./registration-store.js";

export {
  agentOfClient,
  consumerRateLimit,
  findAgent,
  REGISTRATIONS,
  registrations,
  sourcesOfAgent,
  type AgentStatusRecord,
  type ConsumerFlags,
  type DataAgent,
  type DataSource,
} from "./registration-store.js";

type Schemas = components["schemas"];

/** A UUID (version 5 layout) derived from `parts`: the same input gives the same identifier in every tenant. */
export function derivedId(...parts: string[]): string {
  const hash = createHash("sha1").update(parts.join("\u0000")).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Rule 1: "A multi-tenant agent is registered once, is identified by its service account, and
 * shares the registration across tenants. The data-agent and data-source GUIDs are generated once
 * and are the same for all tenants." Deriving them from the client id keeps them equal in every
 * tenant without any state shared between tenants.
 */
export function multiTenantAgentIds(clientId: string): { agentId: string; sourceId: string } {
  return { agentId: derivedId("data-agent", clientId), sourceId: derivedId("data-source", clientId) };
}

function noFlags(): ConsumerFlags {
  return {
    enqueueDataStatus: false,
    integrationDataChanges: false,
    integrationProfileStatus: false,
    dataRecordChanges: false,
    refreshSourceConfig: false,
    refreshSourceStatus: false,
    refreshTenants: false,
  };
}

/** What {@link registerDataAgent} creates: an agent and its one data source. */
export interface RegisterDataAgentOptions {
  /** The unique agent code ("Each on-premise installation registers its own agent with a unique agent code"). */
  agentCode: string;
  /** The data source's code (V1 ImportDataSource `name`: "the agent code may be reused"). Default the agent code. */
  sourceCode?: string;
  /** The service account the agent works with; its tokens find the agent and its consumer is bound to it (rule 5). */
  clientId?: string;
  /** The global application code. Default the agent code. */
  applicationCode?: string;
  /** The consumer code. Default the agent code ("For on-premise agents it is the agent code"). */
  consumerCode?: string;
  /** Data agent identifier. Default a new random UUID. */
  agentId?: string;
  /** Data source identifier. Default a new random UUID. */
  sourceId?: string;
  description?: string | null;
  /**
   * Whether agent and source are enabled ("must both be enabled for data-integration processing to run"). Default true.
   */
  enabled?: boolean;
  /** Consumer channel of the source. Default `None`. */
  consumerType?: Schemas["ConsumerType"];
  consumerWebhookUrl?: string | null;
  /** Marks a V2 multi-tenant registration (Settings endpoints). Default false. */
  multiTenant?: boolean;
  /** Creation time (ISO 8601); default now. Handlers pass the sandbox clock's time. */
  createdOn?: string;
}

/** Thrown when a registration would break a rule; the message names the field. */
export class RegistrationError extends Error {
  override readonly name = "RegistrationError";
}

/**
 * Creates a data agent and its data source in `tenant`, as the connector catalogue does for "A
 * registered agent has dataAgentId and dataSourceId assigned", and as V2 Settings and V1 Import do.
 * An agent code already registered in the tenant is refused, as is an identifier already taken.
 */
export function registerDataAgent(
  tenant: Tenant,
  options: RegisterDataAgentOptions,
): { dataAgentId: string; dataSourceId: string } {
  const { sources } = registrations(tenant);
  const sourceId = options.sourceId ?? newId();
  if (sources.has(sourceId))
    throw new RegistrationError(`sourceId ${sourceId} is already registered in tenant ${tenant.tenantId}`);
  const agent = addDataAgent(tenant, options);
  addDataSource(tenant, {
    sourceId,
    agentId: agent.agentId,
    sourceCode: options.sourceCode ?? options.agentCode,
    applicationCode: options.applicationCode ?? options.agentCode,
    consumerCode: options.consumerCode ?? options.agentCode,
    consumerClientId: options.clientId,
    enabled: agent.enabled,
    description: options.description ?? null,
    consumerType: options.consumerType ?? "None",
    consumerWebhookUrl: options.consumerWebhookUrl ?? null,
  });
  return { dataAgentId: agent.agentId, dataSourceId: sourceId };
}

/** Adds a data agent without a source (V1 DataAgents and ImportDataAgent); refuses a taken code or id. */
export function addDataAgent(
  tenant: Tenant,
  options: Pick<
    RegisterDataAgentOptions,
    "agentCode" | "agentId" | "clientId" | "description" | "enabled" | "multiTenant" | "createdOn"
  >,
): DataAgent {
  const { agents } = registrations(tenant);
  if (typeof options.agentCode !== "string" || options.agentCode === "")
    throw new RegistrationError("agentCode must be a non-empty string");
  for (const agent of agents.values()) {
    if (agent.agentCode === options.agentCode)
      throw new RegistrationError(
        `agentCode ${JSON.stringify(options.agentCode)} is already ` +
          `registered in tenant ${tenant.tenantId} (agent ${agent.agentId})`,
      );
  }
  const agentId = options.agentId ?? newId();
  if (agents.has(agentId))
    throw new RegistrationError(`agentId ${agentId} is already registered in tenant ${tenant.tenantId}`);
  const agent: DataAgent = {
    agentId,
    agentCode: options.agentCode,
    enabled: options.enabled ?? true,
    description: options.description ?? null,
    customProperties: null,
    clientId: options.clientId,
    multiTenant: options.multiTenant ?? false,
    createdOn: options.createdOn ?? new Date().toISOString(),
  };
  agents.set(agentId, agent);
  return agent;
}

/** Adds a data source to a registered agent (V1 ImportDataSource, or the source half of {@link registerDataAgent}). */
export function addDataSource(
  tenant: Tenant,
  source: Pick<
    DataSource,
    | "sourceId"
    | "agentId"
    | "sourceCode"
    | "applicationCode"
    | "consumerCode"
    | "consumerClientId"
    | "enabled"
    | "description"
    | "consumerType"
    | "consumerWebhookUrl"
  >,
): DataSource {
  const { sources } = registrations(tenant);
  const record: DataSource = {
    ...source,
    isRegistered: true,
    customProperties: null,
    useIntegrationProfile: false,
    useConsumerSettings: false,
    consumerFlags: noFlags(),
    rateLimit: { rateLimit: undefined, rateLimitInterval: undefined },
    transformations: new Map(),
    statuses: [],
    supportedFeatures: new Map(),
  };
  sources.set(record.sourceId, record);
  return record;
}

/** Rule 6 for a text: undefined or null keeps, "" clears, anything else replaces. */
export function patchText(current: string | null, value: string | null | undefined): string | null {
  if (value === undefined || value === null) return current;
  return value === "" ? null : value;
}

export type Definition = { id?: unknown; code?: unknown; description?: unknown; enabled?: unknown };

/** Applies the known members of a definition body; the refusal names a member of the wrong type. */
export function applyDefinition(agent: DataAgent, body: Definition): string | undefined {
  if (body.code !== undefined && (typeof body.code !== "string" || body.code === ""))
    return "body $.code must be a non-empty string";
  if (body.description !== undefined && body.description !== null && typeof body.description !== "string")
    return "body $.description must be a string";
  if (body.enabled !== undefined && typeof body.enabled !== "boolean") return "body $.enabled must be a boolean";
  if (typeof body.code === "string") agent.agentCode = body.code;
  agent.description = patchText(agent.description, body.description);
  if (typeof body.enabled === "boolean") agent.enabled = body.enabled;
  return undefined;
}
