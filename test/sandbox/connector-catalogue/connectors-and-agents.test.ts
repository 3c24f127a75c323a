// The connector catalogue in the sandbox, walked with the package's own clients: providers from
// the seed, one connector per tenant and provider, agents with generated codes whose data agent
// and data source exist in the data integration service, allowUpdate, and the 403 for callers
// without the Admin or TenantAdmin role.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTokenProvider } from "../../../src/auth/index.js";
import {
  createConnectorCatalogueClient,
  createDataIntegrationClient,
  type ConnectorCatalogueClient,
} from "../../../src/clients/index.js";
import {
  DEFAULT_SEED,
  DEFAULT_TENANT_ID,
  startSandbox,
  type RunningSandbox,
} from "../../../tools/src/sandbox/index.js";
import { OTHER_TENANT_ID, serviceUrl, startTestSandbox } from "../../support/sandbox.js";

const PROVIDER = "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9";

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({
    seed: {
      tenants: [
        { id: DEFAULT_TENANT_ID, name: "Acme Trading" },
        { id: OTHER_TENANT_ID, name: "Beta Retail" },
      ],
      serviceAccounts: [
        {
          clientId: "tenant-admin",
          clientSecret: "secret",
          tenantIds: [DEFAULT_TENANT_ID, OTHER_TENANT_ID],
          roles: ["TenantAdmin"],
        },
        { clientId: "catalogue-admin", clientSecret: "secret", tenantIds: [DEFAULT_TENANT_ID], roles: ["Admin"] },
        { clientId: "reader", clientSecret: "secret", tenantIds: [DEFAULT_TENANT_ID], roles: ["Reader"] },
        { clientId: "no-roles", clientSecret: "secret", tenantIds: [DEFAULT_TENANT_ID] },
        {
          clientId: "lower-case",
          clientSecret: "secret",
          tenantIds: [DEFAULT_TENANT_ID],
          roles: ["tenantadmin", "admin"],
        },
      ],
      providers: [{ id: PROVIDER, name: "Warehouse Connectors" }],
    },
  });
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.control.reset());

function tokens(clientId: string, tenantId: string = DEFAULT_TENANT_ID, clientSecret = "secret") {
  return createTokenProvider({
    issuer: serviceUrl(sandbox, "identity-provider"),
    clientId,
    clientSecret,
    tenantId,
    allowInsecureHttp: true,
  });
}
function catalogue(clientId: string, tenantId?: string): ConnectorCatalogueClient {
  return createConnectorCatalogueClient({
    baseUrl: serviceUrl(sandbox, "connector-catalogue"),
    getToken: tokens(clientId, tenantId),
  });
}

async function catalogueOf(tenantId: string = DEFAULT_TENANT_ID) {
  const answer = await fetch(
    `${serviceUrl(sandbox, "connector-catalogue")}/_sandbox/connector-catalogue?tenantId=${tenantId}`,
  );
  expect(answer.status).toBe(200);
  return (await answer.json()) as {
    providers: { id: string; name: string }[];
    connectors: { id: string; providerId: string; enabled: boolean }[];
    agents: {
      connectorId: string;
      name: string;
      agentCode: string;
      integrationTokenClientId: string;
      enabled: boolean;
      dataAgentId: string;
      dataSourceId: string;
    }[];
  };
}

async function connectorId(client: ConnectorCatalogueClient, tenantId: string = DEFAULT_TENANT_ID): Promise<string> {
  expect(
    (await client.POST("/api/v1/Connectors", { body: { providerId: PROVIDER, enabled: true } })).response.status,
  ).toBe(200);
  return (await catalogueOf(tenantId)).connectors[0]!.id;
}

describe("providers come from the seed; the default seed has one", () => {
  it("the seed's providers are the catalogue's, and GET Providers is answered", async () => {
    expect((await catalogueOf()).providers).toEqual([{ id: PROVIDER, name: "Warehouse Connectors" }]);
    expect((await catalogue("tenant-admin").GET("/api/v1/Providers")).response.status).toBe(200);
  });
  it("the default seed has a provider its service account can register a connector of", async () => {
    const plain = await startSandbox({ basePort: "free", onLog: () => {} });
    try {
      const [provider] = DEFAULT_SEED.providers!;
      const account = DEFAULT_SEED.serviceAccounts![0]!;
      const client = createConnectorCatalogueClient({
        baseUrl: serviceUrl(plain, "connector-catalogue"),
        getToken: createTokenProvider({
          issuer: serviceUrl(plain, "identity-provider"),
          clientId: account.clientId,
          clientSecret: account.clientSecret,
          tenantId: DEFAULT_TENANT_ID,
          allowInsecureHttp: true,
        }),
      });
      expect((await client.POST("/api/v1/Connectors", { body: { providerId: provider!.id } })).response.status).toBe(
        200,
      );
    } finally {
      await plain.stop();
    }
  });
  it("a connector of a provider the seed does not have is 404 naming providerId", async () => {
    const { response, error } = await catalogue("tenant-admin").POST("/api/v1/Connectors", {
      body: { providerId: "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a" },
    });
    expect(response.status).toBe(404);
    expect(JSON.stringify(error)).toContain("$.providerId");
  });
});

