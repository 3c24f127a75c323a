export {
  createBrokerConsumer,
  BrokerConsumerConfigError,
  type BrokerConsumer,
  type BrokerConsumerOptions,
  type BrokerErrorInfo,
  type BrokerEventHandler,
  type BrokerHandlers,
  type BrokerInvalidInfo,
  type BrokerInvalidReason,
  type BrokerMessageContext,
} from "./consumer.js";
export type { BrokerConsumeChannel, BrokerDelivery } from "./channel.js";
export {
  brokerExchanges,
  brokerQueues,
  brokerRoutes,
  type BrokerMessageType,
  type BrokerRoute,
} from "../../generated/events/broker.js";
export type { IdempotencyStore } from "../webhooks/idempotency-store.js";
