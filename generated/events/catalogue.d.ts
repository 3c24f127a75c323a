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
    readonly consumerFlag: {
        readonly settings: string;
        readonly flag: string;
    } | null;
    /** How it is delivered: `webhook`, `grpc`, `amqp`. */
    readonly transports: readonly string[];
    /** Route under the consumer's webhook address. */
    readonly webhookPath: string | null;
    /** Message broker exchange; null where not shown. */
    readonly exchange: string | null;
    /** Message broker queue; null where not shown. */
    readonly queue: string | null;
    /** Queue arguments, such as `x-expires` of remote commands. */
    readonly queueArguments: {
        readonly [name: string]: unknown;
    } | null;
    /** A remote command, which expires after one hour. */
    readonly remoteCommand: boolean;
    /** The message type that always follows this one (profile change Started -> Completed). */
    readonly followedBy: string | null;
    /** What the reference does not show about this event. */
    readonly notShown: string | null;
    /** The first documented example. */
    readonly example: {
        readonly headers?: unknown;
        readonly payload: unknown;
    } | null;
}
/** Every platform event by message type. */
export declare const eventCatalogue: {
    readonly "PLATFORM.DataService.EnqueueDataStatusChanged": {
        readonly messageType: "PLATFORM.DataService.EnqueueDataStatusChanged";
        readonly contractType: null;
        readonly eventClass: "PLATFORM.DataService.Edge.Contracts.Events.EnqueueDataStatusChanged";
        readonly payloadSchema: "EnqueueDataStatusChanged";
        readonly headersSchema: "EnqueueDataStatusChangedHeaders";
        readonly consumerFlag: {
            readonly settings: "ConfigureConsumer";
            readonly flag: "enqueueDataStatus";
        };
        readonly transports: readonly ["webhook", "grpc", "amqp"];
        readonly webhookPath: "/PLATFORM.DataService.EnqueueDataStatusChanged/{contractType}/{messageId}";
        readonly exchange: null;
        readonly queue: null;
        readonly queueArguments: null;
        readonly remoteCommand: false;
        readonly followedBy: null;
        readonly notShown: "contract type, exchange, queue and headers of EnqueueDataStatusChanged";
        readonly example: {
            readonly headers: {};
            readonly payload: {
                readonly dataSourceId: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly queueItemId: "2c3d4e5f-6071-4829-a3b4-c5d6e7f8091a";
                readonly operationId: "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908";
                readonly status: "Success";
            };
        };
    };
    readonly "PLATFORM.DataService.IntegrationDataChanged": {
        readonly messageType: "PLATFORM.DataService.IntegrationDataChanged";
        readonly contractType: "IntegrationDataChanged";
        readonly eventClass: "PLATFORM.DataService.Events.IntegrationDataChanged";
        readonly payloadSchema: "IntegrationDataChanged";
        readonly headersSchema: "IntegrationDataChangedHeaders";
        readonly consumerFlag: {
            readonly settings: "ConfigureConsumer";
            readonly flag: "integrationDataChanges";
        };
        readonly transports: readonly ["webhook", "grpc", "amqp"];
        readonly webhookPath: "/PLATFORM.DataService.IntegrationDataChanged/IntegrationDataChanged/{messageId}";
        readonly exchange: "PLATFORM.DataService.Events:IntegrationDataChanged";
        readonly queue: null;
        readonly queueArguments: null;
        readonly remoteCommand: false;
        readonly followedBy: null;
        readonly notShown: "the queue name of IntegrationDataChanged";
        readonly example: {
            readonly headers: {
                readonly "X-SourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly "X-FeatureId": "4f506172-8394-4a5b-86d7-e8f9012a3b4c";
                readonly "X-ScenarioId": "50617283-94a5-4b6c-97e8-f9012a3b4c5d";
                readonly "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
            };
            readonly payload: {
                readonly sourceId: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly resultId: "2c3d4e5f-6071-4829-a3b4-c5d6e7f8091a";
                readonly operationId: "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908";
                readonly profileId: "3e4f5061-7283-494a-b5c6-d7e8f9012a3b";
                readonly featureId: "4f506172-8394-4a5b-86d7-e8f9012a3b4c";
                readonly scenarioId: "50617283-94a5-4b6c-97e8-f9012a3b4c5d";
            };
        };
    };
    readonly "PLATFORM.DataService.IntegrationProfileChangeCompleted": {
        readonly messageType: "PLATFORM.DataService.IntegrationProfileChangeCompleted";
        readonly contractType: "IntegrationProfileChangeCompleted";
        readonly eventClass: "PLATFORM.DataService.Edge.Contracts.Events.IntegrationProfileChangeCompleted";
        readonly payloadSchema: "IntegrationProfileChangeCompleted";
        readonly headersSchema: "DataSourceEventHeaders";
        readonly consumerFlag: {
            readonly settings: "ConfigureConsumer";
            readonly flag: "integrationProfileStatus";
        };
        readonly transports: readonly ["webhook", "grpc", "amqp"];
        readonly webhookPath: "/PLATFORM.DataService.IntegrationProfileChangeCompleted/IntegrationProfileChangeCompleted/{messageId}";
        readonly exchange: "PLATFORM.DataService.Edge.Contracts.Events:IntegrationProfileChangeCompleted";
        readonly queue: null;
        readonly queueArguments: null;
        readonly remoteCommand: false;
        readonly followedBy: null;
        readonly notShown: "the queue name of IntegrationProfileChangeCompleted";
        readonly example: {
            readonly headers: {
                readonly "X-DataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
            };
            readonly payload: {
                readonly sourceId: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly requestId: "6172839a-4b5c-4d6e-8f70-8192a3b4c5d6";
                readonly requestStatus: "Success";
                readonly currentProfileId: "728394a5-b6c7-4d8e-9f01-a2b3c4d5e6f7";
                readonly wasSuccess: true;
            };
        };
    };
    readonly "PLATFORM.DataService.IntegrationProfileChangeStarted": {
        readonly messageType: "PLATFORM.DataService.IntegrationProfileChangeStarted";
        readonly contractType: "IntegrationProfileChangeStarted";
        readonly eventClass: "PLATFORM.DataService.Edge.Contracts.Events.IntegrationProfileChangeStarted";
        readonly payloadSchema: "IntegrationProfileChangeStarted";
        readonly headersSchema: "DataSourceEventHeaders";
        readonly consumerFlag: {
            readonly settings: "ConfigureConsumer";
            readonly flag: "integrationProfileStatus";
        };
        readonly transports: readonly ["webhook", "grpc", "amqp"];
        readonly webhookPath: "/PLATFORM.DataService.IntegrationProfileChangeStarted/IntegrationProfileChangeStarted/{messageId}";
        readonly exchange: "PLATFORM.DataService.Edge.Contracts.Events:IntegrationProfileChangeStarted";
        readonly queue: null;
        readonly queueArguments: null;
        readonly remoteCommand: false;
        readonly followedBy: "PLATFORM.DataService.IntegrationProfileChangeCompleted";
        readonly notShown: "the queue name of IntegrationProfileChangeStarted";
        readonly example: {
            readonly headers: {
                readonly "X-DataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
            };
            readonly payload: {
                readonly sourceId: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly requestId: "6172839a-4b5c-4d6e-8f70-8192a3b4c5d6";
                readonly currentProfileId: "3e4f5061-7283-494a-b5c6-d7e8f9012a3b";
                readonly targetProfileId: "728394a5-b6c7-4d8e-9f01-a2b3c4d5e6f7";
            };
        };
    };
    readonly "PLATFORM.DataService.RecordCreated": {
        readonly messageType: "PLATFORM.DataService.RecordCreated";
        readonly contractType: "DataRecordCreatedEvent";
        readonly eventClass: "PLATFORM.DataService.Events.DataRecordCreatedEvent";
        readonly payloadSchema: "DataRecordCreatedEvent";
        readonly headersSchema: "DataRecordEventHeaders";
        readonly consumerFlag: {
            readonly settings: "ConfigureConsumer";
            readonly flag: "dataRecordChanges";
        };
        readonly transports: readonly ["webhook", "grpc", "amqp"];
        readonly webhookPath: "/PLATFORM.DataService.RecordCreated/DataRecordCreatedEvent/{messageId}";
        readonly exchange: "PLATFORM.DataService.Events:DataRecordCreatedEvent";
        readonly queue: "DS.Data";
        readonly queueArguments: null;
        readonly remoteCommand: false;
        readonly followedBy: null;
        readonly notShown: null;
        readonly example: {
            readonly headers: {
                readonly "X-DataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly "X-DataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";
                readonly "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
            };
            readonly payload: {
                readonly dataModelId: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";
                readonly dataRecordId: "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809";
                readonly dataSourceId: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly operationId: "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908";
            };
        };
    };
    readonly "PLATFORM.DataService.RecordDeleted": {
        readonly messageType: "PLATFORM.DataService.RecordDeleted";
        readonly contractType: "DataRecordDeletedEvent";
        readonly eventClass: "PLATFORM.DataService.Events.DataRecordDeletedEvent";
        readonly payloadSchema: "DataRecordDeletedEvent";
        readonly headersSchema: "DataRecordEventHeaders";
        readonly consumerFlag: {
            readonly settings: "ConfigureConsumer";
            readonly flag: "dataRecordChanges";
        };
        readonly transports: readonly ["webhook", "grpc", "amqp"];
        readonly webhookPath: "/PLATFORM.DataService.RecordDeleted/DataRecordDeletedEvent/{messageId}";
        readonly exchange: "PLATFORM.DataService.Events:DataRecordDeletedEvent";
        readonly queue: "DS.Data";
        readonly queueArguments: null;
        readonly remoteCommand: false;
        readonly followedBy: null;
        readonly notShown: null;
        readonly example: {
            readonly headers: {
                readonly "X-DataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly "X-DataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";
                readonly "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
            };
            readonly payload: {
                readonly dataModelId: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";
                readonly dataRecordId: "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809";
                readonly dataSourceId: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly operationId: "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908";
            };
        };
    };
    readonly "PLATFORM.DataService.RecordUpdated": {
        readonly messageType: "PLATFORM.DataService.RecordUpdated";
        readonly contractType: "DataRecordUpdatedEvent";
        readonly eventClass: "PLATFORM.DataService.Events.DataRecordUpdatedEvent";
        readonly payloadSchema: "DataRecordUpdatedEvent";
        readonly headersSchema: "DataRecordEventHeaders";
        readonly consumerFlag: {
            readonly settings: "ConfigureConsumer";
            readonly flag: "dataRecordChanges";
        };
        readonly transports: readonly ["webhook", "grpc", "amqp"];
        readonly webhookPath: "/PLATFORM.DataService.RecordUpdated/DataRecordUpdatedEvent/{messageId}";
        readonly exchange: "PLATFORM.DataService.Events:DataRecordUpdatedEvent";
        readonly queue: "DS.Data";
        readonly queueArguments: null;
        readonly remoteCommand: false;
        readonly followedBy: null;
        readonly notShown: null;
        readonly example: {
            readonly headers: {
                readonly "X-DataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly "X-DataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";
                readonly "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
            };
            readonly payload: {
                readonly dataModelId: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";
                readonly dataRecordId: "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809";
                readonly dataSourceId: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly operationId: "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908";
            };
        };
    };
    readonly "PLATFORM.DataService.RefreshSourceConfig": {
        readonly messageType: "PLATFORM.DataService.RefreshSourceConfig";
        readonly contractType: "RefreshConfigEvent";
        readonly eventClass: "PLATFORM.DataService.Edge.Contracts.Events.RefreshConfigEvent";
        readonly payloadSchema: "RefreshConfigEvent";
        readonly headersSchema: "DataSourceEventHeaders";
        readonly consumerFlag: {
            readonly settings: "ConfigureConsumer";
            readonly flag: "refreshSourceConfig";
        };
        readonly transports: readonly ["webhook", "grpc", "amqp"];
        readonly webhookPath: "/PLATFORM.DataService.RefreshSourceConfig/RefreshConfigEvent/{messageId}";
        readonly exchange: "PLATFORM.DataService.Edge.Contracts.Events:RefreshConfigEvent";
        readonly queue: "DS.Commands";
        readonly queueArguments: {
            readonly "x-expires": 3600000;
        };
        readonly remoteCommand: true;
        readonly followedBy: null;
        readonly notShown: null;
        readonly example: {
            readonly headers: {
                readonly "X-DataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
            };
            readonly payload: {
                readonly sourceId: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
            };
        };
    };
    readonly "PLATFORM.DataService.RefreshSourceStatus": {
        readonly messageType: "PLATFORM.DataService.RefreshSourceStatus";
        readonly contractType: "RefreshStatusEvent";
        readonly eventClass: "PLATFORM.DataService.Edge.Contracts.Events.RefreshStatusEvent";
        readonly payloadSchema: "RefreshStatusEvent";
        readonly headersSchema: "DataSourceEventHeaders";
        readonly consumerFlag: {
            readonly settings: "ConfigureConsumer";
            readonly flag: "refreshSourceStatus";
        };
        readonly transports: readonly ["webhook", "grpc", "amqp"];
        readonly webhookPath: "/PLATFORM.DataService.RefreshSourceStatus/RefreshStatusEvent/{messageId}";
        readonly exchange: "PLATFORM.DataService.Edge.Contracts.Events:RefreshStatusEvent";
        readonly queue: "DS.Commands";
        readonly queueArguments: {
            readonly "x-expires": 3600000;
        };
        readonly remoteCommand: true;
        readonly followedBy: null;
        readonly notShown: null;
        readonly example: {
            readonly headers: {
                readonly "X-DataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
            };
            readonly payload: {
                readonly sourceId: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
                readonly checkConnection: true;
            };
        };
    };
    readonly "PLATFORM.PlatformStore.OrderReleased": {
        readonly messageType: "PLATFORM.PlatformStore.OrderReleased";
        readonly contractType: "OrderReleased";
        readonly eventClass: null;
        readonly payloadSchema: "OrderReleased";
        readonly headersSchema: "OrderReleasedHeaders";
        readonly consumerFlag: {
            readonly settings: "IntegrationSettings";
            readonly flag: "orderReleased";
        };
        readonly transports: readonly ["webhook", "grpc"];
        readonly webhookPath: "/PLATFORM.PlatformStore.OrderReleased/OrderReleased/{messageId}";
        readonly exchange: null;
        readonly queue: null;
        readonly queueArguments: null;
        readonly remoteCommand: false;
        readonly followedBy: null;
        readonly notShown: "the event class of OrderReleased and whether it is also published on the message broker";
        readonly example: {
            readonly headers: {
                readonly "X-VendorCode": "12345678|CZ";
            };
            readonly payload: {
                readonly orderId: "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a";
                readonly productId: "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8";
                readonly vendorCode: "12345678|CZ";
            };
        };
    };
};
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