describe("a connector has one registration per tenant and provider", () => {
  it("registering again updates the tenant's one connector; another tenant gets its own", async () => {
    const admin = catalogue("tenant-admin");
    expect(
      (await admin.POST("/api/v1/Connectors", { body: { providerId: PROVIDER, enabled: true } })).response.status,
    ).toBe(200);
    expect(
      (await admin.POST("/api/v1/Connectors", { body: { providerId: PROVIDER, enabled: false } })).response.status,
    ).toBe(200);
    expect((await catalogueOf()).connectors).toEqual([
      { id: expect.any(String), providerId: PROVIDER, enabled: false },
    ]);
    expect(
      (await catalogue("tenant-admin", OTHER_TENANT_ID).POST("/api/v1/Connectors", { body: { providerId: PROVIDER } }))
        .response.status,
    ).toBe(200);
    expect((await catalogueOf(OTHER_TENANT_ID)).connectors[0]!.id).not.toBe((await catalogueOf()).connectors[0]!.id);
  });
});

describe(
  "an agent gets a generated unique agentCode, a generated " +
    "integrationTokenClientId when absent, and a data agent and data " +
    "source",
  () => {
    it("two agents of one connector have different agent codes; a given integrationTokenClientId is kept", async () => {
      const admin = catalogue("tenant-admin");
      const connector = await connectorId(admin);
      expect(
        (await admin.POST("/api/v1/Agents", { body: { connectorId: connector, name: "Warehouse Brno" } })).response
          .status,
      ).toBe(200);
      expect(
        (
          await admin.POST("/api/v1/Agents", {
            body: { connectorId: connector, name: "Warehouse Ostrava", integrationTokenClientId: "ostrava-agent" },
          })
        ).response.status,
      ).toBe(200);
      const [brno, ostrava] = (await catalogueOf()).agents;
      expect(brno!.agentCode).not.toBe(ostrava!.agentCode);
      expect(brno!.integrationTokenClientId).toMatch(/\S/);
      expect(ostrava!.integrationTokenClientId).toBe("ostrava-agent");
      expect(brno!.dataAgentId).not.toBe(ostrava!.dataAgentId);
    });
    it(
      "the agent's data agent exists in the data integration service (V1 " +
        "DataAgents) and its service account finds its data source",
      async () => {
        const admin = catalogue("catalogue-admin");
        await admin.POST("/api/v1/Agents", {
          body: {
            connectorId: await connectorId(admin),
            name: "Warehouse Brno",
            integrationTokenClientId: "brno-agent",
          },
        });
        const [agent] = (await catalogueOf()).agents;
        const dataUrl = serviceUrl(sandbox, "data-integration");
        const asAdmin = createDataIntegrationClient({ baseUrl: dataUrl, getToken: tokens("tenant-admin") });
        const dataAgent = await asAdmin.GET("/api/v1/DataAgents/{id}", {
          params: { path: { id: agent!.dataAgentId } },
        });
        expect(dataAgent.response.status).toBe(200);
        expect(JSON.stringify(dataAgent.data)).toContain(agent!.agentCode);
        expect(
          (await asAdmin.GET("/api/v1/DataAgents/{id}", { params: { path: { id: agent!.agentCode } } })).response
            .status,
        ).toBe(200);
        const dataSource = await asAdmin.GET("/api/v1/DataSources/{id}", {
          params: { path: { id: agent!.dataSourceId } },
        });
        expect(dataSource.response.status).toBe(200);
        expect(JSON.stringify(dataSource.data)).toContain(agent!.dataAgentId);
        const unknown = await asAdmin.GET("/api/v1/DataAgents/{id}", {
          params: { path: { id: "0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0" } },
        });
        expect(unknown.response.status).toBe(404);
        // The agent's own service account (clientId and secret "come from the connector catalogue application").
        await fetch(`${dataUrl}/_sandbox/service-accounts`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ clientId: "brno-agent", clientSecret: "brno-secret", tenantIds: [DEFAULT_TENANT_ID] }),
        });
        const asAgent = createDataIntegrationClient({
          baseUrl: dataUrl,
          getToken: tokens("brno-agent", DEFAULT_TENANT_ID, "brno-secret"),
        });
        const settings = await asAgent.GET("/api/v2/IntegrationAgents/Settings");
        expect(settings.response.status).toBe(200);
        expect(JSON.stringify(settings.data)).toContain(agent!.dataSourceId);
        expect(JSON.stringify(settings.data)).toContain(agent!.agentCode);
      },
    );
    it("an agent of a connector the tenant does not have is 404 naming connectorId", async () => {
      const { response, error } = await catalogue("tenant-admin").POST("/api/v1/Agents", {
        body: { connectorId: "7c9e1a3b-5d7f-4a2c-9e4b-6d8f0a2c4e6b", name: "Nowhere" },
      });
      expect(response.status).toBe(404);
      expect(JSON.stringify(error)).toContain("$.connectorId");
    });
  },
);

