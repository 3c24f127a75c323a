// generated from specs/asyncapi/platform-events.yaml (the AMQP bindings of its channels); do not edit

/** Where one message type travels on the message broker. */
export interface BrokerRoute {
  readonly messageType: string;
  /** The exchange the message is published to. */
  readonly exchange: string;
  /** The exchange type; null where the reference does not show it. */
  readonly exchangeType: string | null;
  /** The routing key: the message type. */
  readonly routingKey: string;
  /** The queue native applications consume it from; null where not shown. */
  readonly queue: string | null;
  /** Arguments of that queue, such as `x-expires` of remote commands. */
  readonly queueArguments: { readonly [name: string]: unknown } | null;
  /** The AMQP headers the message carries (the required members of its headers schema). */
  readonly headers: readonly string[];
}

/** Every message type with an AMQP channel whose exchange is shown. */
export const brokerRoutes = {
  "PLATFORM.DataService.IntegrationDataChanged": {
    "messageType": "PLATFORM.DataService.IntegrationDataChanged",
    "exchange": "PLATFORM.DataService.Events:IntegrationDataChanged",
    "exchangeType": null,
    "routingKey": "PLATFORM.DataService.IntegrationDataChanged",
    "queue": null,
    "queueArguments": null,
    "headers": [
      "X-SourceId",
      "X-FeatureId",
      "X-ScenarioId",
      "X-Tenant-Id"
    ]
  },
  "PLATFORM.DataService.IntegrationProfileChangeCompleted": {
    "messageType": "PLATFORM.DataService.IntegrationProfileChangeCompleted",
    "exchange": "PLATFORM.DataService.Edge.Contracts.Events:IntegrationProfileChangeCompleted",
    "exchangeType": null,
    "routingKey": "PLATFORM.DataService.IntegrationProfileChangeCompleted",
    "queue": null,
    "queueArguments": null,
    "headers": [
      "X-DataSourceId",
      "X-Tenant-Id"
    ]
  },
  "PLATFORM.DataService.IntegrationProfileChangeStarted": {
    "messageType": "PLATFORM.DataService.IntegrationProfileChangeStarted",
    "exchange": "PLATFORM.DataService.Edge.Contracts.Events:IntegrationProfileChangeStarted",
    "exchangeType": null,
    "routingKey": "PLATFORM.DataService.IntegrationProfileChangeStarted",
    "queue": null,
    "queueArguments": null,
    "headers": [
      "X-DataSourceId",
      "X-Tenant-Id"
    ]
  },
  "PLATFORM.DataService.RecordCreated": {
    "messageType": "PLATFORM.DataService.RecordCreated",
    "exchange": "PLATFORM.DataService.Events:DataRecordCreatedEvent",
    "exchangeType": null,
    "routingKey": "PLATFORM.DataService.RecordCreated",
    "queue": "DS.Data",
    "queueArguments": null,
    "headers": [
      "X-DataSourceId",
      "X-DataModelId",
      "X-Tenant-Id"
    ]
  },
  "PLATFORM.DataService.RecordDeleted": {
    "messageType": "PLATFORM.DataService.RecordDeleted",
    "exchange": "PLATFORM.DataService.Events:DataRecordDeletedEvent",
    "exchangeType": null,
    "routingKey": "PLATFORM.DataService.RecordDeleted",
    "queue": "DS.Data",
    "queueArguments": null,
    "headers": [
      "X-DataSourceId",
      "X-DataModelId",
      "X-Tenant-Id"
    ]
  },
  "PLATFORM.DataService.RecordUpdated": {
    "messageType": "PLATFORM.DataService.RecordUpdated",
    "exchange": "PLATFORM.DataService.Events:DataRecordUpdatedEvent",
    "exchangeType": null,
    "routingKey": "PLATFORM.DataService.RecordUpdated",
    "queue": "DS.Data",
    "queueArguments": null,
    "headers": [
      "X-DataSourceId",
      "X-DataModelId",
      "X-Tenant-Id"
    ]
  },
  "PLATFORM.DataService.RefreshSourceConfig": {
    "messageType": "PLATFORM.DataService.RefreshSourceConfig",
    "exchange": "PLATFORM.DataService.Edge.Contracts.Events:RefreshConfigEvent",
    "exchangeType": null,
    "routingKey": "PLATFORM.DataService.RefreshSourceConfig",
    "queue": "DS.Commands",
    "queueArguments": {
      "x-expires": 3600000
    },
    "headers": [
      "X-DataSourceId",
      "X-Tenant-Id"
    ]
  },
  "PLATFORM.DataService.RefreshSourceStatus": {
    "messageType": "PLATFORM.DataService.RefreshSourceStatus",
    "exchange": "PLATFORM.DataService.Edge.Contracts.Events:RefreshStatusEvent",
    "exchangeType": null,
    "routingKey": "PLATFORM.DataService.RefreshSourceStatus",
    "queue": "DS.Commands",
    "queueArguments": {
      "x-expires": 3600000
    },
    "headers": [
      "X-DataSourceId",
      "X-Tenant-Id"
    ]
  }
} as const satisfies { readonly [messageType: string]: BrokerRoute };

export type BrokerMessageType = keyof typeof brokerRoutes;

/** Every exchange of the routes, once. */
export const brokerExchanges = [
  "PLATFORM.DataService.Edge.Contracts.Events:IntegrationProfileChangeCompleted",
  "PLATFORM.DataService.Edge.Contracts.Events:IntegrationProfileChangeStarted",
  "PLATFORM.DataService.Edge.Contracts.Events:RefreshConfigEvent",
  "PLATFORM.DataService.Edge.Contracts.Events:RefreshStatusEvent",
  "PLATFORM.DataService.Events:DataRecordCreatedEvent",
  "PLATFORM.DataService.Events:DataRecordDeletedEvent",
  "PLATFORM.DataService.Events:DataRecordUpdatedEvent",
  "PLATFORM.DataService.Events:IntegrationDataChanged"
] as const;

/** Every queue of the routes, once, with its arguments. */
export const brokerQueues = [
  {
    "name": "DS.Commands",
    "arguments": {
      "x-expires": 3600000
    }
  },
  {
    "name": "DS.Data",
    "arguments": null
  }
] as const;
