// A sandbox with two tenants for the data integration tests, and the package's own typed client
// with its own token provider for a service account in a tenant.
import { createTokenProvider } from "../../src/auth/index.js";
import { createDataIntegrationClient, type DataIntegrationClient } from "../../src/clients/data-integration.js";
import {
  DEFAULT_TENANT_ID,
  startSandbox,
  type RunningSandbox,
  type StartSandboxOptions,
} from "../../tools/src/sandbox/index.js";
import { OTHER_TENANT_ID, serviceUrl } from "./sandbox.js";

export { DEFAULT_TENANT_ID, OTHER_TENANT_ID, serviceUrl };

/** Accounts: `erp` (multi-tenant, in both tenants), `shop` and `crm` in the first tenant, `beta` in the second. */
export const DATA_SEED: NonNullable<Exclude<StartSandboxOptions["seed"], string>> = {
  tenants: [
    { id: DEFAULT_TENANT_ID, name: "Acme Trading" },
    { id: OTHER_TENANT_ID, name: "Beta Retail" },
  ],
  serviceAccounts: [
    { clientId: "erp", clientSecret: "erp-secret", tenantIds: [DEFAULT_TENANT_ID, OTHER_TENANT_ID] },
    { clientId: "shop", clientSecret: "shop-secret", tenantIds: [DEFAULT_TENANT_ID] },
    { clientId: "crm", clientSecret: "crm-secret", tenantIds: [DEFAULT_TENANT_ID] },
    { clientId: "beta", clientSecret: "beta-secret", tenantIds: [OTHER_TENANT_ID] },
  ],
};

export function startDataSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({
    basePort: "free",
    seed: DATA_SEED,
    services: ["data-integration"],
    onLog: () => {},
    ...options,
  });
}

/**
 * The typed data integration client of `clientId` (secret `<clientId>-secret`) in `tenantId`, tokens from the sandbox.
 */
export function dataClient(
  sandbox: RunningSandbox,
  clientId: string,
  tenantId: string = DEFAULT_TENANT_ID,
): DataIntegrationClient {
  const tokens = createTokenProvider({
    issuer: serviceUrl(sandbox, "identity-provider"),
    clientId,
    clientSecret: `${clientId}-secret`,
    tenantId,
    scope: "apiim",
    allowInsecureHttp: true,
  });
  return createDataIntegrationClient({ baseUrl: serviceUrl(sandbox, "data-integration"), getToken: tokens });
}

/** The `detail` of a problem answer (the typed error is a union of the documented refusals). */
export function detailOf(error: unknown): string | undefined {
  return (error as { detail?: string } | undefined)?.detail;
}
