// GET /api/v2/Tenants and /api/v2/Tenants/{id}: the identity provider's tenants, listed and read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TENANT_ID, type RunningSandbox } from "../../../../tools/src/sandbox/index.js";
import { bearer, OTHER_TENANT_ID, serviceUrl, startTestSandbox } from "../../../support/sandbox.js";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

describe("GET /api/v2/Tenants and /api/v2/Tenants/{id} answer the identity provider's tenants", () => {
  const tenants = async (path: string) => {
    const response = await fetch(`${serviceUrl(sandbox, "identity-provider")}/api/v2/Tenants${path}`, {
      headers: { authorization: await bearer(sandbox, "acme") },
    });
    return {
      status: response.status,
      body: (await response.json()) as { totalCount: number; items: Record<string, unknown>[] } & Record<
        string,
        unknown
      >,
    };
  };
  it("lists the seed's tenants as { totalCount, items[] }, each Active without a parent", async () => {
    const { status, body } = await tenants("");
    expect(status).toBe(200);
    expect(body.totalCount).toBe(2);
    expect(body.items).toEqual([
      {
        id: DEFAULT_TENANT_ID,
        name: "Acme Trading",
        status: "Active",
        parentTenantId: null,
        parentTenantName: null,
        customData: {},
        identifiers: [],
      },
      {
        id: OTHER_TENANT_ID,
        name: "Beta Retail",
        status: "Active",
        parentTenantId: null,
        parentTenantName: null,
        customData: {},
        identifiers: [],
      },
    ]);
  });
  it("pages with offset and limit; totalCount counts every tenant", async () => {
    const { body } = await tenants("?offset=1&limit=1");
    expect([body.totalCount, body.items.map((t) => t.id)]).toEqual([2, [OTHER_TENANT_ID]]);
  });
  it(
    "lists and reads a tenant added through POST " +
      "/_sandbox/tenants, its vendor code as its owner " +
      "organization",
    async () => {
      const id = "6d1e3f5a-7b9c-4d2e-8f0a-1b3c5d7e9f2a";
      const added = await fetch(`${serviceUrl(sandbox, "identity-provider")}/_sandbox/tenants`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id, name: "Gamma Foods", vendorCode: "87654321|DE" }),
      });
      expect(added.status).toBe(201);
      const listed = await tenants("");
      expect([listed.body.totalCount, listed.body.items.at(-1)?.id]).toEqual([3, id]);
      const read = await tenants(`/${id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id, name: "Gamma Foods", status: "Active" });
      expect(read.body.organizations).toEqual([
        {
          id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
          code: "87654321|DE",
          organizationIdentification: { number: "87654321", countryCode: "DE" },
          isTenantOwner: true,
        },
      ]);
      expect((await tenants(`/${id}`)).body.organizations).toEqual(read.body.organizations);
    },
  );
  it("refuses an unknown tenant id with 404 naming it", async () => {
    const { status, body } = await tenants("/00000000-0000-4000-8000-000000000000");
    expect(status).toBe(404);
    expect(body.detail).toContain("00000000-0000-4000-8000-000000000000");
  });
});

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
