// Processed data results: "Data-changes result: id (equals the publisher's input queue item
// identifier) ..." and its items, "system properties only, not the records". Results carry no
// scenario or feature (scenarios are not modelled), so a filter on either selects none of them.
import type { components, operations } from "../../../../../../generated/types/data-integration.js";
import { problem } from "../../../kernel/answer.js";
import type { TenantHandlerMap } from "../../../kernel/handler-map.js";
import type { Tenant } from "../../../kernel/store.js";
import { callerOf, sourceById } from "../caller.js";
import { missingProfile } from "../integration-profiles.js";
import { profileState } from "../../model/profiles.js";
import { originalProfiles, profileAdmits, snapshot } from "../../model/result-profiles.js";
import { newestFirst, page } from "../../../kernel/paging.js";
import {
  processedResult,
  queueItems,
  queueItemsOfOperation,
  queueItemsOfSource,
  type QueueItem,
} from "../../model/queue-items.js";

type Schemas = components["schemas"];

function resultView(tenant: Tenant, item: QueueItem): Schemas["DataChangesResult"] {
  return {
    id: item.queueItemId,
    createdOn: item.createdOn,
    modifiedOn: item.finishedOn ?? item.createdOn,
    releasedOn: item.finishedOn,
    sourceId: item.sourceId,
    operationId: item.operationId,
    profileId: originalProfiles(tenant).get(item.queueItemId)?.id ?? null,
    scenarioId: null,
    featureId: null,
  };
}

function itemViews(item: QueueItem, admits: (modelId: string) => boolean): Schemas["DataChangesResultItem"][] {
  return item.changes
    .filter((change) => admits(change.record.modelId))
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

/** Results carry no scenario or feature, so a scenarioId or featureId filter selects none. */
const inScenario = (q: { scenarioId?: string | undefined; featureId?: string | undefined }) =>
  q.scenarioId !== undefined || q.featureId !== undefined;

const unknownResult = (resultId: string) => problem(404, "Not Found", `no processed queue item ${resultId}`);

export function createProcessedDataResultHandlers(): TenantHandlerMap<operations> {
  return {
    getProcessedDataResult(request) {
      const { tenant } = callerOf(request);
      if (
        (request.parameters.scenarioId ?? request.parameters.featureId) !== undefined &&
        profileState(tenant).profile === undefined
      )
        return missingProfile(tenant);
      const result = processedResult(tenant, request.parameters.resultId);
      if (result === undefined) return unknownResult(request.parameters.resultId);
      if (inScenario(request.parameters)) return { status: 200, body: { totalCount: 0, items: [] } };
      return { status: 200, body: { totalCount: 1, items: [resultView(tenant, result)] } };
    },
    getProcessedDataResultItems(request) {
      const { tenant } = callerOf(request);
      if (
        (request.parameters.scenarioId ?? request.parameters.featureId) !== undefined &&
        profileState(tenant).profile === undefined
      )
        return missingProfile(tenant);
      const result = processedResult(tenant, request.parameters.resultId);
      if (result === undefined) return unknownResult(request.parameters.resultId);
      const admits = (modelId: string) =>
        !inScenario(request.parameters) &&
        (request.parameters.modelId === undefined || modelId === request.parameters.modelId);
      return {
        status: 200,
        body: page(itemViews(result, admits), request.parameters.offset, request.parameters.limit),
      };
    },
    getProcessedDataResultsV1(request) {
      const { tenant } = callerOf(request);
      const q = request.parameters;
      const from = q.createdFrom === undefined ? -Infinity : Date.parse(q.createdFrom);
      const to = q.createdTo === undefined ? Infinity : Date.parse(q.createdTo);
      // A source named reads its own queue items only (an operation of it, that operation's).
      const candidates =
        q.sourceId === undefined
          ? [...queueItems(tenant).values()]
          : q.operationId === undefined
            ? queueItemsOfSource(tenant, q.sourceId)
            : queueItemsOfOperation(tenant, q.sourceId, q.operationId);
      const results = candidates.filter(
        (item) =>
          item.status === "Success" &&
          (q.sourceId === undefined || item.sourceId === q.sourceId) &&
          (q.operationId === undefined || item.operationId === q.operationId) &&
          (q.profileId === undefined || originalProfiles(tenant).get(item.queueItemId)?.id === q.profileId) &&
          !inScenario(q) &&
          Date.parse(item.createdOn) >= from &&
          Date.parse(item.createdOn) <= to,
      );
      return {
        status: 200,
        body: page(
          newestFirst(results, (item) => item.createdOn).map((item) => resultView(tenant, item)),
          q.offset,
          q.limit,
        ),
      };
    },
    getProcessedDataResultItemsV1(request) {
      const { tenant } = callerOf(request);
      const { sourceId, useCurrentProfile, resultId, offset, limit } = request.parameters;
      const consumer = sourceId === undefined ? undefined : sourceById(tenant, sourceId);
      if (sourceId !== undefined && consumer === undefined)
        return problem(
          400,
          "Bad Request",
          `query sourceId ${sourceId}: no data source with this id in tenant ${tenant.tenantId}`,
        );
      const result = processedResult(tenant, resultId);
      if (result === undefined) return unknownResult(resultId);
      // Legacy consumers (useIntegrationProfile false) see every item unless a profile is asked for by
      // useCurrentProfile.
      if (consumer?.useIntegrationProfile !== true && useCurrentProfile === undefined)
        return {
          status: 200,
          body: page(
            itemViews(result, () => true),
            offset,
            limit,
          ),
        };
      const current = snapshot(tenant);
      if (current === null) return missingProfile(tenant);
      // A result processed without a profile has no original profile, so nothing is in it.
      const profile = useCurrentProfile === false ? originalProfiles(tenant).get(resultId) : current;
      const admits = (modelId: string) =>
        profile !== undefined && profile !== null && profileAdmits(profile, result.sourceId, modelId);
      return { status: 200, body: page(itemViews(result, admits), offset, limit) };
    },
  };
}
