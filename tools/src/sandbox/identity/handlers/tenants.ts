// GET /api/v2/Tenants and /api/v2/Tenants/{id} answered from the identity provider's tenants (the
// seed's and those added through POST /_sandbox/tenants), in the reference's Tenant shape.
import { createHash } from "node:crypto";
import type { components, operations } from "../../../../../generated/types/identity-provider.js";
import { problem } from "../../kernel/answer.js";
import type { HandlerMap } from "../../kernel/handler-map.js";
import { page } from "../../kernel/paging.js";
import type { IdentityRegistry, SandboxTenant } from "../model/registry.js";

type Tenant = components["schemas"]["Tenant"];
type Organization = components["schemas"]["Organization"];

// A sandbox tenant has no parent, custom data or identifiers; `Active` is the one status shown.
function tenantView(tenant: SandboxTenant): Tenant {
  return {
    id: tenant.id,
    ...(tenant.name === undefined ? {} : { name: tenant.name }),
    status: "Active",
    parentTenantId: null,
    parentTenantName: null,
    customData: {},
    identifiers: [],
  };
}

// The same tenant answers the same organization id every time and after every reset, so the id is
// derived from the tenant id (a SHA-256 in the layout of an RFC 9562 version 8 UUID) rather than drawn.
function organizationId(tenantId: string): string {
  const hex = createHash("sha256").update(`organization:${tenantId}`).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return (
    `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}` +
    `-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
  );
}

// The tenant's vendor code is the code of its one organization, the tenant owner.
function organizations(tenant: SandboxTenant): Organization[] {
  if (tenant.vendorCode === undefined) return [];
  const [number, countryCode] = tenant.vendorCode.split("|") as [string, string];
  return [
    {
      id: organizationId(tenant.id),
      code: tenant.vendorCode,
      organizationIdentification: { number, countryCode },
      isTenantOwner: true,
    },
  ];
}

export function createTenantHandlers(registry: IdentityRegistry): HandlerMap<operations> {
  return {
    listTenants(request) {
      return {
        status: 200,
        body: page(registry.tenants.list().map(tenantView), request.parameters.offset, request.parameters.limit),
      };
    },
    getTenant(request) {
      const tenant = registry.tenants.get(request.parameters.id);
      if (tenant === undefined) return problem(404, "Not Found", `no tenant ${request.parameters.id}`);
      return { status: 200, body: { ...tenantView(tenant), organizations: organizations(tenant) } };
    },
  };
}
