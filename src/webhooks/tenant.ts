import { WebhookRejection } from "./problem.js";

// Visible ASCII only: the id ends up in idempotency keys and logs, where controls or spaces
// (two X-Tenant-Id headers arrive joined by ", ") would be ambiguous.
const TENANT_ID = /^[\x21-\x7E]{1,256}$/;

/**
 * The tenant of the message from X-Tenant-Id (validation rule 5). It is the tenant assigned to the
 * message, which may differ from X-UserClaim-tid when a service impersonates a user, so the two
 * are not compared.
 */
export function readTenantId(headers: Headers): string {
  const tenantId = headers.get("x-tenant-id");
  if (tenantId === null || tenantId === "") {
    throw new WebhookRejection(400, "missing_tenant", { detail: "The X-Tenant-Id header is required." });
  }
  if (!TENANT_ID.test(tenantId)) {
    throw new WebhookRejection(400, "invalid_tenant", {
      detail: "The X-Tenant-Id header must be 1 to 256 visible ASCII characters.",
    });
  }
  return tenantId;
}
