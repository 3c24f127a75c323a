// Data integration: registration of the kit's integration agent, V2 (Settings) and V1 (Import,
// DataAgents, DataSources, SwitchEnabled, delete), and what a second tenant sees.
import { randomUUID } from "node:crypto";
import { REGISTRATION_RULES as RULES } from "./data-registration-rules.js";
import type { Flow } from "../flow.js";
import { stateText } from "../state-hook.js";
import { dataModel, KIT_MARK, kitRegistration, publishV2 } from "./data-fixtures.js";
import { shown } from "../excerpt.js";

const v2Flow: Flow = {
  name: "V2 registration",
  capability: "data-integration",
  checks: [
    RULES["v2-registration"],
    RULES["v2-settings-read"],
    RULES["v2-ids-stable"],
    RULES["v2-null-no-change"],
    RULES["v2-webhook-needs-address"],
  ],
  services: ["data-integration"],
  async run(session, v) {
    const data = session.client("data-integration");
    await kitRegistration(session);
    const mark = `${KIT_MARK} ${session.runPrefix}`;
    const made = await data.POST("/api/v2/IntegrationAgents/Settings", {
      body: { agentDefinition: { description: mark }, sourceDefinition: { description: mark } },
    });
    const agentId = made.data?.agent?.agentId;
    const sourceId = made.data?.source?.sourceId;
    v.report(
      RULES["v2-registration"],
      session.evidence(made),
      made.response.status === 200 && typeof agentId === "string" && typeof sourceId === "string"
        ? undefined
        : `answered ${made.response.status} ${shown(made.data ?? made.error)}`,
    );
    const read = await data.GET("/api/v2/IntegrationAgents/Settings", { params: { query: { sourceId } } });
    const same =
      read.data?.agent?.agentId === agentId &&
      read.data?.source?.sourceId === sourceId &&
      read.data?.agent?.description === mark;
    v.report(
      RULES["v2-settings-read"],
      session.evidence(read),
      read.response.status === 200 && same
        ? undefined
        : `answered ${read.response.status} ${shown(read.data ?? read.error)}`,
    );
    const again = await data.POST("/api/v2/IntegrationAgents/Settings", { body: {} });
    v.report(
      RULES["v2-ids-stable"],
      session.evidence(again),
      again.data?.agent?.agentId === agentId && again.data?.source?.sourceId === sourceId
        ? undefined
        : `answered agent ${shown(again.data?.agent?.agentId)} and ` +
            `source ${shown(again.data?.source?.sourceId)}, registered as ${agentId} ` +
            `and ${sourceId}`,
    );
    const kept = await data.PATCH("/api/v2/IntegrationAgents/Settings", {
      body: { sourceDefinition: { description: null } },
    });
    const afterNull = await data.GET("/api/v2/IntegrationAgents/Settings");
    const cleared = await data.PATCH("/api/v2/IntegrationAgents/Settings", {
      body: { sourceDefinition: { description: "" } },
    });
    const afterEmpty = await data.GET("/api/v2/IntegrationAgents/Settings");
    const nullKept = afterNull.data?.source?.description === mark;
    const emptyCleared = [null, "", undefined].includes(afterEmpty.data?.source?.description);
    v.report(
      RULES["v2-null-no-change"],
      {
        request: `PATCH description null (${kept.response.status}), then "" (${cleared.response.status})`,
        answer:
          `description ${shown(afterNull.data?.source?.description)}, ` +
          `then ${shown(afterEmpty.data?.source?.description)}`,
      },
      nullKept && emptyCleared
        ? undefined
        : `null left ${shown(afterNull.data?.source?.description)}, "" ` +
            `left ${shown(afterEmpty.data?.source?.description)}`,
    );
    await data.PATCH("/api/v2/IntegrationAgents/Settings", { body: { sourceDefinition: { description: mark } } });
    const before = afterEmpty.data?.source?.consumerType;
    const webhook = await data.PATCH("/api/v2/IntegrationAgents/Settings", {
      body: { sourceDefinition: { consumerType: "Webhook" } },
    });
    const after = await data.GET("/api/v2/IntegrationAgents/Settings");
    const refused =
      webhook.response.status >= 400 && webhook.response.status < 500 && after.data?.source?.consumerType === before;
    v.report(
      RULES["v2-webhook-needs-address"],
      session.evidence(webhook),
      refused
        ? undefined
        : `answered ${webhook.response.status}; consumerType is now ${shown(after.data?.source?.consumerType)}`,
    );
  },
};

const secondTenantFlow: Flow = {
  name: "second tenant",
  capability: "data-integration",
  checks: [RULES["v2-not-registered-404"], RULES["profile-missing-412"]],
  services: ["data-integration"],
  async run(session, v) {
    const state = "a second tenant";
    const second = await session.state(state);
    const token = session.tokens({
      clientId: stateText(second, state, "clientId"),
      clientSecret: stateText(second, state, "clientSecret"),
      tenantId: stateText(second, state, "tenantId"),
    });
    const data = session.client("data-integration", token);
    const missing = await data.GET("/api/v2/IntegrationAgents/Settings");
    v.report(
      RULES["v2-not-registered-404"],
      session.evidence(missing),
      missing.response.status === 404 ? undefined : `answered ${missing.response.status}`,
    );
    const profile = await data.GET("/api/v2/IntegrationProfiles/Current");
    const query = await data.GET("/api/v2/QueryingData/GetData", {
      params: { query: { modelId: randomUUID(), featureId: randomUUID() } },
    });
    v.report(
      RULES["profile-missing-412"],
      {
        request: `${session.evidence(profile).request}; ${session.evidence(query).request}`,
        answer: `${session.evidence(profile).answer}; ${session.evidence(query).answer}`,
      },
      profile.response.status === 412 && query.response.status === 412
        ? undefined
        : `answered ${profile.response.status} and ${query.response.status}`,
    );
  },
};

