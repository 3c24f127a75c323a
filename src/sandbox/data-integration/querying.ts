// Querying V2 and V1 over the query store. "Records are sorted by modification time, newest first."
// mandantCode "returns mandant-specific and non-mandant data; when null, non-mandant data only";
// allMandants "all mandant-specific and non-mandant data"; includeDeleted "include recently
// deleted records (kept for a limited time only)".
import type { operations } from "../../../generated/types/data-integration.js";
import { problem } from "../answer.js";
import type { HandlerRequest, TenantHandlerMap } from "../handlers.js";
import type { Tenant } from "../store.js";
import { callerOf, sourceById } from "./integration-agent.js";
import { missingProfile, profileState } from "./integration-profiles.js";
import { page } from "./paging.js";
import { queryStore, recordsOf, type StoredRecord } from "./query-store.js";
import { queueItems, type QueueItem } from "./queue-item.js";
import { parseViewOptions, recordView } from "./record-view.js";

/** How long a deleted record stays readable with includeDeleted by default ("The duration: not shown"). */
export const DEFAULT_DELETED_RECORDS_KEPT_SECONDS = 86_400;

export interface RecordFilter {
  modelId?: string | undefined;
  mandantCode?: string | undefined;
  allMandants?: boolean | undefined;
  includeDeleted?: boolean | undefined;
  recordId?: string | undefined;
  externalId?: string | undefined;
  referenceId?: string | undefined;
  /** The publisher's data source (`publisherSourceId` V2, `sourceId` V1). */
  publisherSourceId?: string | undefined;
  modifiedFrom?: string | undefined;
  modifiedTo?: string | undefined;
  /** Equality on a model field (FilteredByAK) or a reference to a record (ReferencedByFK). */
  field?: { name: string; value: string } | undefined;
}

function fieldMatches(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((v) => fieldMatches(v, wanted));
  if (typeof value === "object" && value !== null) return Object.values(value).some((v) => fieldMatches(v, wanted));
  return value !== null && value !== undefined && String(value) === wanted;
}

/** The records a filter selects, newest modification first. */
export function selectRecords(records: Iterable<StoredRecord>, filter: RecordFilter, now: number, deletedKeptMs: number): StoredRecord[] {
  const from = filter.modifiedFrom === undefined ? -Infinity : Date.parse(filter.modifiedFrom);
  const to = filter.modifiedTo === undefined ? Infinity : Date.parse(filter.modifiedTo);
  const selected: StoredRecord[] = [];
  for (const record of records) {
    if (filter.modelId !== undefined && record.modelId !== filter.modelId) continue;
    if (record.deletedOn !== undefined && !(filter.includeDeleted === true && now - Date.parse(record.deletedOn) <= deletedKeptMs)) continue;
    if (filter.allMandants !== true && record.mandantCode !== null && record.mandantCode !== filter.mandantCode) continue;
    if (filter.recordId !== undefined && record.recordId !== filter.recordId) continue;
    if (filter.externalId !== undefined && record.externalId !== filter.externalId) continue;
    if (filter.referenceId !== undefined && record.referenceId !== filter.referenceId) continue;
    if (filter.publisherSourceId !== undefined && record.sourceId !== filter.publisherSourceId) continue;
    if (filter.modifiedFrom !== undefined || filter.modifiedTo !== undefined) {
      const modified = Date.parse(record.modifiedOn);
      if (modified < from || modified > to) continue;
    }
    if (filter.field !== undefined && !fieldMatches(record.fields[filter.field.name], filter.field.value)) continue;
    selected.push(record);
  }
  // Sandbox time only moves forward, so the order of changes is the order of modification times.
  return selected.sort((a, b) => b.sequence - a.sequence);
}

/**
 * 412 "for unsatisfied requirements such as a missing integration profile": profile mode is asked
 * for (scenarioId, featureId, or a consumer source set to useIntegrationProfile) and there is none.
 */
