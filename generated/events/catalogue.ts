// generated from specs/asyncapi/platform-events.yaml; do not edit
import type { DataRecordCreatedEvent, DataRecordDeletedEvent, DataRecordEventHeaders, DataRecordUpdatedEvent, DataSourceEventHeaders, EnqueueDataStatusChanged, EnqueueDataStatusChangedHeaders, IntegrationDataChanged, IntegrationDataChangedHeaders, IntegrationProfileChangeCompleted, IntegrationProfileChangeStarted, OrderReleased, OrderReleasedHeaders, RefreshConfigEvent, RefreshStatusEvent } from "./models/index.js";

/** What the platform documents about one event, read from its AsyncAPI message. */
export interface EventCatalogueEntry {
  /** The routing key, first segment of the webhook route. */
  readonly messageType: string;
  /** The contract class name, second segment of the webhook route; null where the reference does not show it. */
  readonly contractType: string | null;
  /** The .NET event class; null where not shown. */
  readonly eventClass: string | null;
  /** Title of the payload schema: `validators[payloadSchema]`, `schemas/<payloadSchema>.schema.json`. */
  readonly payloadSchema: string;
  /** Title of the headers schema; null where not shown. */
  readonly headersSchema: string | null;
  /** The consumer setting that enables the message type (`ConfigureConsumer` flag or `orderReleased` of Integration/Settings). */
  readonly consumerFlag: { readonly settings: string; readonly flag: string } | null;
  /** How it is delivered: `webhook`, `grpc`, `amqp`. */
  readonly transports: readonly string[];
  /** Route under the consumer's webhook address. */
  readonly webhookPath: string | null;
  /** Message broker exchange; null where not shown. */
  readonly exchange: string | null;
  /** Message broker queue; null where not shown. */
  readonly queue: string | null;
  /** Queue arguments, such as `x-expires` of remote commands. */
  readonly queueArguments: { readonly [name: string]: unknown } | null;
  /** A remote command, which expires after one hour. */
  readonly remoteCommand: boolean;
  /** The message type that always follows this one (profile change Started -> Completed). */
  readonly followedBy: string | null;
  /** What the reference does not show about this event. */
  readonly notShown: string | null;
  /** The first documented example. */
  readonly example: { readonly headers?: unknown; readonly payload: unknown } | null;
}

