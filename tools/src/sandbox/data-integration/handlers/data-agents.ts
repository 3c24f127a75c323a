// V1 data agents (obsolete): the agent half of the same registrations V2 uses, so "an agent
// registered in V2 is visible in V1 and the other way round". Their fields are "not shown beyond
// the identifiers that the endpoints use": the sandbox answers id, code, enabled and description.
import type { operations } from "../../../../../generated/types/data-integration.js";
import { problem } from "../../kernel/answer.js";
import type { TenantHandlerMap } from "../../kernel/handler-map.js";
import {
  addDataAgent,
  applyDefinition,
  findAgent,
  registrations,
  RegistrationError,
  type DataAgent,
} from "../model/registrations.js";
import { callerOf } from "./caller.js";
import { page } from "../../kernel/paging.js";

export function agentDefinition(agent: DataAgent) {
  return { id: agent.agentId, code: agent.agentCode, enabled: agent.enabled, description: agent.description };
}

const notFound = (idOrCode: string) => problem(404, "Not Found", `no data agent ${idOrCode}`);

export function createDataAgentHandlers(): TenantHandlerMap<operations> {
  return {
    getDataAgents(request) {
      const { CustomCode, Offset, Limit } = request.parameters;
      const agents = [...registrations(callerOf(request).tenant).agents.values()].filter(
        (agent) => CustomCode === undefined || agent.agentCode === CustomCode,
      );
      return { status: 200, body: page(agents.map(agentDefinition), Offset, Limit) };
    },
    headDataAgents: () => ({ status: 200 }),
    createDataAgent(request) {
      const { tenant, clientId } = callerOf(request);
      // The spec requires a non-empty `code` and a uuid `id`: request validation refused anything else.
      const body = request.body;
      try {
        const agent = addDataAgent(tenant, {
          agentCode: body.code,
          clientId,
          ...(body.id === undefined ? {} : { agentId: body.id }),
          createdOn: new Date(request.clock.now()).toISOString(),
        });
        const refusal = applyDefinition(agent, body);
        if (refusal !== undefined) {
          registrations(tenant).agents.delete(agent.agentId);
          return problem(400, "Bad Request", refusal);
        }
        return { status: 201, body: agentDefinition(agent) };
      } catch (error) {
        if (error instanceof RegistrationError) return problem(400, "Bad Request", error.message);
        throw error;
      }
    },
    getDataAgent(request) {
      const agent = findAgent(callerOf(request).tenant, request.parameters.id);
      return agent === undefined ? notFound(request.parameters.id) : { status: 200, body: agentDefinition(agent) };
    },
    headDataAgent(request) {
      return findAgent(callerOf(request).tenant, request.parameters.id) === undefined
        ? { status: 404 }
        : { status: 200 };
    },
    updateDataAgent(request) {
      const agent = findAgent(callerOf(request).tenant, request.parameters.id);
      if (agent === undefined) return notFound(request.parameters.id);
      const refusal = applyDefinition(agent, request.body);
      return refusal === undefined
        ? { status: 200, body: agentDefinition(agent) }
        : problem(400, "Bad Request", refusal);
    },
    deleteDataAgent(request) {
      const { tenant } = callerOf(request);
      const agent = findAgent(tenant, request.parameters.id);
      if (agent === undefined) return notFound(request.parameters.id);
      const { agents, sources } = registrations(tenant);
      agents.delete(agent.agentId);
      for (const [id, source] of sources) if (source.agentId === agent.agentId) sources.delete(id);
      return { status: 204 };
    },
    switchDataAgentEnabled(request) {
      const agent = findAgent(callerOf(request).tenant, request.parameters.id);
      if (agent === undefined) return notFound(request.parameters.id);
      agent.enabled = request.parameters.enabled;
      return { status: 200 };
    },
  };
}
