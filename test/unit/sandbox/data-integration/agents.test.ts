// The registration store: what the connector catalogue, V2 Settings and V1 Import all write.
import { describe, expect, it } from "vitest";
import {
  multiTenantAgentIds,
  registerDataAgent,
  registrations,
  RegistrationError,
} from "../../../../tools/src/sandbox/data-integration/model/registrations.js";
import { createTenantStates } from "../../../../tools/src/sandbox/kernel/store.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("registerDataAgent: a registered agent has dataAgentId and dataSourceId assigned", () => {
  it("creates an enabled agent and its one data source, bound to the service account", () => {
    const tenant = createTenantStates().of("t1");
    const { dataAgentId, dataSourceId } = registerDataAgent(tenant, { agentCode: "acme.erp", clientId: "erp-client" });
    const { agents, sources } = registrations(tenant);
    expect(agents.get(dataAgentId)).toMatchObject({ agentCode: "acme.erp", enabled: true, clientId: "erp-client" });
    expect(sources.get(dataSourceId)).toMatchObject({
      agentId: dataAgentId,
      sourceCode: "acme.erp",
      consumerCode: "acme.erp",
      consumerClientId: "erp-client",
      consumerType: "None",
      isRegistered: true,
    });
  });
  it("refuses an agent code already registered in the tenant, naming it", () => {
    const tenant = createTenantStates().of("t1");
    registerDataAgent(tenant, { agentCode: "acme.erp" });
    expect(() => registerDataAgent(tenant, { agentCode: "acme.erp" })).toThrow(RegistrationError);
    expect(() => registerDataAgent(tenant, { agentCode: "acme.erp" })).toThrow(
      /agentCode "acme\.erp" is already registered in tenant t1/,
    );
  });
  it("refuses an empty agent code", () => {
    expect(() => registerDataAgent(createTenantStates().of("t1"), { agentCode: "" })).toThrow(
      /agentCode must be a non-empty string/,
    );
  });
  it("keeps tenants apart: the same agent code may be registered in two tenants", () => {
    const states = createTenantStates();
    const a = registerDataAgent(states.of("t1"), { agentCode: "acme.erp" });
    const b = registerDataAgent(states.of("t2"), { agentCode: "acme.erp" });
    expect(a.dataAgentId).not.toBe(b.dataAgentId);
    expect(registrations(states.of("t1")).agents.size).toBe(1);
  });
});

describe("rule 1: the data-agent and data-source GUIDs of a multi-tenant agent are the same for all tenants", () => {
  it("derives the same UUIDs from the same service account, different ones from another", () => {
    const first = multiTenantAgentIds("erp-client");
    expect(first).toEqual(multiTenantAgentIds("erp-client"));
    expect(first.agentId).toMatch(UUID);
    expect(first.sourceId).toMatch(UUID);
    expect(first.agentId).not.toBe(first.sourceId);
    expect(multiTenantAgentIds("other-client").agentId).not.toBe(first.agentId);
  });
});
