export { createWebhookAddressCheck, webhookAddressRefusal, type OwnAddresses, type WebhookAddressCheck } from "./webhook-address.js";
export {
  createEventGateway,
  DELIVERIES_PER_TENANT,
  RedeliveryRefusedError,
  type DeliveryFilter,
  type EventGateway,
  type EventGatewayOptions,
  type EventGatewaySettings,
  type SavedDelivery,
} from "./event-gateway.js";
export { deliveryView } from "./delivery-view.js";
export type { DeliveryAnswer, DeliveryAttemptRecord, DeliveryRecord, DeliveryStatus } from "./delivery-record.js";
export type { PublishedMessage } from "./outgoing-message.js";
export type { ConsumerRateLimit, RateLimitInterval } from "./rate-limit.js";
