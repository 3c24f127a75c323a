import { describe, expect, it } from "vitest";
import { SandboxIdentityError } from "../../../../tools/src/sandbox/identity/index.js";
import { identityFixture, TENANT } from "./identity-fixture.js";

describe("tenants and service accounts are registered with their fields checked", () => {
  it("lists what was added and replaces an entry added again under the same id", () => {
    const { identity } = identityFixture();
    identity.tenants.add({ id: TENANT, name: "Renamed" });
    expect(identity.tenants.get(TENANT)).toEqual({ id: TENANT, name: "Renamed" });
    expect(identity.tenants.list()).toHaveLength(2);
    expect(identity.serviceAccounts.list().map((account) => account.clientId)).toEqual(["acme.sync"]);
  });

  const bad: [string, () => unknown, string][] = [
    ["an empty tenant id", () => identityFixture().identity.tenants.add({ id: "" }), "id"],
    [
      "a vendor code without country",
      () => identityFixture().identity.tenants.add({ id: "t", vendorCode: "12345678" }),
      "vendorCode",
    ],
    [
      "a service account without secret",
      () => identityFixture().identity.serviceAccounts.add({ clientId: "c", clientSecret: "", tenantIds: [] }),
      "clientSecret",
    ],
    [
      "a service account of an unknown tenant",
      () =>
        identityFixture().identity.serviceAccounts.add({
          clientId: "c",
          clientSecret: "s",
          tenantIds: [TENANT, "nope"],
        }),
      "tenantIds[1]",
    ],
    [
      "roles that are not strings",
      () =>
        identityFixture().identity.serviceAccounts.add({
          clientId: "c",
          clientSecret: "s",
          tenantIds: [],
          roles: [1 as never],
        }),
      "roles[0]",
    ],
  ];
  for (const [name, add, field] of bad) {
    it(`refuses ${name}, naming ${field}`, () => {
      let caught: unknown;
      try {
        add();
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(SandboxIdentityError);
      expect(caught).toMatchObject({ field });
      expect((caught as Error).message.startsWith(`${field}: `)).toBe(true);
    });
  }

  it("clear() forgets every tenant and service account", () => {
    const { identity } = identityFixture();
    identity.clear();
    expect(identity.tenants.list()).toEqual([]);
    expect(identity.serviceAccounts.list()).toEqual([]);
  });
});
