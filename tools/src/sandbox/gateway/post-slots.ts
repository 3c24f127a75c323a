// How many POSTs the message gateway has open at once: per tenant and receiver (the webhook address's
// origin, scheme, host and port) and per tenant. A receiver that never answers, sent 20,000 messages,
// once held 20,000 sockets open until the process ran out of file descriptors and answered no one;
// with these shares the rest wait in their consumer's queue, on the sandbox clock like any held-back
// message, and start as open POSTs end. A receiver's share is the tenant's own: tenants whose
// receivers sit on one host and port (a test server telling them apart by path) shared it once, so one
// tenant's receiver that hung held every other tenant's deliveries there.

/** POSTs open at once for one tenant to one receiver (scheme, host and port of the webhook address). */
export const POSTS_PER_RECEIVER = 10;

/** POSTs open at once for one tenant, over all its receivers: a tenant cannot take every socket by registering many. */
export const POSTS_PER_TENANT = 50;

export interface PostSlots {
  /** Whether a POST of `tenantId` to `webhookUrl` may start now. */
  mayStart(tenantId: string, webhookUrl: string): boolean;
  /** Counts a POST that starts. */
  take(tenantId: string, webhookUrl: string): void;
  /** Counts a POST that ended. */
  release(tenantId: string, webhookUrl: string): void;
}

/** Webhook addresses (and tenants of each) whose key is remembered: most POSTs of a flush go to a few. */
const ORIGINS_REMEMBERED = 1_024;

export function createPostSlots(
  perReceiver: number = POSTS_PER_RECEIVER,
  perTenant: number = POSTS_PER_TENANT,
): PostSlots {
  const byReceiver = new Map<string, number>();
  const byTenant = new Map<string, number>();
  // Each POST asks three times (may it start, take, release): parsing the address and making the key each time was a
  // tenth of what the gateway itself spent on a POST in process.
  const keys = new Map<string, Map<string, string>>();
  /** The tenant's share of the receiver a webhook address names (its origin). */
  const receiverOf = (tenantId: string, webhookUrl: string): string => {
    let byTenantOfAddress = keys.get(webhookUrl);
    if (byTenantOfAddress === undefined) {
      if (keys.size >= ORIGINS_REMEMBERED) keys.clear();
      byTenantOfAddress = new Map();
      keys.set(webhookUrl, byTenantOfAddress);
    }
    let key = byTenantOfAddress.get(tenantId);
    if (key === undefined) {
      const origin = URL.canParse(webhookUrl) ? new URL(webhookUrl).origin : webhookUrl;
      key = JSON.stringify([tenantId, origin]);
      if (byTenantOfAddress.size >= ORIGINS_REMEMBERED) byTenantOfAddress.clear();
      byTenantOfAddress.set(tenantId, key);
    }
    return key;
  };
  const change = (counts: Map<string, number>, key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next <= 0) counts.delete(key);
    else counts.set(key, next);
  };
  return {
    mayStart: (tenantId, webhookUrl) =>
      (byReceiver.get(receiverOf(tenantId, webhookUrl)) ?? 0) < perReceiver &&
      (byTenant.get(tenantId) ?? 0) < perTenant,
    take(tenantId, webhookUrl) {
      change(byReceiver, receiverOf(tenantId, webhookUrl), 1);
      change(byTenant, tenantId, 1);
    },
    release(tenantId, webhookUrl) {
      change(byReceiver, receiverOf(tenantId, webhookUrl), -1);
      change(byTenant, tenantId, -1);
    },
  };
}