/** Every platform event by message type. */
export const eventCatalogue = {
  "PLATFORM.DataService.EnqueueDataStatusChanged": {
    "messageType": "PLATFORM.DataService.EnqueueDataStatusChanged",
    "contractType": null,
    "eventClass": "PLATFORM.DataService.Edge.Contracts.Events.EnqueueDataStatusChanged",
    "payloadSchema": "EnqueueDataStatusChanged",
    "headersSchema": "EnqueueDataStatusChangedHeaders",
    "consumerFlag": {
      "settings": "ConfigureConsumer",
      "flag": "enqueueDataStatus"
    },
    "transports": [
      "webhook",
      "grpc",
      "amqp"
    ],
    "webhookPath": "/PLATFORM.DataService.EnqueueDataStatusChanged/{contractType}/{messageId}",
    "exchange": null,
    "queue": null,
    "queueArguments": null,
    "remoteCommand": false,
    "followedBy": null,
    "notShown": "contract type, exchange, queue and headers of EnqueueDataStatusChanged",
    "example": {
      "headers": {},
      "payload": {
        "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "queueItemId": "2c3d4e5f-6071-4829-a3b4-c5d6e7f8091a",
        "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908",
        "status": "Success"
      }
    }
  },
  "PLATFORM.DataService.IntegrationDataChanged": {
    "messageType": "PLATFORM.DataService.IntegrationDataChanged",
    "contractType": "IntegrationDataChanged",
    "eventClass": "PLATFORM.DataService.Events.IntegrationDataChanged",
    "payloadSchema": "IntegrationDataChanged",
    "headersSchema": "IntegrationDataChangedHeaders",
    "consumerFlag": {
      "settings": "ConfigureConsumer",
      "flag": "integrationDataChanges"
    },
    "transports": [
      "webhook",
      "grpc",
      "amqp"
    ],
    "webhookPath": "/PLATFORM.DataService.IntegrationDataChanged/IntegrationDataChanged/{messageId}",
    "exchange": "PLATFORM.DataService.Events:IntegrationDataChanged",
    "queue": null,
    "queueArguments": null,
    "remoteCommand": false,
    "followedBy": null,
    "notShown": "the queue name of IntegrationDataChanged",
    "example": {
      "headers": {
        "X-SourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "X-FeatureId": "4f506172-8394-4a5b-86d7-e8f9012a3b4c",
        "X-ScenarioId": "50617283-94a5-4b6c-97e8-f9012a3b4c5d",
        "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
      },
      "payload": {
        "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "resultId": "2c3d4e5f-6071-4829-a3b4-c5d6e7f8091a",
        "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908",
        "profileId": "3e4f5061-7283-494a-b5c6-d7e8f9012a3b",
        "featureId": "4f506172-8394-4a5b-86d7-e8f9012a3b4c",
        "scenarioId": "50617283-94a5-4b6c-97e8-f9012a3b4c5d"
      }
    }
  },
  "PLATFORM.DataService.IntegrationProfileChangeCompleted": {
    "messageType": "PLATFORM.DataService.IntegrationProfileChangeCompleted",
    "contractType": "IntegrationProfileChangeCompleted",
    "eventClass": "PLATFORM.DataService.Edge.Contracts.Events.IntegrationProfileChangeCompleted",
    "payloadSchema": "IntegrationProfileChangeCompleted",
    "headersSchema": "DataSourceEventHeaders",
    "consumerFlag": {
      "settings": "ConfigureConsumer",
      "flag": "integrationProfileStatus"
    },
    "transports": [
      "webhook",
      "grpc",
      "amqp"
    ],
    "webhookPath": "/PLATFORM.DataService.IntegrationProfileChangeCompleted/IntegrationProfileChangeCompleted/{messageId}",
    "exchange": "PLATFORM.DataService.Edge.Contracts.Events:IntegrationProfileChangeCompleted",
    "queue": null,
    "queueArguments": null,
    "remoteCommand": false,
    "followedBy": null,
    "notShown": "the queue name of IntegrationProfileChangeCompleted",
    "example": {
      "headers": {
        "X-DataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
      },
      "payload": {
        "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "requestId": "6172839a-4b5c-4d6e-8f70-8192a3b4c5d6",
        "requestStatus": "Success",
        "currentProfileId": "728394a5-b6c7-4d8e-9f01-a2b3c4d5e6f7",
        "wasSuccess": true
      }
    }
  },
  "PLATFORM.DataService.IntegrationProfileChangeStarted": {
    "messageType": "PLATFORM.DataService.IntegrationProfileChangeStarted",
    "contractType": "IntegrationProfileChangeStarted",
    "eventClass": "PLATFORM.DataService.Edge.Contracts.Events.IntegrationProfileChangeStarted",
    "payloadSchema": "IntegrationProfileChangeStarted",
    "headersSchema": "DataSourceEventHeaders",
    "consumerFlag": {
      "settings": "ConfigureConsumer",
      "flag": "integrationProfileStatus"
    },
    "transports": [
      "webhook",
      "grpc",
      "amqp"
    ],
    "webhookPath": "/PLATFORM.DataService.IntegrationProfileChangeStarted/IntegrationProfileChangeStarted/{messageId}",
    "exchange": "PLATFORM.DataService.Edge.Contracts.Events:IntegrationProfileChangeStarted",
    "queue": null,
    "queueArguments": null,
    "remoteCommand": false,
    "followedBy": "PLATFORM.DataService.IntegrationProfileChangeCompleted",
    "notShown": "the queue name of IntegrationProfileChangeStarted",
    "example": {
      "headers": {
        "X-DataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
      },
      "payload": {
        "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "requestId": "6172839a-4b5c-4d6e-8f70-8192a3b4c5d6",
        "currentProfileId": "3e4f5061-7283-494a-b5c6-d7e8f9012a3b",
        "targetProfileId": "728394a5-b6c7-4d8e-9f01-a2b3c4d5e6f7"
      }
    }
  },
  "PLATFORM.DataService.RecordCreated": {
    "messageType": "PLATFORM.DataService.RecordCreated",
    "contractType": "DataRecordCreatedEvent",
    "eventClass": "PLATFORM.DataService.Events.DataRecordCreatedEvent",
    "payloadSchema": "DataRecordCreatedEvent",
    "headersSchema": "DataRecordEventHeaders",
    "consumerFlag": {
      "settings": "ConfigureConsumer",
      "flag": "dataRecordChanges"
    },
    "transports": [
      "webhook",
      "grpc",
      "amqp"
    ],
    "webhookPath": "/PLATFORM.DataService.RecordCreated/DataRecordCreatedEvent/{messageId}",
    "exchange": "PLATFORM.DataService.Events:DataRecordCreatedEvent",
    "queue": "DS.Data",
    "queueArguments": null,
    "remoteCommand": false,
    "followedBy": null,
    "notShown": null,
    "example": {
      "headers": {
        "X-DataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "X-DataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
        "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
      },
      "payload": {
        "dataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
        "dataRecordId": "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
        "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"
      }
    }
  },
  "PLATFORM.DataService.RecordDeleted": {
    "messageType": "PLATFORM.DataService.RecordDeleted",
    "contractType": "DataRecordDeletedEvent",
    "eventClass": "PLATFORM.DataService.Events.DataRecordDeletedEvent",
    "payloadSchema": "DataRecordDeletedEvent",
    "headersSchema": "DataRecordEventHeaders",
    "consumerFlag": {
      "settings": "ConfigureConsumer",
      "flag": "dataRecordChanges"
    },
    "transports": [
      "webhook",
      "grpc",
      "amqp"
    ],
    "webhookPath": "/PLATFORM.DataService.RecordDeleted/DataRecordDeletedEvent/{messageId}",
    "exchange": "PLATFORM.DataService.Events:DataRecordDeletedEvent",
    "queue": "DS.Data",
    "queueArguments": null,
    "remoteCommand": false,
    "followedBy": null,
    "notShown": null,
    "example": {
      "headers": {
        "X-DataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "X-DataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
        "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
      },
      "payload": {
        "dataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
        "dataRecordId": "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
        "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"
      }
    }
  },
  "PLATFORM.DataService.RecordUpdated": {
    "messageType": "PLATFORM.DataService.RecordUpdated",
    "contractType": "DataRecordUpdatedEvent",
    "eventClass": "PLATFORM.DataService.Events.DataRecordUpdatedEvent",
    "payloadSchema": "DataRecordUpdatedEvent",
    "headersSchema": "DataRecordEventHeaders",
    "consumerFlag": {
      "settings": "ConfigureConsumer",
      "flag": "dataRecordChanges"
    },
    "transports": [
      "webhook",
      "grpc",
      "amqp"
    ],
    "webhookPath": "/PLATFORM.DataService.RecordUpdated/DataRecordUpdatedEvent/{messageId}",
    "exchange": "PLATFORM.DataService.Events:DataRecordUpdatedEvent",
    "queue": "DS.Data",
    "queueArguments": null,
    "remoteCommand": false,
    "followedBy": null,
    "notShown": null,
    "example": {
      "headers": {
        "X-DataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "X-DataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
        "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
      },
      "payload": {
        "dataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
        "dataRecordId": "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
        "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"
      }
    }
  },
  "PLATFORM.DataService.RefreshSourceConfig": {
    "messageType": "PLATFORM.DataService.RefreshSourceConfig",
    "contractType": "RefreshConfigEvent",
    "eventClass": "PLATFORM.DataService.Edge.Contracts.Events.RefreshConfigEvent",
    "payloadSchema": "RefreshConfigEvent",
    "headersSchema": "DataSourceEventHeaders",
    "consumerFlag": {
      "settings": "ConfigureConsumer",
      "flag": "refreshSourceConfig"
    },
    "transports": [
      "webhook",
      "grpc",
      "amqp"
    ],
    "webhookPath": "/PLATFORM.DataService.RefreshSourceConfig/RefreshConfigEvent/{messageId}",
    "exchange": "PLATFORM.DataService.Edge.Contracts.Events:RefreshConfigEvent",
    "queue": "DS.Commands",
    "queueArguments": {
      "x-expires": 3600000
    },
    "remoteCommand": true,
    "followedBy": null,
    "notShown": null,
    "example": {
      "headers": {
        "X-DataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
      },
      "payload": {
        "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a"
      }
    }
  },
  "PLATFORM.DataService.RefreshSourceStatus": {
    "messageType": "PLATFORM.DataService.RefreshSourceStatus",
    "contractType": "RefreshStatusEvent",
    "eventClass": "PLATFORM.DataService.Edge.Contracts.Events.RefreshStatusEvent",
    "payloadSchema": "RefreshStatusEvent",
    "headersSchema": "DataSourceEventHeaders",
    "consumerFlag": {
      "settings": "ConfigureConsumer",
      "flag": "refreshSourceStatus"
    },
    "transports": [
      "webhook",
      "grpc",
      "amqp"
    ],
    "webhookPath": "/PLATFORM.DataService.RefreshSourceStatus/RefreshStatusEvent/{messageId}",
    "exchange": "PLATFORM.DataService.Edge.Contracts.Events:RefreshStatusEvent",
    "queue": "DS.Commands",
    "queueArguments": {
      "x-expires": 3600000
    },
    "remoteCommand": true,
    "followedBy": null,
    "notShown": null,
    "example": {
      "headers": {
        "X-DataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
      },
      "payload": {
        "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        "checkConnection": true
      }
    }
  },
  "PLATFORM.PlatformStore.OrderReleased": {
    "messageType": "PLATFORM.PlatformStore.OrderReleased",
    "contractType": "OrderReleased",
    "eventClass": null,
    "payloadSchema": "OrderReleased",
    "headersSchema": "OrderReleasedHeaders",
    "consumerFlag": {
      "settings": "IntegrationSettings",
      "flag": "orderReleased"
    },
    "transports": [
      "webhook",
      "grpc"
    ],
    "webhookPath": "/PLATFORM.PlatformStore.OrderReleased/OrderReleased/{messageId}",
    "exchange": null,
    "queue": null,
    "queueArguments": null,
    "remoteCommand": false,
    "followedBy": null,
    "notShown": "the event class of OrderReleased and whether it is also published on the message broker",
    "example": {
      "headers": {
        "X-VendorCode": "12345678|CZ"
      },
      "payload": {
        "orderId": "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
        "productId": "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
        "vendorCode": "12345678|CZ"
      }
    }
  }
} as const satisfies { readonly [messageType: string]: EventCatalogueEntry };

