// The control API's read side for the inspector (`/_sandbox/ui/`): the overview, and a tenant's
// queue items, data models, records and orders, read from the services' own state.
import type { components, operations } from "../../../generated/types/sandbox-control.js";
import { queueItems } from "../data-integration/model/queue-items.js";
import { dataModels } from "../data-integration/model/data-models.js";
import { page } from "../paging.js";
import { queryStore, type StoredRecord } from "../data-integration/model/query-store.js";
import type { HandlerMap } from "../handlers.js";
import { listOrders } from "../order-integration/orders.js";
import { JOURNAL_BYTES, JOURNAL_LIMIT } from "../journal.js";
import { VIOLATIONS_PER_TENANT, type SandboxRuntime } from "../runtime.js";

type Schemas = components["schemas"];

/** A service port of the running sandbox, as the overview lists it. */
export type InspectedService = Schemas["SandboxOverview"]["services"][number];

function recordView(record: StoredRecord): Schemas["SandboxRecord"] {
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

/** What the sandbox keeps only up to a limit, so nothing it drops goes unsaid. */
function keptUpToALimit(runtime: SandboxRuntime): Schemas["SandboxOverview"]["limits"] {
  const { count, bytes } = runtime.gateway.historyLimits;
  return [
    { what: "finished deliveries (Delivered, Failed, Expired)", limit: `${count} or ${bytes} bytes per tenant`, option: "--deliveries-per-tenant, --delivery-history-bytes", dropped: runtime.gateway.evicted() },
    { what: "answers that broke the spec (violations)", limit: `${VIOLATIONS_PER_TENANT} per tenant`, option: null, dropped: runtime.violationsEvicted },
    { what: "journal entries (GET /_sandbox/journal)", limit: `the newest ${JOURNAL_LIMIT} or ${JOURNAL_BYTES} bytes`, option: null, dropped: runtime.journal.dropped },
  ];
}

export function createInspectionHandlers(runtime: SandboxRuntime, services: readonly InspectedService[]): HandlerMap<operations> {
  return {
    getSandboxOverview() {
      return {
        status: 200,
        body: {
          now: new Date(runtime.clock.now()).toISOString(),
          services: services.map(({ name, port, url }) => ({ name, port, url })),
          tenants: runtime.identity.tenants.list().map((tenant) => ({ ...tenant })),
          serviceAccounts: runtime.identity.serviceAccounts.list().map(({ clientId, tenantIds, roles }) => ({ clientId, tenantIds: [...tenantIds], roles: [...(roles ?? [])] })),
          faults: runtime.faults.list().map(({ fault, left }) => ({ ...fault, left })),
          violations: runtime.violations.map(({ operationId, status, violations }) => ({ operationId, status, violations: [...violations] })),
          limits: keptUpToALimit(runtime),
          broker: runtime.brokerStatus(),
        },
      };
    },
    listSandboxQueueItems(request) {
      const { tenantId, status } = request.parameters;
      const items = [...queueItems(runtime.tenants.of(tenantId)).values()]
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
          changes: item.changes.map(({ changeType, record }) => ({ changeType, modelId: record.modelId, recordId: record.recordId, externalId: record.externalId, mandantCode: record.mandantCode })),
        }));
      return { status: 200, body: { totalCount: items.length, items } };
    },
    listSandboxDataModels(request) {
      const tenant = runtime.tenants.of(request.parameters.tenantId);
      const store = queryStore(tenant);
      const count = (id: string) => {
        const records = [...(store.models.get(id)?.values() ?? [])];
        return { records: records.filter((r) => r.deletedOn === undefined).length, deletedRecords: records.filter((r) => r.deletedOn !== undefined).length };
      };
      const declared = [...dataModels(tenant).values()];
      const undeclared = [...store.models.keys()].filter((id) => !declared.some((model) => model.id === id));
      const items = [...declared.map(({ id, code }) => ({ id, code, ...count(id) })), ...undeclared.map((id) => ({ id, code: null, ...count(id) }))];
      return { status: 200, body: { totalCount: items.length, items } };
    },
    listSandboxRecords(request) {
      const { tenantId, modelId, offset, limit } = request.parameters;
      const records = [...(queryStore(runtime.tenants.of(tenantId)).models.get(modelId)?.values() ?? [])].sort((a, b) => b.sequence - a.sequence);
      const answer = page(records, offset, limit);
      return { status: 200, body: { totalCount: answer.totalCount, items: answer.items.map(recordView) } };
    },
    listSandboxOrders(request) {
      const items = listOrders(runtime.tenants.of(request.parameters.tenantId));
      return { status: 200, body: { totalCount: items.length, items } };
    },
  };
}
