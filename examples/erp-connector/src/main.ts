// An ERP connector on the V2 API, end to end: register the integration agent with a webhook
// consumer, map the ERP's Customer entity to a data model (input transformation), publish the
// customers, wait for the queue item, read them back page by page, update one, delete one, and
// receive the data events the platform sends for those changes, each verified.
import { createDataIntegrationClient } from "@integration-platform/contracts";
import { createTokenProvider } from "@integration-platform/contracts/auth";
import { publishRecordsV2, waitForQueueItem, type PublishingItemV2 } from "@integration-platform/contracts/publishing";
import { paginate } from "@integration-platform/contracts/querying";
import { environment } from "./environment.js";
import { startReceiver } from "./receiver.js";

const CUSTOMERS_MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";

const tokens = createTokenProvider({
  issuer: environment.idpUrl,
  clientId: environment.clientId,
  clientSecret: environment.clientSecret,
  tenantId: environment.tenantId,
  allowInsecureHttp:
    environment.idpUrl.startsWith("http://127.0.0.1") || environment.idpUrl.startsWith("http://localhost"),
});
const data = createDataIntegrationClient({ baseUrl: environment.dataUrl, getToken: tokens, timeoutMs: 30_000 });
const receiver = await startReceiver(environment.idpUrl, [
  "PLATFORM.DataService.RecordUpdated",
  "PLATFORM.DataService.RecordDeleted",
  "PLATFORM.DataService.EnqueueDataStatusChanged",
]);

try {
  // 1. Registration: the agent of this service account, its data source consuming on our webhook.
  const registered = await data.POST("/api/v2/IntegrationAgents/Settings", {
    body: {
      agentDefinition: { description: "Example ERP connector" },
      sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: receiver.url },
    },
  });
  if (registered.data === undefined) throw new Error(`registration refused: ${JSON.stringify(registered.error)}`);
  const sourceId = registered.data.source!.sourceId!;
  console.log(`registered agent ${registered.data.agent!.agentCode} with source ${sourceId}`);

  // 2. Input transformation: Customer records go to the customers model, `name` renamed to Name.
  const mapped = await data.PATCH("/api/v2/IntegrationAgents/Transformations", {
    body: {
      upsert: [
        {
          customCode: "customers",
          mappings: [
            {
              entityId: "Customer",
              modelId: CUSTOMERS_MODEL,
              autoMapFields: true,
              mappings: [{ sourceFieldName: "name", targetFieldName: "Name" }],
            },
          ],
        },
      ],
    },
  });
  if (!mapped.response.ok)
    throw new Error(`transformation refused: ${mapped.response.status} ${JSON.stringify(mapped.error)}`);

  // 3. Publish every customer as one queue item (chunks of 500 under one operationId) and wait for it.
  const customers: PublishingItemV2[] = Array.from({ length: environment.records }, (_, i) => ({
    entityId: "Customer",
    recordId: `C-${i + 1}`,
    data: { name: `Customer ${i + 1}`, city: i % 2 === 0 ? "Praha" : "Brno" },
  }));
  const published = await publishRecordsV2(data, { sourceId, items: customers });
  const outcome = await waitForQueueItem(data, { sourceId, operationId: published.operationId, initialDelayMs: 100 });
  if (outcome.status !== "Success") throw new Error(`queue item ${outcome.status}: ${outcome.errorMessage}`);
  console.log(`published ${published.records} records in ${published.requests} requests: ${outcome.status}`);

  // The data events of the changes below: "Each consumer flag of ConfigureConsumer enables the message types listed
  // there".
  const configured = await data.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", {
    body: { dataRecordChanges: true, enqueueDataStatus: true },
  });
  if (!configured.response.ok) throw new Error(`ConfigureConsumer refused: ${configured.response.status}`);

  // 4. Read them back, 250 per page, only what this source published.
  let read = 0;
  for await (const record of paginate(({ offset }) =>
    data.GET("/api/v2/QueryingData/GetData", {
      params: { query: { modelId: CUSTOMERS_MODEL, publisherSourceId: sourceId, offset, limit: 250 } },
    }),
  )) {
    if (typeof record.Name !== "string") throw new Error(`record ${String(record.ExternalId)} has no Name`);
    read++;
  }
  console.log(`read ${read} records page by page`);
  if (read !== environment.records) throw new Error(`read ${read} records, published ${environment.records}`);

  // 5. Update one customer and delete another: publishing the same recordId updates, isDeleted deletes.
  const changes = await publishRecordsV2(data, {
    sourceId,
    items: [
      { entityId: "Customer", recordId: "C-1", data: { name: "Customer 1 (renamed)" } },
      { entityId: "Customer", recordId: "C-2", isDeleted: true },
    ],
  });
  const changed = await waitForQueueItem(data, { sourceId, operationId: changes.operationId, initialDelayMs: 100 });
  if (changed.status !== "Success") throw new Error(`update queue item ${changed.status}: ${changed.errorMessage}`);
  const externalId = (recordId: string) => `${recordId}.Customer.${sourceId}`;
  const renamed = await data.GET("/api/v2/QueryingData/GetData", {
    params: { query: { modelId: CUSTOMERS_MODEL, externalId: externalId("C-1") } },
  });
  console.log(`updated: ${String(renamed.data?.items[0]?.Name)}`);
  const gone = await data.GET("/api/v2/QueryingData/GetData", {
    params: { query: { modelId: CUSTOMERS_MODEL, externalId: externalId("C-2") } },
  });
  const kept = await data.GET("/api/v2/QueryingData/GetData", {
    params: { query: { modelId: CUSTOMERS_MODEL, externalId: externalId("C-2"), includeDeleted: true } },
  });
  console.log(`deleted: ${gone.data?.totalCount} without includeDeleted, ${kept.data?.totalCount} with it`);

  // 6. The events of those changes reached the webhook, each with a verified gateway token.
  const updated = await receiver.waitFor((event) => event.messageType === "PLATFORM.DataService.RecordUpdated");
  const deleted = await receiver.waitFor((event) => event.messageType === "PLATFORM.DataService.RecordDeleted");
  console.log(
    `events received and verified: ` +
      `RecordUpdated ${JSON.stringify((updated.payload as { dataRecordId?: string }).dataRecordId)}` +
      `, RecordDeleted ${JSON.stringify((deleted.payload as { dataRecordId?: string }).dataRecordId)}`,
  );
  console.log("erp-connector: done");
} finally {
  await receiver.close();
}