export type MessageType = keyof typeof eventCatalogue;

/** The payload model of each message type. */
export interface EventPayloads {
  "PLATFORM.DataService.EnqueueDataStatusChanged": EnqueueDataStatusChanged;
  "PLATFORM.DataService.IntegrationDataChanged": IntegrationDataChanged;
  "PLATFORM.DataService.IntegrationProfileChangeCompleted": IntegrationProfileChangeCompleted;
  "PLATFORM.DataService.IntegrationProfileChangeStarted": IntegrationProfileChangeStarted;
  "PLATFORM.DataService.RecordCreated": DataRecordCreatedEvent;
  "PLATFORM.DataService.RecordDeleted": DataRecordDeletedEvent;
  "PLATFORM.DataService.RecordUpdated": DataRecordUpdatedEvent;
  "PLATFORM.DataService.RefreshSourceConfig": RefreshConfigEvent;
  "PLATFORM.DataService.RefreshSourceStatus": RefreshStatusEvent;
  "PLATFORM.PlatformStore.OrderReleased": OrderReleased;
}

/** The headers model of each message type. */
export interface EventHeaders {
  "PLATFORM.DataService.EnqueueDataStatusChanged": EnqueueDataStatusChangedHeaders;
  "PLATFORM.DataService.IntegrationDataChanged": IntegrationDataChangedHeaders;
  "PLATFORM.DataService.IntegrationProfileChangeCompleted": DataSourceEventHeaders;
  "PLATFORM.DataService.IntegrationProfileChangeStarted": DataSourceEventHeaders;
  "PLATFORM.DataService.RecordCreated": DataRecordEventHeaders;
  "PLATFORM.DataService.RecordDeleted": DataRecordEventHeaders;
  "PLATFORM.DataService.RecordUpdated": DataRecordEventHeaders;
  "PLATFORM.DataService.RefreshSourceConfig": DataSourceEventHeaders;
  "PLATFORM.DataService.RefreshSourceStatus": DataSourceEventHeaders;
  "PLATFORM.PlatformStore.OrderReleased": OrderReleasedHeaders;
}
