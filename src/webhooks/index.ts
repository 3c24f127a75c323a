export { createWebhookHandler } from "./create-webhook-handler.js";
export type { DefaultEventPayloads } from "./default-catalogue.js";
export type {
  WebhookErrorInfo,
  WebhookHandler,
  WebhookHandlerOptions,
  WebhookHandlerSettings,
  WebhookKeySource,
  WebhookRejectionInfo,
} from "./webhook-options.js";
export type { PayloadValidationError, PayloadValidator, WebhookCatalogue, WebhookCatalogueEntry } from "./catalogue.js";
export type { WebhookContext, WebhookEventHandler, WebhookHandlers } from "./message-context.js";
export type { UserClaims } from "./user-claims.js";
export type { ExtendedClaim } from "./extended-claims.js";
export type { WebhookRoute } from "./route.js";
export { verifyGatewayToken, type GatewayTokenClaims, type GatewayTokenOptions } from "./gateway-token.js";
export { createGatewayKeySet, type GatewayKeySet, type GatewayKeySetOptions } from "./gateway-key-set.js";
export {
  createMemoryIdempotencyStore,
  IdempotencyStoreFullError,
  type IdempotencyClaim,
  type IdempotencyStore,
  type MemoryIdempotencyStoreOptions,
} from "./idempotency-store.js";
export {
  createRedisIdempotencyStore,
  type RedisCommandClient,
  type RedisIdempotencyStoreOptions,
} from "./redis-idempotency-store.js";
export { toNodeListener, type NodeWebhookListener } from "./node-listener.js";
export { JwksFetchError, WebhookAuthError, WebhookConfigError, type WebhookAuthReason } from "./errors.js";
export type { PayloadFieldError, WebhookRejectionReason } from "./problem.js";
