export {
  BrokerStartError,
  DEFAULT_BACKLOG_LIMIT,
  EXCHANGE_TYPE,
  maskedUrl,
  openBrokerChannel,
  type BrokerChannel,
  type BrokerChannelOptions,
  type BrokerMessageStatus,
  type BrokerRecord,
  type BrokerStatus,
} from "./broker-channel.js";
export type { NativeMessage, SavedBrokerMessage } from "./native-message.js";
