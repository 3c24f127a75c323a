// Which integration agent a V2 call speaks for: "An integration agent is identified by the service
// account of the token" (Authentication, 4), optionally narrowed to one of its sources by `sourceId`.
import type { operations } from "../../../../../generated/types/data-integration.js";
import type { HandlerRequest } from "../../kernel/handler-map.js";
import type { Tenant } from "../../kernel/store.js";
import {
  agentOfClient,
  registrations,
  sourcesOfAgent,
  type DataAgent,
  type DataSource,
} from "../model/registrations.js";

export type DataRequest<K extends keyof operations> = HandlerRequest<operations[K], Tenant>;

/** The caller's tenant and client id; the router only lets data calls through with tenant context. */
export function callerOf(request: HandlerRequest<unknown, Tenant>): { tenant: Tenant; clientId: string } {
  if (request.caller === undefined) throw new Error(`${request.operationId} reached its handler without a caller`);
  return { tenant: request.tenant, clientId: request.caller.clientId };
}

export type AgentLookup = { agent: DataAgent; source: DataSource } | { missing: string };

/**
 * The caller's agent and source in its tenant; `sourceId`, when given, must be a source of that agent.
 * `missing` says why there is none, naming the service account, tenant or source.
 */
export function integrationAgentOf(request: HandlerRequest<unknown, Tenant>, sourceId?: string): AgentLookup {
  const { tenant, clientId } = callerOf(request);
  const agent = agentOfClient(tenant, clientId);
  if (agent === undefined)
    return {
      missing: `no integration agent is registered for service account ${clientId} in tenant ${tenant.tenantId}`,
    };
  const sources = sourcesOfAgent(tenant, agent.agentId);
  const source = sourceId === undefined ? sources[0] : sources.find((s) => s.sourceId === sourceId);
  if (source === undefined) {
    return {
      missing:
        sourceId === undefined
          ? `agent ${agent.agentCode} has no data source`
          : `sourceId ${sourceId} is not a data source of the agent of service account ${clientId}`,
    };
  }
  return { agent, source };
}

/** A source of the caller's tenant by id, for the V1 operations that name it in the path. */
export function sourceById(tenant: Tenant, sourceId: string): DataSource | undefined {
  return registrations(tenant).sources.get(sourceId);
}