const v1Flow: Flow = {
  name: "V1 registration",
  capability: "data-integration",
  checks: [
    RULES["v1-import-agent"],
    RULES["v1-agent-by-code"],
    RULES["v1-import-source"],
    RULES["v1-switch-enabled"],
    RULES["disabled-not-processed"],
    RULES["v1-delete-agent"],
  ],
  services: ["data-integration"],
  async run(session, v) {
    const data = session.client("data-integration");
    const agentId = randomUUID();
    const code = `${session.runPrefix}.v1-agent`;
    const imported = await data.POST("/api/v1/Process/ImportDataAgent", {
      body: { id: agentId, code, description: `${KIT_MARK} ${session.runPrefix}`, enabled: true },
    });
    const agent = await data.GET("/api/v1/DataAgents/{id}", { params: { path: { id: agentId } } });
    const importOk = imported.response.ok && agent.response.status === 200;
    v.report(
      RULES["v1-import-agent"],
      {
        request: session.evidence(imported).request,
        answer: `${session.evidence(imported).answer}; GET: ${session.evidence(agent).answer}`,
      },
      importOk ? undefined : `import answered ${imported.response.status}, GET ${agent.response.status}`,
    );
    const byCode = await data.GET("/api/v1/DataAgents/{id}", { params: { path: { id: code } } });
    v.report(
      RULES["v1-agent-by-code"],
      session.evidence(byCode),
      byCode.response.status === 200 && (byCode.data as { id?: string } | undefined)?.id === agentId
        ? undefined
        : `answered ${byCode.response.status} ${shown(byCode.data)}`,
    );
    const sourceId = randomUUID();
    const source = await data.POST("/api/v1/Process/ImportDataSource", {
      body: {
        id: sourceId,
        agentId,
        name: session.name("v1-source"),
        description: `${KIT_MARK} ${session.runPrefix}`,
        enabled: true,
      },
    });
    const readSource = await data.GET("/api/v1/DataSources/{id}", { params: { path: { id: sourceId } } });
    v.report(
      RULES["v1-import-source"],
      {
        request: session.evidence(source).request,
        answer: `${session.evidence(source).answer}; GET: ${session.evidence(readSource).answer}`,
      },
      source.response.ok && readSource.response.status === 200
        ? undefined
        : `import answered ${source.response.status}, GET ${readSource.response.status}`,
    );
    const modelId = await dataModel(session, "registration");
    const control = await publishV2(session, sourceId, modelId, [
      { entityId: session.name("Enabled"), recordId: "enabled-1", data: { Name: "enabled" } },
    ]);
    const switched = await data.POST("/api/v1/DataAgents/{id}/SwitchEnabled", {
      params: { path: { id: agentId }, query: { enabled: false } },
    });
    const disabled = await data.GET("/api/v1/DataAgents/{id}", { params: { path: { id: agentId } } });
    const enabled = (disabled.data as { enabled?: unknown } | undefined)?.enabled;
    v.report(
      RULES["v1-switch-enabled"],
      session.evidence(switched),
      switched.response.status === 200 && enabled === false
        ? undefined
        : `answered ${switched.response.status}; the agent reads enabled ${shown(enabled)}`,
    );
    const blocked = await publishV2(session, sourceId, modelId, [
      { entityId: session.name("Disabled"), recordId: "disabled-1", data: { Name: "disabled" } },
    ]);
    const controlOk = control.followed?.last.status === "Success";
    const blockedStatus = blocked.followed?.last.status;
    v.report(
      RULES["disabled-not-processed"],
      {
        request: `V2 start to source ${sourceId} while enabled, then after SwitchEnabled false`,
        answer:
          `enabled: ${control.response.status}` +
          ` ${control.followed?.last.status ?? "no queue item"}; ` +
          `disabled: ${blocked.response.status} ${blockedStatus ?? "no queue item"}`,
      },
      !controlOk
        ? `publishing while enabled did not succeed ` +
            `(${control.followed?.last.status ?? control.response.status}), so the ` +
            `check proves nothing`
        : blockedStatus === "Success"
          ? "the disabled agent's data was processed to Success"
          : undefined,
    );
    const deleted = await data.DELETE("/api/v1/DataAgents/{id}", { params: { path: { id: agentId } } });
    const gone = await data.GET("/api/v1/DataAgents/{id}", { params: { path: { id: agentId } } });
    v.report(
      RULES["v1-delete-agent"],
      {
        request: session.evidence(deleted).request,
        answer: `${session.evidence(deleted).answer}; GET: ${session.evidence(gone).answer}`,
      },
      deleted.response.status === 204 && gone.response.status === 404
        ? undefined
        : `answered ${deleted.response.status}, then GET ${gone.response.status}`,
    );
  },
};

export const DATA_REGISTRATION_FLOWS: readonly Flow[] = [v2Flow, secondTenantFlow, v1Flow];
