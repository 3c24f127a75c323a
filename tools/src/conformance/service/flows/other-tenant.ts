// Authentication across tenants: what the kit made in its tenant, asked for with a valid token of a
// second tenant (a provider state), is neither shown nor changed.
import { defineRules } from "../service-check.js";
import type { Flow } from "../flow.js";
import type { ServiceSession } from "../session.js";
import { stateText } from "../state-hook.js";
import { folderOf } from "./files.js";
import { dataModel, entityOf, kitRegistration, publishV1, type QueriedRecord } from "./data-fixtures.js";

const TENANT_RULE =
  '"Tenant context: registration and data calls run in the context of ' +
  'a tenant." "The token is tenant-scoped when `tid` is sent"';

const RULES = defineRules("auth", {
  "other-tenant/order-read": [
    `${TENANT_RULE}; "The order service uses the tenant context of the vendor."`,
    "4xx for GET Order of another tenant's order",
  ],
  "other-tenant/order-set-status": [
    `${TENANT_RULE}; "The order service uses the tenant context of the vendor."`,
    "4xx for SetStatus on another tenant's order, which stays as it was",
  ],
  "other-tenant/file-info": [
    `${TENANT_RULE}; "\`Private\` tenant"`,
    "4xx for the Info of another tenant's Private file",
  ],
  "other-tenant/file-content": [
    `${TENANT_RULE}; "\`Private\` tenant"`,
    "4xx for the content of another tenant's Private file",
  ],
  "other-tenant/queue-item": [TENANT_RULE, "4xx for the status of another tenant's queue item"],
  "other-tenant/records": [TENANT_RULE, "no record of another tenant in a GetData answer"],
});

const state = "a second tenant";

/** A token source of the second tenant's own account (`a second tenant`). */
function secondTenant(session: ServiceSession): Promise<() => Promise<string>> {
  return session.shared("second tenant", async () => {
    const values = await session.state(state);
    return session.tokens({
      clientId: stateText(values, state, "clientId"),
      clientSecret: stateText(values, state, "clientSecret"),
      tenantId: stateText(values, state, "tenantId"),
    });
  });
}

const refused = (status: number) => status >= 400 && status < 500;

const ordersFlow: Flow = {
  name: "orders across tenants",
  capability: "auth",
  checks: [RULES["other-tenant/order-read"], RULES["other-tenant/order-set-status"]],
  services: ["order-integration"],
  async run(session, v) {
    const orderId = stateText(await session.state("an order released"), "an order released", "orderId");
    const stranger = session.client("order-integration", await secondTenant(session));
    const params = { path: { id: orderId }, query: { orderAccessType: "Vendor" as const } };
    const read = await stranger.GET("/api/v1/Order/{id}", { params });
    v.report(
      RULES["other-tenant/order-read"],
      session.evidence(read),
      refused(read.response.status) ? undefined : `answered ${read.response.status}`,
    );
    const set = await stranger.POST("/api/v1/Order/{id}/SetStatus", {
      params,
      body: { systemStatus: "Validation", severity: "Info", message: session.name("foreign") },
    });
    const own = await session.client("order-integration").GET("/api/v1/Order/{id}", { params });
    const unchanged = own.data?.currentStatusInfo?.systemStatus === null;
    v.report(
      RULES["other-tenant/order-set-status"],
      session.evidence(set),
      refused(set.response.status) && unchanged
        ? undefined
        : `answered ${set.response.status}; the order is ${own.data?.currentStatusInfo?.systemStatus ?? "(none)"}`,
    );
  },
};

const filesFlow: Flow = {
  name: "files across tenants",
  capability: "auth",
  checks: [RULES["other-tenant/file-info"], RULES["other-tenant/file-content"]],
  services: ["file-content"],
  async run(session, v) {
    const folderId = await folderOf(session);
    const files = session.client("file-content");
    const uploaded = await files.POST("/api/v1/FileUpload", {
      params: { query: { accessLevel: "Private" } },
      body: { file: new File(["tenant data"], "private.txt", { type: "text/plain" }) },
    });
    const created = await files.POST("/api/v1/Files/{id}", {
      params: { path: { id: String(uploaded.data?.uploadId) }, query: { accessLevel: "Private" } },
      body: { sharingType: "Restricted", folderId, name: session.name("private.txt") },
    });
    if (created.data?.id === undefined)
      throw new Error(`the kit's own file could not be made: ${session.evidence(created).answer}`);
    const params = { path: { id: created.data.id }, query: { accessLevel: "Private" as const } };
    const stranger = session.client("file-content", await secondTenant(session));
    const info = await stranger.GET("/api/v1/Files/{id}/Info", { params });
    v.report(
      RULES["other-tenant/file-info"],
      session.evidence(info),
      refused(info.response.status) ? undefined : `answered ${info.response.status}`,
    );
    const content = await stranger.GET("/api/v1/Files/{id}", { params, parseAs: "stream" });
    v.report(
      RULES["other-tenant/file-content"],
      session.evidence(content),
      refused(content.response.status) ? undefined : `answered ${content.response.status}`,
    );
  },
};

const dataFlow: Flow = {
  name: "data across tenants",
  capability: "auth",
  checks: [RULES["other-tenant/queue-item"], RULES["other-tenant/records"]],
  services: ["data-integration"],
  async run(session, v) {
    const { sourceId } = await kitRegistration(session);
    const modelId = await dataModel(session, "other-tenant");
    const entityId = await entityOf(session, modelId);
    const { start } = await publishV1(session, sourceId, [
      { entityId, recordId: "secret", data: { Name: "tenant data" } },
    ]);
    const stranger = session.client("data-integration", await secondTenant(session));
    const status = await stranger.GET("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/status/{queueItemId}", {
      params: { path: { sourceId, queueItemId: String(start.record.queueItemId) } },
    });
    v.report(
      RULES["other-tenant/queue-item"],
      session.evidence(status),
      refused(status.response.status) ? undefined : `answered ${status.response.status}`,
    );
    const records = await stranger.GET("/api/v2/QueryingData/GetData", { params: { query: { modelId } } });
    const leaked = ((records.data?.items ?? []) as QueriedRecord[]).filter((r) => r.SourceId === sourceId);
    v.report(
      RULES["other-tenant/records"],
      session.evidence(records),
      leaked.length === 0 ? undefined : `answered ${leaked.length} records of the kit's tenant`,
    );
  },
};

export const OTHER_TENANT_FLOWS: readonly Flow[] = [ordersFlow, filesFlow, dataFlow];
