// Agent statuses (V2 Statuses, V1 DataAgents/{id}/Status): "a status with isLive and isReady
// describes agent health"; listed newest first.
import type { operations } from "../../../../../../generated/types/data-integration.js";
import { problem } from "../../../kernel/answer.js";
import type { TenantHandlerMap } from "../../../kernel/handler-map.js";
import { registrations, sourcesOfAgent, type AgentStatusRecord } from "../../model/registrations.js";
import { callerOf, integrationAgentOf } from "../caller.js";
import { newestFirst, page } from "../../../kernel/paging.js";
import { newId } from "../../../kernel/ids.js";

function matching(
  statuses: readonly AgentStatusRecord[],
  filter: { operationId?: string | undefined; statusItemId?: string | undefined; sourceId?: string | undefined },
  sourceId: string,
): AgentStatusRecord[] {
  if (filter.sourceId !== undefined && filter.sourceId !== sourceId) return [];
  return statuses.filter(
    (s) =>
      (filter.operationId === undefined || s.operationId === filter.operationId) &&
      (filter.statusItemId === undefined || s.statusItemId === filter.statusItemId),
  );
}

export function createStatusHandlers(): TenantHandlerMap<operations> {
  return {
    getIntegrationAgentStatuses(request) {
      const { sourceId, offset, limit, operationId, statusItemId } = request.parameters;
      const found = integrationAgentOf(request, sourceId);
      if ("missing" in found) return problem(404, "Not Found", `the agent is not registered: ${found.missing}`);
      const items = newestFirst(
        matching(found.source.statuses, { operationId, statusItemId }, found.source.sourceId),
        (s) => s.createdOn!,
      );
      return { status: 200, body: { sourceId: found.source.sourceId, statuses: page(items, offset, limit) } };
    },
    postIntegrationAgentStatus(request) {
      const found = integrationAgentOf(request, request.parameters.sourceId);
      if ("missing" in found) return problem(400, "Bad Request", found.missing);
      const { operationId, isLive, isReady, verboseStatus, utcTimestamp } = request.body;
      found.source.statuses.push({
        statusItemId: newId(),
        operationId: operationId ?? newId(),
        isLive,
        isReady,
        ...(verboseStatus === undefined ? {} : { verboseStatus }),
        utcTimestamp,
        createdOn: new Date(request.clock.now()).toISOString(),
      });
      return { status: 204 };
    },
    getDataAgentStatus(request) {
      const { tenant } = callerOf(request);
      const { id, SourceId, OperationId, StatusItemId, Offset, Limit } = request.parameters;
      if (!registrations(tenant).agents.has(id))
        return problem(404, "Not Found", `no data agent ${id} in tenant ${tenant.tenantId}`);
      const items = sourcesOfAgent(tenant, id).flatMap((source) =>
        matching(
          source.statuses,
          { operationId: OperationId, statusItemId: StatusItemId, sourceId: SourceId },
          source.sourceId,
        ),
      );
      return {
        status: 200,
        body: page(
          newestFirst(items, (s) => s.createdOn!),
          Offset,
          Limit,
        ),
      };
    },
  };
}