describe("allowUpdate: an agent of the same name in the connector is updated only with allowUpdate=true", () => {
  it("409 without allowUpdate, and allowUpdate=true updates it without a new agent", async () => {
    const admin = catalogue("tenant-admin");
    const connector = await connectorId(admin);
    await admin.POST("/api/v1/Agents", { body: { connectorId: connector, name: "Warehouse Brno" } });
    const refused = await admin.POST("/api/v1/Agents", {
      body: { connectorId: connector, name: "Warehouse Brno", enabled: false },
    });
    expect(refused.response.status).toBe(409);
    expect(JSON.stringify(refused.error)).toContain("allowUpdate");
    const updated = await admin.POST("/api/v1/Agents", {
      params: { query: { allowUpdate: true } },
      body: { connectorId: connector, name: "Warehouse Brno", enabled: false },
    });
    expect(updated.response.status).toBe(200);
    const { agents } = await catalogueOf();
    expect(agents).toHaveLength(1);
    expect(agents[0]!.enabled).toBe(false);
  });
});

describe("callers without the Admin application role or the TenantAdmin platform role are refused with 403", () => {
  for (const clientId of ["reader", "no-roles", "lower-case"]) {
    it(`${clientId}: every catalogue operation is 403 naming the roles, and nothing is registered`, async () => {
      const client = catalogue(clientId);
      const answers = [
        await client.GET("/api/v1/Providers"),
        await client.POST("/api/v1/Connectors", { body: { providerId: PROVIDER } }),
        await client.POST("/api/v1/Agents", {
          body: { connectorId: "7c9e1a3b-5d7f-4a2c-9e4b-6d8f0a2c4e6b", name: "Warehouse Brno" },
        }),
      ];
      for (const { response, error } of answers) {
        expect(response.status).toBe(403);
        expect(JSON.stringify(error)).toContain("TenantAdmin");
      }
      expect((await catalogueOf()).connectors).toEqual([]);
    });
  }
  it(
    "a TenantAdmin token without tenant context (tid) may list " + "providers but not register connectors or agents",
    async () => {
      const noTenant = createConnectorCatalogueClient({
        baseUrl: serviceUrl(sandbox, "connector-catalogue"),
        getToken: createTokenProvider({
          issuer: serviceUrl(sandbox, "identity-provider"),
          clientId: "tenant-admin",
          clientSecret: "secret",
          allowInsecureHttp: true,
        }),
      });
      expect((await noTenant.GET("/api/v1/Providers")).response.status).toBe(200);
      const connector = await noTenant.POST("/api/v1/Connectors", { body: { providerId: PROVIDER } });
      expect(connector.response.status).toBe(403);
      expect(JSON.stringify(connector.error)).toContain("tid");
      expect(
        (
          await noTenant.POST("/api/v1/Agents", {
            body: { connectorId: "7c9e1a3b-5d7f-4a2c-9e4b-6d8f0a2c4e6b", name: "Brno" },
          })
        ).response.status,
      ).toBe(403);
    },
  );
  it("Admin and TenantAdmin are both admitted", async () => {
    expect((await catalogue("catalogue-admin").GET("/api/v1/Providers")).response.status).toBe(200);
    expect((await catalogue("tenant-admin").GET("/api/v1/Providers")).response.status).toBe(200);
  });
});

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
