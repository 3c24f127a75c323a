import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { PayloadValidator, WebhookCatalogue, WebhookCatalogueEntry } from "../../../../src/webhooks/catalogue.js";

// Stand-in for generated/events/catalogue.ts until the generator makes it: the ten events of the
// reference with the payload fields it lists.

type Uuid = string;

export interface FixturePayloads {
  "PLATFORM.DataService.RefreshSourceStatus": { sourceId: Uuid; checkConnection?: boolean };
  "PLATFORM.DataService.RefreshSourceConfig": { sourceId: Uuid };
  "PLATFORM.DataService.RecordCreated": RecordPayload;
  "PLATFORM.DataService.RecordUpdated": RecordPayload;
  "PLATFORM.DataService.RecordDeleted": RecordPayload;
  "PLATFORM.DataService.IntegrationDataChanged": {
    sourceId: Uuid;
    resultId: Uuid;
    operationId: Uuid;
    profileId: Uuid;
    featureId: Uuid;
    scenarioId: Uuid;
  };
  "PLATFORM.DataService.IntegrationProfileChangeStarted": {
    sourceId: Uuid;
    requestId: Uuid;
    currentProfileId: Uuid;
    targetProfileId: Uuid;
  };
  "PLATFORM.DataService.IntegrationProfileChangeCompleted": {
    sourceId: Uuid;
    requestId: Uuid;
    requestStatus: "Success" | "Failed" | "Canceled";
    currentProfileId: Uuid;
    wasSuccess: boolean;
  };
  "PLATFORM.DataService.EnqueueDataStatusChanged": {
    dataSourceId: Uuid;
    queueItemId: Uuid;
    operationId: Uuid;
    status: string;
  };
  "PLATFORM.PlatformStore.OrderReleased": { orderId: Uuid; productId: Uuid; vendorCode: string };
}

interface RecordPayload {
  dataModelId: Uuid;
  dataRecordId: Uuid;
  dataSourceId: Uuid;
  operationId: Uuid;
}

export type FixtureMessageType = keyof FixturePayloads;

const uuid = { type: "string", format: "uuid" };

function objectSchema(title: string, properties: Record<string, object>, required = Object.keys(properties)) {
  return { title, type: "object", required, properties };
}

const recordProperties = { dataModelId: uuid, dataRecordId: uuid, dataSourceId: uuid, operationId: uuid };

const schemas = [
  objectSchema("RefreshStatusPayload", { sourceId: uuid, checkConnection: { type: "boolean" } }, ["sourceId"]),
  objectSchema("RefreshConfigPayload", { sourceId: uuid }),
  objectSchema("DataRecordPayload", recordProperties),
  objectSchema("IntegrationDataChangedPayload", {
    sourceId: uuid,
    resultId: uuid,
    operationId: uuid,
    profileId: uuid,
    featureId: uuid,
    scenarioId: uuid,
  }),
  objectSchema("IntegrationProfileChangeStartedPayload", {
    sourceId: uuid,
    requestId: uuid,
    currentProfileId: uuid,
    targetProfileId: uuid,
  }),
  objectSchema("IntegrationProfileChangeCompletedPayload", {
    sourceId: uuid,
    requestId: uuid,
    requestStatus: { enum: ["Success", "Failed", "Canceled"] },
    currentProfileId: uuid,
    wasSuccess: { type: "boolean" },
  }),
  objectSchema("EnqueueDataStatusChangedPayload", {
    dataSourceId: uuid,
    queueItemId: uuid,
    operationId: uuid,
    status: { enum: ["Pending", "Processing", "Succeeded", "Failed", "Canceled"] },
  }),
  objectSchema("OrderReleasedPayload", { orderId: uuid, productId: uuid, vendorCode: { type: "string", minLength: 1 } }),
];

function entry(messageType: FixtureMessageType, contractType: string | null, payloadSchema: string): WebhookCatalogueEntry {
  return { messageType, contractType, payloadSchema };
}

