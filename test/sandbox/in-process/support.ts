// A sandbox in process for the data integration scenario, and the package's own typed clients and
// token provider over its fetch door.
import { createTokenProvider } from "../../../src/auth/index.js";
import { createDataIntegrationClient, type DataIntegrationClient } from "../../../src/clients/data-integration.js";
import {
  createSandbox,
  type CreateSandboxOptions,
  type InProcessSandbox,
} from "../../../tools/src/sandbox/doors/in-process/index.js";
import { DATA_SEED, DEFAULT_TENANT_ID } from "../../support/data-sandbox.js";

export { DATA_SEED, DEFAULT_TENANT_ID };

export const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";

/** The data integration seed with one data model, `Items`. */
export const SCENARIO_SEED = { ...DATA_SEED, dataModels: [{ tenantId: DEFAULT_TENANT_ID, id: MODEL, code: "Items" }] };

export function createTestSandbox(options: CreateSandboxOptions = {}): Promise<InProcessSandbox> {
  return createSandbox({ seed: SCENARIO_SEED, ...options });
}

/**
 * The typed data integration client of `clientId` (secret `<clientId>-secret`), tokens and calls through
 * `sandbox.fetch`.
 */
export function inProcessDataClient(
  sandbox: InProcessSandbox,
  clientId: string,
  tenantId: string = DEFAULT_TENANT_ID,
): DataIntegrationClient {
  const tokens = createTokenProvider({
    issuer: sandbox.issuer,
    clientId,
    clientSecret: `${clientId}-secret`,
    tenantId,
    scope: "apiim",
    fetch: sandbox.fetch,
  });
  return createDataIntegrationClient({
    baseUrl: sandbox.baseUrl("data-integration"),
    getToken: tokens,
    fetch: sandbox.fetch,
  });
}

/**
 * What a partner's code does through the global fetch (no `fetch` option): the package's token provider reads
 * discovery and a token, and its client the data models; the answers and the journal of the three requests.
 */
export async function globalFetchFlow(sandbox: InProcessSandbox) {
  const getToken = createTokenProvider({
    issuer: sandbox.issuer,
    clientId: "shop",
    clientSecret: "shop-secret",
    tenantId: DEFAULT_TENANT_ID,
    scope: "apiim",
  });
  const client = createDataIntegrationClient({ baseUrl: sandbox.baseUrl("data-integration"), getToken });
  const { data, response } = await client.GET("/api/v1/DataModels");
  return {
    status: response.status,
    models: data?.items?.map((model) => model.id),
    journal: sandbox.requests.map(({ service, path, status }) => `${service} ${path} ${status}`),
  };
}

/** The journal of {@link globalFetchFlow} on a fresh sandbox. */
export const GLOBAL_FETCH_JOURNAL = [
  "identity-provider /.well-known/openid-configuration 200",
  "identity-provider /connect/token 200",
  "data-integration /api/v1/DataModels 200",
];

/** `Bearer <token>` of `clientId` in `tenantId`, asked of the sandbox's token endpoint through `fetch`. */
export async function bearerOf(
  fetcher: typeof fetch,
  identityUrl: string,
  clientId: string,
  tenantId: string = DEFAULT_TENANT_ID,
): Promise<string> {
  const answer = await fetcher(`${identityUrl}/connect/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`${clientId}:${clientId}-secret`).toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "client_credentials", tid: tenantId, scope: "apiim" }),
  });
  if (answer.status !== 200) throw new Error(`no token for ${clientId}: ${answer.status} ${await answer.text()}`);
  return `Bearer ${((await answer.json()) as { access_token: string }).access_token}`;
}