function profileRequired(tenant: Tenant, parameters: { sourceId?: string | undefined; scenarioId?: string | undefined; featureId?: string | undefined }): boolean {
  if (profileState(tenant).profile !== undefined) return false;
  const consumer = parameters.sourceId === undefined ? undefined : sourceById(tenant, parameters.sourceId);
  return parameters.scenarioId !== undefined || parameters.featureId !== undefined || consumer?.useIntegrationProfile === true;
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

/** A processed queue item of the tenant by its id ("resultId: processed queue item identifier"). */
export function processedResult(tenant: Tenant, resultId: string): QueueItem | undefined {
  const item = queueItems(tenant).get(resultId);
  return item?.status === "Success" ? item : undefined;
}

/** `deletedKeptMs`: how long deleted records stay readable with includeDeleted. */
export function createQueryingHandlers(deletedKeptMs: number): TenantHandlerMap<operations> {
  const collection = (request: HandlerRequest<unknown, Tenant>, records: Iterable<StoredRecord>, filter: RecordFilter, query: { offset?: number | undefined; limit?: number | undefined; options?: string | undefined }) => {
    const view = parseViewOptions(query.options);
    const selected = page(selectRecords(records, filter, request.clock.now(), deletedKeptMs), query.offset, query.limit);
    return { status: 200 as const, body: { totalCount: selected.totalCount, items: selected.items.map((r) => recordView(r, view)) } as never };
  };
  const v2 = (request: HandlerRequest<operations["getData"], Tenant>, field?: RecordFilter["field"]) => {
    const { tenant } = callerOf(request);
    if (profileRequired(tenant, request.parameters)) return missingProfile(tenant);
    return collection(request, recordsOf(queryStore(tenant), request.parameters.modelId), { ...v2Filter(request.parameters), field }, request.parameters);
  };
  const v1 = (request: HandlerRequest<operations["findDataByModelId"], Tenant>, field?: RecordFilter["field"]) => {
    const { tenant } = callerOf(request);
    const q = request.parameters;
    const filter: RecordFilter = { ...q, modelId: q.modelId, publisherSourceId: q.sourceId ?? (q.selfSourceOnly === true ? q.selfSourceId : undefined), field };
    return collection(request, recordsOf(queryStore(tenant), q.modelId), filter, q);
  };
  // A queue item that changed a record twice lists it once.
  const resultRecords = (result: QueueItem) => new Set(result.changes.map((change) => change.record));

  return {
    getData: (request) => v2(request),
    getDataFilteredByAk: (request) => v2(request as never, { name: request.parameters.akName, value: request.parameters.akValue }),
    getDataReferencedByFk: (request) => v2(request as never, { name: request.parameters.fkName, value: request.parameters.akValue }),
    getDataByResultId(request) {
      const { tenant } = callerOf(request);
      if (profileRequired(tenant, request.parameters)) return missingProfile(tenant);
      const result = processedResult(tenant, request.parameters.resultId);
      if (result === undefined) return problem(404, "Not Found", `no processed queue item ${request.parameters.resultId} in tenant ${tenant.tenantId}`);
      return collection(request, resultRecords(result), v2Filter(request.parameters), request.parameters);
    },
    getDataByResultIdAndItemId(request) {
      const { tenant } = callerOf(request);
      if (profileRequired(tenant, request.parameters)) return missingProfile(tenant);
      const change = processedResult(tenant, request.parameters.resultId)?.changes.find((c) => c.id === request.parameters.itemId);
      if (change === undefined) return problem(404, "Not Found", `no item ${request.parameters.itemId} of processed queue item ${request.parameters.resultId}`);
      return { status: 200, body: recordView(change.record, parseViewOptions(request.parameters.options)) };
    },
    findDataByModelId: (request) => v1(request),
    findDataByModelIdFilteredBy: (request) => v1(request as never, { name: request.parameters.akName, value: request.parameters.akValue }),
    findDataByModelIdReferencedBy: (request) => v1(request as never, { name: request.parameters.fkName, value: request.parameters.fkId }),
    getDataByModelId(request) {
      const { tenant } = callerOf(request);
      const { modelId, recordId, options } = request.parameters;
      const [record] = selectRecords(recordsOf(queryStore(tenant), modelId), { ...request.parameters, recordId, publisherSourceId: request.parameters.sourceId }, request.clock.now(), deletedKeptMs);
      if (record === undefined) return problem(404, "Not Found", `no record ${recordId} of data model ${modelId}`);
      return { status: 200, body: recordView(record, parseViewOptions(options)) };
    },
  };
}
