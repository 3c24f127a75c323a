// Processed data results: "Data-changes result: id (equals the publisher's input queue item
// identifier) ..." and its items, "system properties only, not the records".
import type { components, operations } from "../../../generated/types/data-integration.js";
import { problem } from "../answer.js";
import type { HandlerMap } from "../handlers.js";
import type { TenantState } from "../tenant-state.js";
import { callerOf } from "./integration-agent.js";
import { missingProfile, profileState } from "./integration-profiles.js";
import { newestFirst, page } from "./paging.js";
import { processedResult } from "./querying.js";
import { queueItems, type QueueItem } from "./queue-item.js";

type Schemas = components["schemas"];

function resultView(tenant: TenantState, item: QueueItem): Schemas["DataChangesResult"] {
  return {
    id: item.queueItemId,
    createdOn: item.createdOn,
    modifiedOn: item.finishedOn ?? item.createdOn,
    releasedOn: item.finishedOn,
    sourceId: item.sourceId,
    operationId: item.operationId,
    profileId: profileState(tenant).profile?.id ?? null,
    scenarioId: null,
    featureId: null,
  };
}

function itemViews(item: QueueItem, modelId: string | undefined): Schemas["DataChangesResultItem"][] {
  return item.changes
    .filter((change) => modelId === undefined || change.record.modelId === modelId)
    .map(({ id, changeType, record }) => ({
      id,
      resultId: item.queueItemId,
      changeType,
      modelId: record.modelId,
      recordId: record.recordId,
      externalId: record.externalId,
      referenceId: record.referenceId,
      mandantCode: record.mandantCode,
    }));
}

const unknownResult = (resultId: string) => problem(404, "Not Found", `no processed queue item ${resultId}`);

export function createProcessedDataResultHandlers(): HandlerMap<operations> {
  return {
    getProcessedDataResult(request) {
      const { tenant } = callerOf(request);
      if ((request.parameters.scenarioId ?? request.parameters.featureId) !== undefined && profileState(tenant).profile === undefined) return missingProfile(tenant);
      const result = processedResult(tenant, request.parameters.resultId);
      if (result === undefined) return unknownResult(request.parameters.resultId);
      return { status: 200, body: { totalCount: 1, items: [resultView(tenant, result)] } };
    },
    getProcessedDataResultItems(request) {
      const { tenant } = callerOf(request);
      if ((request.parameters.scenarioId ?? request.parameters.featureId) !== undefined && profileState(tenant).profile === undefined) return missingProfile(tenant);
      const result = processedResult(tenant, request.parameters.resultId);
      if (result === undefined) return unknownResult(request.parameters.resultId);
      return { status: 200, body: page(itemViews(result, request.parameters.modelId), request.parameters.offset, request.parameters.limit) };
    },
    getProcessedDataResultsV1(request) {
      const { tenant } = callerOf(request);
      const q = request.parameters;
      const from = q.createdFrom === undefined ? -Infinity : Date.parse(q.createdFrom);
      const to = q.createdTo === undefined ? Infinity : Date.parse(q.createdTo);
      const results = [...queueItems(tenant).values()].filter(
        (item) =>
          item.status === "Success" &&
          (q.sourceId === undefined || item.sourceId === q.sourceId) &&
          (q.operationId === undefined || item.operationId === q.operationId) &&
          Date.parse(item.createdOn) >= from &&
          Date.parse(item.createdOn) <= to,
      );
      return { status: 200, body: page(newestFirst(results, (item) => item.createdOn).map((item) => resultView(tenant, item)), q.offset, q.limit) };
    },
    getProcessedDataResultItemsV1(request) {
      const { tenant } = callerOf(request);
      const result = processedResult(tenant, request.parameters.resultId);
      if (result === undefined) return unknownResult(request.parameters.resultId);
      return { status: 200, body: page(itemViews(result, undefined), request.parameters.offset, request.parameters.limit) };
    },
  };
}
