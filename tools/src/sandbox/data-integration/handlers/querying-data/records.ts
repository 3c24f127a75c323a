// Querying V2 and V1 over the query store. "Records are sorted by modification time, newest first."
// mandantCode "returns mandant-specific and non-mandant data; when null, non-mandant data only";
// allMandants "all mandant-specific and non-mandant data"; includeDeleted "include recently
// deleted records (kept for a limited time only)".
import type { operations } from "../../../../../../generated/types/data-integration.js";
import { problem } from "../../../kernel/answer.js";
import type { HandlerRequest, TenantHandlerMap } from "../../../kernel/handler-map.js";
import type { Tenant } from "../../../kernel/store.js";
import { callerOf, sourceById } from "../caller.js";
import { missingProfile } from "../integration-profiles.js";
import { profileState } from "../../model/profiles.js";
import type { RecordFilter } from "../../model/record-selection.js";
import { DEFAULT_LIMIT, DEFAULT_OFFSET } from "../../../kernel/paging.js";
import { queryStore } from "../../model/query-store.js";
import { scanPage, type RecordPage, type SelectionContext } from "../../model/record-pages.js";
import { processedResult, type QueueItem } from "../../model/queue-items.js";
import { parseViewOptions, recordView } from "../../model/record-view.js";

/**
 * 412 "for unsatisfied requirements such as a missing integration profile": profile mode is asked
 * for (scenarioId, featureId, or a consumer source set to useIntegrationProfile) and there is none.
 */
function profileRequired(
  tenant: Tenant,
  parameters: { sourceId?: string | undefined; scenarioId?: string | undefined; featureId?: string | undefined },
): boolean {
  if (profileState(tenant).profile !== undefined) return false;
  const consumer = parameters.sourceId === undefined ? undefined : sourceById(tenant, parameters.sourceId);
  return (
    parameters.scenarioId !== undefined ||
    parameters.featureId !== undefined ||
    consumer?.useIntegrationProfile === true
  );
}

type V2Query = operations["getData"]["parameters"]["query"];

function v2Filter(query: Partial<V2Query>): RecordFilter {
  return {
    modelId: query.modelId,
    mandantCode: query.mandantCode,
    allMandants: query.allMandants,
    includeDeleted: query.includeDeleted,
    recordId: query.recordId,
    externalId: query.externalId,
    referenceId: query.referenceId,
    publisherSourceId: query.publisherSourceId ?? (query.selfSourceOnly === true ? query.sourceId : undefined),
    modifiedFrom: query.modifiedFrom,
    modifiedTo: query.modifiedTo,
  };
}

/** `deletedKeptMs`: how long deleted records stay readable with includeDeleted. */
export function createQueryingHandlers(deletedKeptMs: number): TenantHandlerMap<operations> {
  type Paged = { offset?: number | undefined; limit?: number | undefined; options?: string | undefined };
  const context = (request: HandlerRequest<unknown, Tenant>, query: Paged): SelectionContext => ({
    offset: query.offset ?? DEFAULT_OFFSET,
    limit: query.limit ?? DEFAULT_LIMIT,
    now: request.clock.now(),
    deletedKeptMs,
  });
  /** The page of a model's records the filter selects, through the model's indexes. */
  const fromModel = (request: HandlerRequest<unknown, Tenant>, tenant: Tenant, filter: RecordFilter, query: Paged) =>
    queryStore(tenant).models.get(filter.modelId!)?.select(filter, context(request, query)) ?? {
      totalCount: 0,
      items: [],
    };
  const collection = (selected: RecordPage, query: Paged) => {
    const view = parseViewOptions(query.options);
    return {
      status: 200 as const,
      body: { totalCount: selected.totalCount, items: selected.items.map((r) => recordView(r, view)) } as never,
    };
  };
  const v2 = (request: HandlerRequest<operations["getData"], Tenant>, field?: RecordFilter["field"]) => {
    const { tenant } = callerOf(request);
    if (profileRequired(tenant, request.parameters)) return missingProfile(tenant);
    const query = request.parameters;
    return collection(fromModel(request, tenant, { ...v2Filter(query), field }, query), query);
  };
  const v1 = (request: HandlerRequest<operations["findDataByModelId"], Tenant>, field?: RecordFilter["field"]) => {
    const { tenant } = callerOf(request);
    const q = request.parameters;
    const filter: RecordFilter = {
      ...q,
      modelId: q.modelId,
      publisherSourceId: q.sourceId ?? (q.selfSourceOnly === true ? q.selfSourceId : undefined),
      field,
    };
    return collection(fromModel(request, tenant, filter, q), q);
  };
  // A queue item that changed a record twice lists it once.
  const resultRecords = (result: QueueItem) => new Set(result.changes.map((change) => change.record));

  return {
    getData: (request) => v2(request),
    getDataFilteredByAk: (request) =>
      v2(request, { name: request.parameters.akName, value: request.parameters.akValue }),
    getDataReferencedByFk: (request) =>
      v2(request, { name: request.parameters.fkName, value: request.parameters.akValue }),
    getDataByResultId(request) {
      const { tenant } = callerOf(request);
      if (profileRequired(tenant, request.parameters)) return missingProfile(tenant);
      const result = processedResult(tenant, request.parameters.resultId);
      if (result === undefined)
        return problem(
          404,
          "Not Found",
          `no processed queue item ${request.parameters.resultId} in tenant ${tenant.tenantId}`,
        );
      const query = request.parameters;
      return collection(scanPage(resultRecords(result), v2Filter(query), context(request, query)), query);
    },
    getDataByResultIdAndItemId(request) {
      const { tenant } = callerOf(request);
      if (profileRequired(tenant, request.parameters)) return missingProfile(tenant);
      const change = processedResult(tenant, request.parameters.resultId)?.changes.find(
        (c) => c.id === request.parameters.itemId,
      );
      if (change === undefined)
        return problem(
          404,
          "Not Found",
          `no item ${request.parameters.itemId} of processed queue item ${request.parameters.resultId}`,
        );
      return { status: 200, body: recordView(change.record, parseViewOptions(request.parameters.options)) };
    },
    findDataByModelId: (request) => v1(request),
    findDataByModelIdFilteredBy: (request) =>
      v1(request, { name: request.parameters.akName, value: request.parameters.akValue }),
    findDataByModelIdReferencedBy: (request) =>
      v1(request, { name: request.parameters.fkName, value: request.parameters.fkId }),
    getDataByModelId(request) {
      const { tenant } = callerOf(request);
      const { modelId, recordId, options } = request.parameters;
      const {
        items: [record],
      } = fromModel(
        request,
        tenant,
        { ...request.parameters, recordId, publisherSourceId: request.parameters.sourceId },
        { offset: 0, limit: 1 },
      );
      if (record === undefined) return problem(404, "Not Found", `no record ${recordId} of data model ${modelId}`);
      return { status: 200, body: recordView(record, parseViewOptions(options)) };
    },
  };
}
