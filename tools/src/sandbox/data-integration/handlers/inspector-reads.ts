// What the inspector (`/_sandbox/ui/`) reads of the data integration service: a tenant's queue
// items, its data models with their record counts, and a model's records, newest first.
import type { components, operations } from "../../../../../generated/types/sandbox-control.js";
import type { HandlerMap } from "../../kernel/handler-map.js";
import { DEFAULT_LIMIT, DEFAULT_OFFSET } from "../../kernel/paging.js";
import type { PlatformContext } from "../../platform/platform-context.js";
import { dataModels } from "../model/data-models.js";
import { queryStore, type StoredRecord } from "../model/query-store.js";
import { queueItems } from "../model/queue-items.js";

function recordView(record: StoredRecord): components["schemas"]["SandboxRecord"] {
  return {
    modelId: record.modelId,
    recordId: record.recordId,
    externalId: record.externalId,
    sourceId: record.sourceId,
    referenceId: record.referenceId,
    mandantCode: record.mandantCode,
    createdOn: record.createdOn,
    modifiedOn: record.modifiedOn,
    isDeleted: record.deletedOn !== undefined,
    deletedOn: record.deletedOn ?? null,
    fields: record.fields,
  };
}

export function createDataIntegrationInspectorReads(context: PlatformContext): HandlerMap<operations> {
  return {
    listSandboxQueueItems(request) {
      const { tenantId, status } = request.parameters;
      const items = [...queueItems(context.tenants.of(tenantId)).values()]
        .filter((item) => status === undefined || item.status === status)
        .map((item) => ({
          queueItemId: item.queueItemId,
          sourceId: item.sourceId,
          operationId: item.operationId,
          status: item.status,
          createdOn: item.createdOn,
          completedOn: item.completedOn,
          finishedOn: item.finishedOn,
          errorMessage: item.errorMessage,
          itemCount: item.itemCount,
          changes: item.changes.map(({ changeType, record }) => ({
            changeType,
            modelId: record.modelId,
            recordId: record.recordId,
            externalId: record.externalId,
            mandantCode: record.mandantCode,
          })),
        }));
      return { status: 200, body: { totalCount: items.length, items } };
    },
    listSandboxDataModels(request) {
      const tenant = context.tenants.of(request.parameters.tenantId);
      const store = queryStore(tenant);
      const count = (id: string) => store.models.get(id)?.counts() ?? { records: 0, deletedRecords: 0 };
      const declared = [...dataModels(tenant).values()];
      const undeclared = [...store.models.keys()].filter((id) => !declared.some((model) => model.id === id));
      const items = [
        ...declared.map(({ id, code }) => ({ id, code, ...count(id) })),
        ...undeclared.map((id) => ({ id, code: null, ...count(id) })),
      ];
      return { status: 200, body: { totalCount: items.length, items } };
    },
    listSandboxRecords(request) {
      const { tenantId, modelId, offset, limit } = request.parameters;
      const answer = queryStore(context.tenants.of(tenantId))
        .models.get(modelId)
        ?.newestFirst(offset ?? DEFAULT_OFFSET, limit ?? DEFAULT_LIMIT) ?? { totalCount: 0, items: [] };
      return { status: 200, body: { totalCount: answer.totalCount, items: answer.items.map(recordView) } };
    },
  };
}
