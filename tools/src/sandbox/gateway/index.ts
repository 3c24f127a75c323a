export {
  createWebhookAddressCheck,
  createWebhookAddressResolver,
  MAX_WEBHOOK_URL,
  webhookAddressRefusal,
  type AddressResolution,
  type OwnAddresses,
  type ResolvedAddress,
  type WebhookAddressCheck,
  type WebhookAddressResolver,
} from "./webhook-address.js";
export { createPinnedFetch, type PinnedFetch } from "./pinned-fetch.js";
export {
  createEventGateway,
  DELIVERIES_PER_TENANT,
  DELIVERY_HISTORY_BYTES_PER_TENANT,
  RedeliveryRefusedError,
  type DeliveryHistoryLimits,
  type DeliveryFilter,
  type EventGateway,
  type EventGatewayOptions,
  type EventGatewaySettings,
} from "./event-gateway.js";
export type { SavedDeliveryState, SavedMessage } from "./delivery-store.js";
export { deliveryView } from "./delivery-view.js";
export type { DeliveryAnswer, DeliveryAttemptRecord, DeliveryRecord, DeliveryStatus } from "./delivery-record.js";
export type { PublishedMessage } from "./outgoing-message.js";
export type { ConsumerRateLimit, RateLimitInterval } from "./rate-limit.js";
