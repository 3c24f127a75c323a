// A tenant's connectors and agents. "A connector has one registration per tenant. An agent belongs
// to one connector and a tenant may have several agents. ... A registered agent has dataAgentId and
// dataSourceId assigned": those are the data agent and data source of the data integration service.
import { registerDataAgent } from "../../data-integration/index.js";
import type { SandboxSeed } from "../../kernel/seed.js";
import { declareDocument, type Tenant } from "../../kernel/store.js";
import { newHex, newId } from "../../kernel/ids.js";

/** A provider of connectors: the seed's, the same after every reset. */
export type Provider = NonNullable<SandboxSeed["providers"]>[number];

export interface Connector {
  readonly id: string;
  readonly providerId: string;
  enabled: boolean;
}

export interface Agent {
  readonly id: string;
  readonly connectorId: string;
  readonly name: string;
  readonly agentCode: string;
  integrationTokenClientId: string;
  enabled: boolean;
  readonly dataAgentId: string;
  readonly dataSourceId: string;
}

export interface Catalogue {
  /** Connectors by id. */
  readonly connectors: Map<string, Connector>;
  /** Agents by id. */
  readonly agents: Map<string, Agent>;
}

/** The tenant's connectors and agents. */
export const CATALOGUE = declareDocument<Catalogue>("connector-catalogue.registrations", {
  create: () => ({ connectors: new Map(), agents: new Map() }),
  save: ({ connectors, agents }) => ({ connectors: [...connectors.values()], agents: [...agents.values()] }),
  load(json) {
    const { connectors = [], agents = [] } = json as { connectors?: Connector[]; agents?: Agent[] };
    return { connectors: new Map(connectors.map((c) => [c.id, c])), agents: new Map(agents.map((a) => [a.id, a])) };
  },
});

export function catalogueOf(tenant: Tenant): Catalogue {
  return tenant.get(CATALOGUE);
}

/** Registers the tenant's connector of a provider, or updates the one it has. */
export function registerConnector(tenant: Tenant, providerId: string, enabled: boolean | undefined): Connector {
  const { connectors } = catalogueOf(tenant);
  const existing = [...connectors.values()].find((connector) => connector.providerId === providerId);
  if (existing !== undefined) {
    if (enabled !== undefined) existing.enabled = enabled;
    return existing;
  }
  const connector: Connector = { id: newId(), providerId, enabled: enabled ?? true };
  connectors.set(connector.id, connector);
  return connector;
}

/** A code no agent of any tenant has had: eight random hex digits, drawn again on the rare clash within the tenant. */
function newAgentCode(catalogue: Catalogue): string {
  for (;;) {
    const code = `AGENT-${newHex(4).toUpperCase()}`;
    if (![...catalogue.agents.values()].some((agent) => agent.agentCode === code)) return code;
  }
}

export interface AgentRegistration {
  readonly connectorId: string;
  readonly name: string;
  readonly integrationTokenClientId?: string;
  readonly enabled?: boolean;
}

/**
 * Registers an agent of a connector with a generated agentCode, the integrationTokenClientId
 * generated when absent, and a data agent and data source in the data integration service. An
 * agent of the same name in the connector is updated when `allowUpdate` is true and refused
 * otherwise.
 */
export function registerAgent(
  tenant: Tenant,
  registration: AgentRegistration,
  allowUpdate: boolean,
  now: number,
): { agent: Agent } | { refusal: "noConnector" | "exists"; detail: string } {
  const catalogue = catalogueOf(tenant);
  if (!catalogue.connectors.has(registration.connectorId)) {
    return {
      refusal: "noConnector",
      detail: `body $.connectorId: no connector ${registration.connectorId} in tenant ${tenant.tenantId}`,
    };
  }
  const existing = [...catalogue.agents.values()].find(
    (agent) => agent.connectorId === registration.connectorId && agent.name === registration.name,
  );
  if (existing !== undefined) {
    if (!allowUpdate)
      return {
        refusal: "exists",
        detail:
          `body $.name: connector ${registration.connectorId} has an ` +
          `agent ${JSON.stringify(registration.name)} (${existing.agentCode}); send ` +
          `allowUpdate=true to update it`,
      };
    if (registration.integrationTokenClientId !== undefined)
      existing.integrationTokenClientId = registration.integrationTokenClientId;
    if (registration.enabled !== undefined) existing.enabled = registration.enabled;
    return { agent: existing };
  }
  const agentCode = newAgentCode(catalogue);
  const integrationTokenClientId = registration.integrationTokenClientId ?? agentCode.toLowerCase();
  const enabled = registration.enabled ?? true;
  const { dataAgentId, dataSourceId } = registerDataAgent(tenant, {
    agentCode,
    clientId: integrationTokenClientId,
    description: registration.name,
    enabled,
    createdOn: new Date(now).toISOString(),
  });
  const agent: Agent = {
    id: newId(),
    connectorId: registration.connectorId,
    name: registration.name,
    agentCode,
    integrationTokenClientId,
    enabled,
    dataAgentId,
    dataSourceId,
  };
  catalogue.agents.set(agent.id, agent);
  return { agent };
}
