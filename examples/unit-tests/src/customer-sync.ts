// The code under test: an ERP's customer sync. It takes its addresses and its fetch from the
// caller, so production passes the platform's URLs and the global fetch, and a unit test passes the
// sandbox's base URLs and sandbox.fetch.
import { createDataIntegrationClient, type DataIntegrationClient } from "@integration-platform/contracts";
import { createTokenProvider } from "@integration-platform/contracts/auth";
import { publishRecordsV2, waitForQueueItem } from "@integration-platform/contracts/publishing";

export interface SyncSettings {
  /** The identity provider's issuer. */
  readonly issuer: string;
  /** The data integration service's base URL. */
  readonly dataUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly tenantId: string;
  /** Where the platform delivers this source's events. */
  readonly webhookUrl: string;
  /** The fetch every call goes through. Default the global fetch. */
  readonly fetch?: typeof fetch;
}

export interface Customer {
  readonly number: string;
  readonly name: string;
}

export const CUSTOMERS_MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";

export function dataClient(settings: SyncSettings): DataIntegrationClient {
  const getToken = createTokenProvider({
    issuer: settings.issuer,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    tenantId: settings.tenantId,
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
  });
  return createDataIntegrationClient({
    baseUrl: settings.dataUrl,
    getToken,
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
  });
}

/**
 * Registers the ERP's agent and source (events to the webhook), maps Customer to the customers model, publishes every
 * customer and waits until they are stored.
 */
export async function syncCustomers(
  settings: SyncSettings,
  customers: readonly Customer[],
): Promise<{ sourceId: string; status: string }> {
  const data = dataClient(settings);
  const registered = await data.POST("/api/v2/IntegrationAgents/Settings", {
    body: { sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: settings.webhookUrl } },
  });
  if (registered.data === undefined) throw new Error(`registration refused: ${JSON.stringify(registered.error)}`);
  const sourceId = registered.data.source!.sourceId!;
  await data.PATCH("/api/v2/IntegrationAgents/Transformations", {
    body: {
      upsert: [
        {
          customCode: "customers",
          mappings: [{ entityId: "Customer", modelId: CUSTOMERS_MODEL, autoMapFields: true }],
        },
      ],
    },
  });
  await data.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: { enqueueDataStatus: true } });
  const published = await publishRecordsV2(data, {
    sourceId,
    items: customers.map(({ number, name }) => ({ entityId: "Customer", recordId: number, data: { Name: name } })),
  });
  const outcome = await waitForQueueItem(data, { sourceId, operationId: published.operationId, initialDelayMs: 0 });
  return { sourceId, status: outcome.status };
}