const events: { readonly [K in FixtureMessageType]: WebhookCatalogueEntry } = {
  "PLATFORM.DataService.RefreshSourceStatus": entry("PLATFORM.DataService.RefreshSourceStatus", "RefreshStatusEvent", "RefreshStatusPayload"),
  "PLATFORM.DataService.RefreshSourceConfig": entry("PLATFORM.DataService.RefreshSourceConfig", "RefreshConfigEvent", "RefreshConfigPayload"),
  "PLATFORM.DataService.RecordCreated": entry("PLATFORM.DataService.RecordCreated", "DataRecordCreatedEvent", "DataRecordPayload"),
  "PLATFORM.DataService.RecordUpdated": entry("PLATFORM.DataService.RecordUpdated", "DataRecordUpdatedEvent", "DataRecordPayload"),
  "PLATFORM.DataService.RecordDeleted": entry("PLATFORM.DataService.RecordDeleted", "DataRecordDeletedEvent", "DataRecordPayload"),
  "PLATFORM.DataService.IntegrationDataChanged": entry("PLATFORM.DataService.IntegrationDataChanged", "IntegrationDataChanged", "IntegrationDataChangedPayload"),
  "PLATFORM.DataService.IntegrationProfileChangeStarted": entry(
    "PLATFORM.DataService.IntegrationProfileChangeStarted",
    "IntegrationProfileChangeStarted",
    "IntegrationProfileChangeStartedPayload",
  ),
  "PLATFORM.DataService.IntegrationProfileChangeCompleted": entry(
    "PLATFORM.DataService.IntegrationProfileChangeCompleted",
    "IntegrationProfileChangeCompleted",
    "IntegrationProfileChangeCompletedPayload",
  ),
  "PLATFORM.DataService.EnqueueDataStatusChanged": entry("PLATFORM.DataService.EnqueueDataStatusChanged", null, "EnqueueDataStatusChangedPayload"),
  "PLATFORM.PlatformStore.OrderReleased": entry("PLATFORM.PlatformStore.OrderReleased", "OrderReleased", "OrderReleasedPayload"),
};

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);

const validators: Record<string, PayloadValidator> = Object.fromEntries(
  schemas.map((schema) => [schema.title, ajv.compile(schema) as PayloadValidator]),
);

export const fixtureCatalogue: WebhookCatalogue<FixturePayloads> = { events, validators };

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const recordExample: RecordPayload = { dataModelId: id(1), dataRecordId: id(2), dataSourceId: id(3), operationId: id(4) };

/** One valid payload per message type. */
export const fixtureExamples: FixturePayloads = {
  "PLATFORM.DataService.RefreshSourceStatus": { sourceId: id(10), checkConnection: true },
  "PLATFORM.DataService.RefreshSourceConfig": { sourceId: id(11) },
  "PLATFORM.DataService.RecordCreated": recordExample,
  "PLATFORM.DataService.RecordUpdated": recordExample,
  "PLATFORM.DataService.RecordDeleted": recordExample,
  "PLATFORM.DataService.IntegrationDataChanged": {
    sourceId: id(20),
    resultId: id(21),
    operationId: id(22),
    profileId: id(23),
    featureId: id(24),
    scenarioId: id(25),
  },
  "PLATFORM.DataService.IntegrationProfileChangeStarted": {
    sourceId: id(30),
    requestId: id(31),
    currentProfileId: id(32),
    targetProfileId: id(33),
  },
  "PLATFORM.DataService.IntegrationProfileChangeCompleted": {
    sourceId: id(40),
    requestId: id(41),
    requestStatus: "Success",
    currentProfileId: id(42),
    wasSuccess: true,
  },
  "PLATFORM.DataService.EnqueueDataStatusChanged": {
    dataSourceId: id(50),
    queueItemId: id(51),
    operationId: id(52),
    status: "Succeeded",
  },
  "PLATFORM.PlatformStore.OrderReleased": { orderId: id(60), productId: id(61), vendorCode: "12345678|DE" },
};
