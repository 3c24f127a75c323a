// The flow the inspector's tests (and its screenshots) look at, done as a partner would over HTTP
// with the package's own clients against a sandbox with the default seed: records published by a
// source whose webhook is dead (its events wait for redelivery), one queue item that fails, an
// order released and moved (then a move the state machine refuses), and a request refused by
// validation.
import { createTokenProvider } from "../../src/auth/index.js";
import { createDataIntegrationClient, createOrderClient, createSandboxControlClient } from "../../src/clients/index.js";
import { publishRecords, waitForQueueItem } from "../../src/publishing/index.js";
import { DEFAULT_TENANT_ID, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import { deadPort } from "./ports.js";

export const FLOW_MODEL_ID = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
export const FLOW_ORDER_NUMBER = "ORD-2026-0042";

/** What the flow made, for the tests to look for on the pages. */
export interface InspectorFlow {
  readonly tenantId: string;
  readonly sourceId: string;
  /** The webhook address nobody listens on. */
  readonly deadWebhookUrl: string;
  readonly succeededQueueItemId: string;
  readonly failedQueueItemId: string;
  readonly orderId: string;
}

/** The seed the flow expects: the default tenant and account, and the data model it publishes to. */
export const FLOW_DATA_MODELS = [{ tenantId: DEFAULT_TENANT_ID, id: FLOW_MODEL_ID, code: "Items" }];

function urlOf(sandbox: RunningSandbox, name: string): string {
  const service = sandbox.services.find((s) => s.name === name);
  if (service === undefined) throw new Error(`the sandbox runs no ${name}`);
  return service.url;
}

export async function runInspectorFlow(sandbox: RunningSandbox): Promise<InspectorFlow> {
  const tenantId = DEFAULT_TENANT_ID;
  const tokens = createTokenProvider({
    issuer: urlOf(sandbox, "identity-provider"),
    clientId: "sandbox-client",
    clientSecret: "sandbox-secret",
    tenantId,
    scope: "apiim",
    allowInsecureHttp: true,
  });
  const data = createDataIntegrationClient({ baseUrl: urlOf(sandbox, "data-integration"), getToken: tokens });
  const orders = createOrderClient({ baseUrl: urlOf(sandbox, "order-integration"), getToken: tokens });
  const control = createSandboxControlClient({ baseUrl: urlOf(sandbox, "data-integration") });
  const deadWebhookUrl = `http://127.0.0.1:${await deadPort()}/hooks`;

  const registered = await data.POST("/api/v2/IntegrationAgents/Settings", {
    body: { sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: deadWebhookUrl } },
  });
  const sourceId = registered.data?.source?.sourceId;
  if (sourceId === undefined) throw new Error(`registration failed: ${JSON.stringify(registered.error)}`);
  await data.PATCH("/api/v2/IntegrationAgents/Transformations", {
    body: {
      upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: FLOW_MODEL_ID, autoMapFields: true }] }],
    },
  });
  await data.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: { enqueueDataStatus: true } });

  const items = ["Chair", "Desk", "Lamp"].map((name, i) => ({
    entityId: "Item",
    recordId: `ITEM-${i + 1}`,
    data: { Name: name, Price: `${(i + 1) * 10}|EUR` },
  }));
  const succeeded = await publishRecords(data, {
    sourceId,
    items: [...items, { entityId: "Item", recordId: "ITEM-4", mandantCode: "BRANCH-7", data: { Name: "Shelf" } }],
  });
  await publishRecords(data, { sourceId, items: [{ entityId: "Item", recordId: "ITEM-3", isDeleted: true }] });
  const failed = await publishRecords(data, { sourceId, items: [{ entityId: "Unmapped", recordId: "X-1", data: {} }] });
  const outcome = await waitForQueueItem(data, {
    sourceId,
    queueItemId: failed.queueItemId,
    sleep: () => Promise.resolve(),
  });
  if (outcome.status !== "Failed") throw new Error(`the unmapped queue item ended ${outcome.status}`);

  await orders.PATCH("/api/v1/Integration/Settings", {
    body: { orderReleased: true, consumerChannel: "Webhook", webhookUrl: deadWebhookUrl },
  });
  const released = await control.POST("/_sandbox/orders", { body: { tenantId, orderNumber: FLOW_ORDER_NUMBER } });
  const orderId = released.data?.id;
  if (orderId === undefined) throw new Error(`release failed: ${JSON.stringify(released.error)}`);
  const moved = await orders.POST("/api/v1/Order/{id}/SetStatus", {
    params: { path: { id: orderId }, query: { orderAccessType: "Vendor" } },
    body: { systemStatus: "Validation", severity: "Info", message: "Order received." },
  });
  if (moved.response.status !== 200) throw new Error(`SetStatus Validation answered ${moved.response.status}`);
  const refusedMove = await orders.POST("/api/v1/Order/{id}/SetStatus", {
    params: { path: { id: orderId }, query: { orderAccessType: "Vendor" } },
    body: { systemStatus: "Done", severity: "Info", message: "Deployed." },
  });
  if (refusedMove.response.status !== 412)
    throw new Error(`SetStatus Done from Validation answered ${refusedMove.response.status}`);

  // A request the spec refuses: GetData without its required modelId, as a hand-written call sends it.
  const refused = await fetch(`${urlOf(sandbox, "data-integration")}/api/v2/QueryingData/GetData?limit=5000000000`, {
    headers: { authorization: `Bearer ${await tokens.getToken()}` },
  });
  if (refused.status !== 400) throw new Error(`GetData without modelId answered ${refused.status}`);

  // The dead receiver's deliveries get their second attempt once sandbox time reaches it.
  await sandbox.control.gateway.idle();
  await control.POST("/_sandbox/clock", { body: { advanceSeconds: 120 } });
  await sandbox.control.gateway.idle();
  return {
    tenantId,
    sourceId,
    deadWebhookUrl,
    succeededQueueItemId: succeeded.queueItemId,
    failedQueueItemId: failed.queueItemId,
    orderId,
  };
}
