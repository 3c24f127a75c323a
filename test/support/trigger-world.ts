// A sandbox whose tenant has every kind of consumer a trigger needs: the vendor's order consumer, a
// webhook data source (crm) with every ConfigureConsumer flag on in profile mode, and a publisher
// (shop) named by an available feature of the tenant's integration profile.
import { createTokenProvider } from "../../src/auth/index.js";
import { createOrderClient, type OrderClient } from "../../src/clients/index.js";
import type { DataIntegrationClient } from "../../src/clients/data-integration.js";
import {
  DEFAULT_TENANT_ID,
  startSandbox,
  type RunningSandbox,
  type StartSandboxOptions,
} from "../../tools/src/sandbox/index.js";
import { startConsumer, type Consumer } from "./webhook-consumer.js";
import { dataClient } from "./data-sandbox.js";
import { serviceUrl } from "./sandbox.js";
import type { Json } from "./openapi.js";

export { DEFAULT_TENANT_ID };
export const VENDOR_CODE = "12345678|CZ";
export const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
export const PROFILE = "3e4f5061-7283-494a-b5c6-d7e8f9012a3b";
export const FEATURE = "4f506172-8394-4a5b-86d7-e8f9012a3b4c";

export const TRIGGER_SEED: NonNullable<Exclude<StartSandboxOptions["seed"], string>> = {
  tenants: [{ id: DEFAULT_TENANT_ID, name: "Acme Trading", vendorCode: VENDOR_CODE }],
  serviceAccounts: [
    ...["erp", "shop", "crm"].map((clientId) => ({
      clientId,
      clientSecret: `${clientId}-secret`,
      tenantIds: [DEFAULT_TENANT_ID],
    })),
    // The default seed's account, which the shipped fixtures' calls use.
    { clientId: "sandbox-client", clientSecret: "sandbox-secret", tenantIds: [DEFAULT_TENANT_ID] },
  ],
  dataModels: [{ tenantId: DEFAULT_TENANT_ID, id: MODEL, code: "Items" }],
};

export interface TriggerWorld {
  readonly sandbox: RunningSandbox;
  readonly consumer: Consumer;
  readonly orders: OrderClient;
  readonly crm: DataIntegrationClient;
  readonly shop: DataIntegrationClient;
  readonly crmSource: string;
  readonly shopSource: string;
  /** POST /_sandbox/triggers. */
  trigger(body: Record<string, unknown>): Promise<{ status: number; body: Record<string, Json> }>;
  /** POST /_sandbox/<path>. */
  control(path: string, body: unknown): Promise<{ status: number; body: Record<string, Json> }>;
  close(): Promise<void>;
}

const ALL_FLAGS = {
  enqueueDataStatus: true,
  integrationDataChanges: true,
  integrationProfileStatus: true,
  dataRecordChanges: true,
  refreshSourceConfig: true,
  refreshSourceStatus: true,
};

/** Registers the consumers and the profile on a running sandbox (again after a reset). */
export async function setUpConsumers(
  world: Omit<TriggerWorld, "crmSource" | "shopSource" | "close">,
): Promise<{ crmSource: string; shopSource: string }> {
  const { orders, crm, shop, consumer, control } = world;
  await orders.PATCH("/api/v1/Integration/Settings", {
    body: { orderReleased: true, consumerChannel: "Webhook", webhookUrl: consumer.webhookUrl },
  });
  const webhook = {
    agentDefinition: { customProperties: [{ key: "AutoRefreshStatusInterval", value: "0.00:05:00" }] },
    sourceDefinition: { consumerType: "Webhook" as const, consumerWebhookUrl: consumer.webhookUrl },
  };
  const crmSource = (await crm.POST("/api/v2/IntegrationAgents/Settings", { body: webhook })).data!.source!.sourceId!;
  const shopSource = (await shop.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
  await crm.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: ALL_FLAGS });
  await crm.PATCH("/api/v1/DataSources/{id}/IntegrationSettings", {
    params: { path: { id: crmSource } },
    body: { useIntegrationProfile: true },
  });
  await control("integration-profiles", {
    tenantId: DEFAULT_TENANT_ID,
    profile: { id: PROFILE, isSelected: true, released: true, deleted: false, items: [{ dataSourceId: crmSource }] },
    availableFeatures: [
      { id: FEATURE, code: "ItemsIn", usage: "Input", inputSourceIds: [shopSource], inputModelIds: [MODEL] },
    ],
  });
  await world.sandbox.control.gateway.idle();
  consumer.handled.length = 0;
  consumer.requests.length = 0;
  return { crmSource, shopSource };
}

export async function startTriggerWorld(options: StartSandboxOptions = {}): Promise<TriggerWorld> {
  const sandbox = await startSandbox({
    basePort: "free",
    seed: TRIGGER_SEED,
    onLog: () => {},
    gateway: { firstRetryMs: 30_000 },
    ...options,
  });
  const issuer = serviceUrl(sandbox, "identity-provider");
  const consumer = await startConsumer(issuer, sandbox.control.clock);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, Json> };
  };
  const tokens = createTokenProvider({
    issuer,
    clientId: "erp",
    clientSecret: "erp-secret",
    tenantId: DEFAULT_TENANT_ID,
    allowInsecureHttp: true,
  });
  const orders = createOrderClient({ baseUrl: serviceUrl(sandbox, "order-integration"), getToken: tokens });
  const base = {
    sandbox,
    consumer,
    orders,
    crm: dataClient(sandbox, "crm"),
    shop: dataClient(sandbox, "shop"),
    trigger: (body: Record<string, unknown>) => post("triggers", body),
    control: post,
  };
  const sources = await setUpConsumers(base);
  return {
    ...base,
    ...sources,
    async close() {
      await sandbox.stop();
      await consumer.close();
    },
  };
}
