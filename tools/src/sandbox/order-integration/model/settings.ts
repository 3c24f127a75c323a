// The vendor's business integration settings: the message consumer registered through PATCH
// Integration/Settings, one per vendor tenant.
import { BusinessIntegrationSettingsUpdateProperties } from "../../../../../generated/facts.js";
import type { components } from "../../../../../generated/types/order-integration.js";
import type { ConsumerRateLimit, RateLimitInterval } from "../../gateway/index.js";
import { declareDocument, type Tenant } from "../../kernel/store.js";

type SettingsUpdate = components["schemas"]["BusinessIntegrationSettingsUpdate"];
type SettingsRead = components["schemas"]["BusinessIntegrationSettings"];

/** The write fields as stored: `null` is "not set". */
export interface ConsumerSettings {
  clientId: string | null;
  orderReleased: boolean | null;
  consumerCode: string | null;
  consumerChannel: components["schemas"]["ConsumerChannel"] | null;
  webhookUrl: string | null;
  rateLimit: number | null;
  rateLimitInterval: RateLimitInterval | null;
  /**
   * The service account that registered the consumer: "The consumer is bound to the service account that registered
   * it."
   */
  boundTo: string | null;
}

function emptySettings(): ConsumerSettings {
  return {
    clientId: null,
    orderReleased: null,
    consumerCode: null,
    consumerChannel: null,
    webhookUrl: null,
    rateLimit: null,
    rateLimitInterval: null,
    boundTo: null,
  };
}

/** The tenant's settings, empty until the first PATCH. */
/** The vendor tenant's consumer settings. */
export const SETTINGS = declareDocument<ConsumerSettings>("order-integration.settings", {
  create: emptySettings,
  save: (settings) => settings,
  load: (json) => ({ ...emptySettings(), ...(json as Partial<ConsumerSettings>) }),
});

export function settingsOf(tenant: Tenant): ConsumerSettings {
  return tenant.get(SETTINGS);
}

/**
 * Applies a PATCH: "null means no change, an empty string clears". A PATCH by another service
 * account than the one the consumer is bound to is a new registration ("Switching service account
 * needs a new registration"), so it starts from empty settings.
 */
export function patchSettings(tenant: Tenant, update: SettingsUpdate, callerClientId: string): void {
  const settings = settingsOf(tenant);
  if (settings.boundTo !== callerClientId) Object.assign(settings, emptySettings());
  settings.boundTo = callerClientId;
  const target = settings as unknown as Record<string, unknown>;
  for (const field of BusinessIntegrationSettingsUpdateProperties) {
    const value = update[field];
    if (value === undefined || value === null) continue;
    target[field] = value === "" ? null : value;
  }
}

/**
 * The consumer's webhook when OrderReleased is to be delivered to it: flag on and the Webhook channel (the sandbox has
 * no gRPC).
 */
export function orderReleasedConsumer(
  tenant: Tenant,
): { webhookUrl: string; rateLimit?: ConsumerRateLimit } | undefined {
  const settings = settingsOf(tenant);
  if (settings.orderReleased !== true || settings.consumerChannel !== "Webhook" || settings.webhookUrl === null)
    return undefined;
  const rateLimit =
    settings.rateLimit !== null && settings.rateLimitInterval !== null
      ? { limit: settings.rateLimit, interval: settings.rateLimitInterval }
      : undefined;
  return { webhookUrl: settings.webhookUrl, ...(rateLimit === undefined ? {} : { rateLimit }) };
}

/** The read form: the write fields plus tenantId, vendorCode, consumerIsConnected and consumerStatus. */
export function readSettings(tenant: Tenant, vendorCode: string | undefined): SettingsRead {
  const settings = settingsOf(tenant);
  const connected =
    settings.consumerChannel === "gRPC" || (settings.consumerChannel === "Webhook" && settings.webhookUrl !== null);
  return {
    clientId: settings.clientId,
    orderReleased: settings.orderReleased,
    // "consumerCode (default is the vendor tenant id)"
    consumerCode: settings.consumerCode ?? tenant.tenantId,
    ...(settings.consumerChannel === null ? {} : { consumerChannel: settings.consumerChannel }),
    webhookUrl: settings.webhookUrl,
    rateLimit: settings.rateLimit,
    rateLimitInterval: settings.rateLimitInterval,
    tenantId: tenant.tenantId,
    ...(vendorCode === undefined ? {} : { vendorCode }),
    consumerIsConnected: connected,
    ...(connected ? { consumerStatus: "Healthy" as const } : {}),
  };
}
