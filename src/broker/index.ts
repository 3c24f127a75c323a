export { createBrokerConsumer } from "./consumer.js";
export { BrokerConsumerConfigError } from "./consumer-options.js";
export type {
  BrokerConsumer,
  BrokerConsumerOptions,
  BrokerErrorInfo,
  BrokerEventHandler,
  BrokerHandlers,
  BrokerInvalidInfo,
  BrokerInvalidReason,
  BrokerMessageContext,
} from "./consumer-types.js";
export type { BrokerConsumeChannel, BrokerDelivery } from "./channel.js";
export {
  brokerExchanges,
  brokerQueues,
  brokerRoutes,
  type BrokerMessageType,
  type BrokerRoute,
} from "../../generated/events/broker.js";
export type { IdempotencyStore } from "../webhooks/idempotency-store.js";
