/** A tenant of the sandbox's identity provider. */
export interface SandboxTenant {
  /** Tenant identifier, the `tid` of its tokens. */
  readonly id: string;
  /** Display name. */
  readonly name?: string;
  /** Vendor code of the tenant's organization, shape `<national number>|<country code>`. */
  readonly vendorCode?: string;
}

/** A service account: client credentials and the tenants it may ask tokens for. */
export interface ServiceAccount {
  /** The client id of HTTP Basic and of the tokens' `client_id`. */
  readonly clientId: string;
  /** The client secret of HTTP Basic. */
  readonly clientSecret: string;
  /** Tenants the account is registered in: the `tid` values it may send. */
  readonly tenantIds: readonly string[];
  /** Roles such as `TenantAdmin`, carried by its tokens as `roles`. */
  readonly roles?: readonly string[];
}

/** A tenant or service account that cannot be registered; `field` names the offending member. */
export class SandboxIdentityError extends Error {
  override readonly name = "SandboxIdentityError";
  constructor(
    /** The member that is wrong, such as `tenantIds[1]`. */
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

// The pattern of specs/schemas VendorCode: "<national number>|<country code>".
const VENDOR_CODE = /^[^|]+\|[^|]+$/;

function requireText(field: string, value: unknown): string {
  if (typeof value !== "string" || value === "") throw new SandboxIdentityError(field, "must be a non-empty string");
  return value;
}

function optionalText(field: string, value: unknown): string | undefined {
  return value === undefined ? undefined : requireText(field, value);
}

function textList(field: string, value: unknown): string[] {
  if (!Array.isArray(value)) throw new SandboxIdentityError(field, "must be an array of strings");
  return value.map((item, index) => requireText(`${field}[${index}]`, item));
}

/** Tenants and service accounts, each keyed by id; adding an existing id replaces it. */
export interface IdentityRegistry {
  readonly tenants: {
    /** Registers a tenant; throws SandboxIdentityError naming the bad field. */
    add(tenant: SandboxTenant): SandboxTenant;
    /** The tenant with this id, if registered. */
    get(id: string): SandboxTenant | undefined;
    /** Every tenant, in the order first added. */
    list(): readonly SandboxTenant[];
    /** Forgets every tenant. */
    clear(): void;
  };
  readonly serviceAccounts: {
    /** Registers a service account of known tenants; throws SandboxIdentityError naming the bad field. */
    add(account: ServiceAccount): ServiceAccount;
    /** The service account with this client id, if registered. */
    get(clientId: string): ServiceAccount | undefined;
    /** Every service account, in the order first added. */
    list(): readonly ServiceAccount[];
    /** Forgets one service account: its client id gets no token any more. */
    remove(clientId: string): void;
    /** Forgets every service account. */
    clear(): void;
  };
}

/** Empty registries of tenants and service accounts. */
export function createIdentityRegistry(): IdentityRegistry {
  const tenants = new Map<string, SandboxTenant>();
  const accounts = new Map<string, ServiceAccount>();
  return {
    tenants: {
      add(tenant) {
        const id = requireText("id", tenant.id);
        const name = optionalText("name", tenant.name);
        const vendorCode = optionalText("vendorCode", tenant.vendorCode);
        if (vendorCode !== undefined && !VENDOR_CODE.test(vendorCode)) {
          throw new SandboxIdentityError("vendorCode", `must be "<national number>|<country code>", got "${vendorCode}"`);
        }
        const added: SandboxTenant = { id, ...(name === undefined ? {} : { name }), ...(vendorCode === undefined ? {} : { vendorCode }) };
        tenants.set(id, added);
        return added;
      },
      get: (id) => tenants.get(id),
      list: () => [...tenants.values()],
      clear: () => tenants.clear(),
    },
    serviceAccounts: {
      add(account) {
        const clientId = requireText("clientId", account.clientId);
        const clientSecret = requireText("clientSecret", account.clientSecret);
        const tenantIds = textList("tenantIds", account.tenantIds);
        tenantIds.forEach((tenantId, index) => {
          if (!tenants.has(tenantId)) throw new SandboxIdentityError(`tenantIds[${index}]`, `no tenant "${tenantId}" is registered`);
        });
        const roles = account.roles === undefined ? undefined : textList("roles", account.roles);
        const added: ServiceAccount = { clientId, clientSecret, tenantIds, ...(roles === undefined ? {} : { roles }) };
        accounts.set(clientId, added);
        return added;
      },
      get: (clientId) => accounts.get(clientId),
      list: () => [...accounts.values()],
      remove: (clientId) => void accounts.delete(clientId),
      clear: () => accounts.clear(),
    },
  };
}
