// Against a running sandbox (started with --amqp-url) and its RabbitMQ: registers a native data
// source (consumer type None), publishes one record, and prints the RecordCreated that arrives on
// the broker. Addresses come from the environment; the defaults are the sandbox's.
import { connect } from "amqplib";
import { createDataIntegrationClient, createSandboxControlClient } from "@integration-platform/contracts";
import { createTokenProvider } from "@integration-platform/contracts/auth";
import { publishRecords } from "@integration-platform/contracts/publishing";
import { consumeRecordChanges, type RecordChange } from "./record-consumer.js";

const amqpUrl = process.env.AMQP_URL ?? "amqp://guest:guest@127.0.0.1:5672";
const dataUrl = process.env.DATA_URL ?? "http://127.0.0.1:4010";
const issuer = process.env.ISSUER ?? "http://127.0.0.1:4012";
const tenantId = process.env.TENANT_ID ?? "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const modelId = "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d";

const connection = await connect(amqpUrl);
const channel = await connection.createChannel();
let arrived!: (change: RecordChange) => void;
const first = new Promise<RecordChange>((resolve) => (arrived = resolve));
const consumer = await consumeRecordChanges(channel, async (change) => {
  console.log(
    `${change.change} record ${change.dataRecordId} of model ${change.dataModelId} in tenant ${change.tenantId}`,
  );
  arrived(change);
});

const getToken = createTokenProvider({
  issuer,
  clientId: process.env.CLIENT_ID ?? "sandbox-client",
  clientSecret: process.env.CLIENT_SECRET ?? "sandbox-secret",
  tenantId,
  scope: "apiim",
  allowInsecureHttp: true,
});
const client = createDataIntegrationClient({ baseUrl: dataUrl, getToken });
const control = createSandboxControlClient({ baseUrl: dataUrl });

const model = await control.POST("/_sandbox/data-models", {
  body: { tenantId, id: modelId, code: "NativeExampleItems" },
});
if (model.response.status !== 201 && model.response.status !== 409)
  throw new Error(`the sandbox refused the data model: ${model.response.status}`);
const registered = await client.POST("/api/v2/IntegrationAgents/Settings", {
  body: { sourceDefinition: { consumerType: "None" } },
});
const sourceId = registered.data?.source?.sourceId;
if (sourceId === undefined) throw new Error(`registering the native data source failed: ${registered.response.status}`);
await client.PATCH("/api/v2/IntegrationAgents/Transformations", {
  body: { upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId, autoMapFields: true }] }] },
});
const published = await publishRecords(client, {
  sourceId,
  items: [{ entityId: "Item", recordId: `item-${Date.now()}`, data: { name: "from the native example" } }],
});
console.log(
  `published queue item ${published.queueItemId} as native data source ${sourceId}` +
    `; waiting for RecordCreated on ${amqpUrl.replace(/:[^:@/]*@/, ":***@")}`,
);

const change = await first;
if (change.operationId !== published.operationId)
  console.log(`(an earlier record event arrived first: operation ${change.operationId})`);
await consumer.stop();
await connection.close();
