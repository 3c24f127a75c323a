// The identity provider's tenants and service accounts: stores of the sandbox (identity.tenants,
// identity.service-accounts), checked by the same rules when they are added and when they are read back.
import { VendorCodePattern } from "../../../../../generated/facts.js";
import { createSandboxState } from "../../kernel/state.js";
import { declareDocument, StoreFormatError, type SandboxScope } from "../../kernel/store.js";

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

function checkedTenant(tenant: SandboxTenant): SandboxTenant {
  const id = requireText("id", tenant.id);
  const name = optionalText("name", tenant.name);
  const vendorCode = optionalText("vendorCode", tenant.vendorCode);
  if (vendorCode !== undefined && !VendorCodePattern.test(vendorCode)) {
    throw new SandboxIdentityError("vendorCode", `must be "<national number>|<country code>", got "${vendorCode}"`);
  }
  return { id, ...(name === undefined ? {} : { name }), ...(vendorCode === undefined ? {} : { vendorCode }) };
}

function checkedAccount(account: ServiceAccount, tenants: ReadonlyMap<string, SandboxTenant>): ServiceAccount {
  const clientId = requireText("clientId", account.clientId);
  const clientSecret = requireText("clientSecret", account.clientSecret);
  const tenantIds = textList("tenantIds", account.tenantIds);
  tenantIds.forEach((tenantId, index) => {
    if (!tenants.has(tenantId))
      throw new SandboxIdentityError(`tenantIds[${index}]`, `no tenant "${tenantId}" is registered`);
  });
  const roles = account.roles === undefined ? undefined : textList("roles", account.roles);
  return { clientId, clientSecret, tenantIds, ...(roles === undefined ? {} : { roles }) };
}

/** A saved list read back entry by entry with the rules of `add`, a bad entry named by its JSON path. */
function loadList<T>(json: unknown, check: (item: T) => T, keyOf: (item: T) => string): Map<string, T> {
  if (!Array.isArray(json)) throw new StoreFormatError("$", "must be an array");
  return new Map(
    json.map((item: T, i) => {
      try {
        const checked = check(item);
        return [keyOf(checked), checked];
      } catch (error) {
        if (error instanceof SandboxIdentityError)
          throw new StoreFormatError(`$[${i}].${error.field}`, error.message.slice(error.field.length + 2));
        throw error;
      }
    }),
  );
}

/** The identity provider's tenants by id, in the order first added; saved as their list. */
export const IDENTITY_TENANTS = declareDocument<Map<string, SandboxTenant>, SandboxScope>("identity.tenants", {
  scope: "sandbox",
  create: () => new Map(),
  save: (tenants) => [...tenants.values()],
  load: (json) => loadList(json, checkedTenant, (tenant) => tenant.id),
});

/**
 * The service accounts by client id, in the order first added; saved as their list, each naming tenants of
 * IDENTITY_TENANTS.
 */
export const IDENTITY_ACCOUNTS = declareDocument<Map<string, ServiceAccount>, SandboxScope>(
  "identity.service-accounts",
  {
    scope: "sandbox",
    create: () => new Map(),
    save: (accounts) => [...accounts.values()],
    load: (json, scope) =>
      loadList(
        json,
        (account: ServiceAccount) => checkedAccount(account, scope.get(IDENTITY_TENANTS)),
        (account) => account.clientId,
      ),
  },
);

/** The tenants and service accounts of `scope` (default one of its own). */
export function createIdentityRegistry(
  scope: SandboxScope = createSandboxState([IDENTITY_TENANTS, IDENTITY_ACCOUNTS]).sandbox,
): IdentityRegistry {
  const tenants = () => scope.get(IDENTITY_TENANTS);
  const accounts = () => scope.get(IDENTITY_ACCOUNTS);
  return {
    tenants: {
      add(tenant) {
        const added = checkedTenant(tenant);
        tenants().set(added.id, added);
        return added;
      },
      get: (id) => tenants().get(id),
      list: () => [...tenants().values()],
      clear: () => tenants().clear(),
    },
    serviceAccounts: {
      add(account) {
        const added = checkedAccount(account, tenants());
        accounts().set(added.clientId, added);
        return added;
      },
      get: (clientId) => accounts().get(clientId),
      list: () => [...accounts().values()],
      remove: (clientId) => void accounts().delete(clientId),
      clear: () => accounts().clear(),
    },
  };
}
