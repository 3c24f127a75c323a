export {
  openBrokerChannel,
  type BrokerChannel,
  type BrokerMessageStatus,
  type BrokerRecord,
  type BrokerStatus,
} from "./broker-channel.js";
export { BrokerStartError, DEFAULT_BACKLOG_LIMIT, maskedUrl, type BrokerChannelOptions } from "./channel-settings.js";
export type { NativeMessage, SavedBrokerMessage } from "./native-message.js";
export { EXCHANGE_TYPE } from "./topology.js";
