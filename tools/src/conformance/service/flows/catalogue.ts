// Connector catalogue: who may call it (the Admin application role or the TenantAdmin platform
// role), unknown providers and connectors refused, and agent names unique per connector.
import { randomUUID } from "node:crypto";
import { defineRules } from "../service-check.js";
import type { Flow } from "../flow.js";
import { stateText } from "../state-hook.js";

const RULES = defineRules("catalogue", {
  "tenant-admin-allowed": [
    '"The caller needs the Admin application role of the connector catalogue ' +
      'application or the TenantAdmin platform role." GET /api/v1/Providers',
    "2xx for the kit's TenantAdmin account",
  ],
  "admin-role-allowed": [
    '"The caller needs the Admin application role of the connector ' +
      'catalogue application or the TenantAdmin platform role."',
    "2xx for an account with the Admin role only",
  ],
  "connector-registered": [
    '"POST /api/v1/Connectors | body `providerId` (uuid, mandatory), ' +
      '`enabled` (bool)"; "A connector has one registration per tenant."',
    "2xx for a provider of the catalogue",
  ],
  "unknown-provider-refused": [
    '"`providerId` (uuid, mandatory)": a provider the catalogue does not have',
    "4xx for an unknown providerId",
  ],
  "agent-registered": [
    '"POST /api/v1/Agents | query `allowUpdate` (bool); body `connectorId` (uuid, ' +
      'mandatory), ... `name` (mandatory; the unique agentCode is generated), `enabled` (bool)"',
    "2xx for a connector of the tenant",
  ],
  "unknown-connector-refused": [
    '"An agent belongs to one connector": `connectorId` (uuid, mandatory) must name one of the tenant',
    "4xx for an unknown connectorId",
  ],
  "agent-name-taken": [
    '"query `allowUpdate` (bool)": registering an agent again updates it only when allowUpdate is true',
    "4xx for the same name without allowUpdate; 2xx with allowUpdate=true",
  ],
});

const accountState = "a service account with the Admin role";

const rolesFlow: Flow = {
  name: "catalogue roles",
  capability: "catalogue",
  checks: [RULES["tenant-admin-allowed"], RULES["admin-role-allowed"]],
  services: ["connector-catalogue"],
  async run(session, v) {
    const listed = await session.client("connector-catalogue").GET("/api/v1/Providers");
    v.report(
      RULES["tenant-admin-allowed"],
      session.evidence(listed),
      listed.response.ok ? undefined : `answered ${listed.response.status}`,
    );
    const admin = await session.state(accountState);
    const token = session.tokens({
      clientId: stateText(admin, accountState, "clientId"),
      clientSecret: stateText(admin, accountState, "clientSecret"),
      tenantId: session.tenantId,
    });
    const asAdmin = await session.client("connector-catalogue", token).GET("/api/v1/Providers");
    v.report(
      RULES["admin-role-allowed"],
      session.evidence(asAdmin),
      asAdmin.response.ok ? undefined : `answered ${asAdmin.response.status}`,
    );
  },
};

const registrationFlow: Flow = {
  name: "catalogue registration",
  capability: "catalogue",
  checks: [
    RULES["unknown-provider-refused"],
    RULES["unknown-connector-refused"],
    RULES["connector-registered"],
    RULES["agent-registered"],
    RULES["agent-name-taken"],
  ],
  services: ["connector-catalogue"],
  async run(session, v) {
    const catalogue = session.client("connector-catalogue");
    const strange = await catalogue.POST("/api/v1/Connectors", { body: { providerId: randomUUID(), enabled: true } });
    v.report(
      RULES["unknown-provider-refused"],
      session.evidence(strange),
      strange.response.status >= 400 && strange.response.status < 500
        ? undefined
        : `answered ${strange.response.status}`,
    );
    const orphan = await catalogue.POST("/api/v1/Agents", {
      body: { connectorId: randomUUID(), name: session.name("orphan-agent"), enabled: true },
    });
    v.report(
      RULES["unknown-connector-refused"],
      session.evidence(orphan),
      orphan.response.status >= 400 && orphan.response.status < 500 ? undefined : `answered ${orphan.response.status}`,
    );
    const state = "a connector";
    const connector = await session.state(state);
    const providerId = stateText(connector, state, "providerId");
    const connectorId = stateText(connector, state, "connectorId");
    const registered = await catalogue.POST("/api/v1/Connectors", { body: { providerId, enabled: true } });
    v.report(
      RULES["connector-registered"],
      session.evidence(registered),
      registered.response.ok ? undefined : `answered ${registered.response.status}`,
    );
    const name = session.name("agent");
    const agent = await catalogue.POST("/api/v1/Agents", { body: { connectorId, name, enabled: true } });
    v.report(
      RULES["agent-registered"],
      session.evidence(agent),
      agent.response.ok ? undefined : `answered ${agent.response.status}`,
    );
    const again = await catalogue.POST("/api/v1/Agents", { body: { connectorId, name, enabled: true } });
    const updated = await catalogue.POST("/api/v1/Agents", {
      params: { query: { allowUpdate: true } },
      body: { connectorId, name, enabled: false },
    });
    const ok = again.response.status >= 400 && again.response.status < 500 && updated.response.ok;
    v.report(
      RULES["agent-name-taken"],
      {
        request: `${session.evidence(again).request}; then with allowUpdate=true`,
        answer: `${session.evidence(again).answer}; then ${updated.response.status}`,
      },
      ok ? undefined : `answered ${again.response.status}, then ${updated.response.status} with allowUpdate`,
    );
  },
};

export const CATALOGUE_FLOWS: readonly Flow[] = [rolesFlow, registrationFlow];
