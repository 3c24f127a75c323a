// Data integration: what an agent configures and reports: input transformations, ConfigureConsumer,
// agent statuses, supported features and the operating log.
import { randomUUID } from "node:crypto";
import { defineRules } from "../service-check.js";
import type { Flow } from "../flow.js";
import { dataModel, externalIdOf, KIT_MARK, kitRegistration, publishV1, readRecords } from "./data-fixtures.js";
import { shown } from "../excerpt.js";

const RULES = defineRules("data-integration", {
  "transformations-upsert": [
    '"Transformation PATCH: `upsert` inserts or updates definitions by customCode."',
    "204, then GET Transformations lists it",
  ],
  "transformation-omitted-field": [
    '"An input transformation defines which fields are updated. A ' +
      'field omitted from the transformation is not updated."',
    "a record published through it has the mapped field under its target name and not the omitted one",
  ],
  "transformations-remove": [
    '"`remove` lists customCodes to remove unless preserved by upsert."',
    "204, then GET Transformations no longer lists it",
  ],
  "configure-consumer": [
    '"PATCH /api/v2/IntegrationAgents/ConfigureConsumer | see below | ' +
      '204"; "all flags optional; null means no change; PATCH semantics"',
    "204",
  ],
  "refresh-status-needs-interval": [
    '"Custom property `AutoRefreshStatusInterval` (a time span written as d.hh:mm:ss) must ' +
      'be set on the agent when the refreshSourceStatus notification is turned on."',
    "refused (4xx) without the property; 204 once it is set",
  ],
  "agent-status": [
    '"POST /api/v2/IntegrationAgents/Statuses | `{ operationId?, isLive, isReady, verboseStatus?[], utcTimestamp ' +
      '}`"; "GET /api/v2/IntegrationAgents/Statuses ... 200 `{ sourceId, statuses {totalCount, items[]} }`"',
    "2xx, then GET Statuses lists it with its operationId, isLive and isReady",
  ],
  "supported-features-upsert": [
    '"PATCH /api/v2/IntegrationAgents/SupportedFeatures | `{ upsert[ ' +
      '{featureCode, featureUsage} ], remove[ featureCode ], removeAll }`"',
    "2xx, then GET SupportedFeatures lists the feature's code",
  ],
  "supported-features-remove": [
    '"SupportedFeatures PATCH: `remove` lists feature codes."',
    "2xx, then the feature is gone",
  ],
  "operating-log": [
    '"POST /api/v1/OperatingLogs ... Response 201"; "category | string | ' +
      'response; `Custom` or `Custom|<category>` for outside-set categories"',
    "201, then GET OperatingLogs?operationId lists the item with category Custom",
  ],
});

const transformationFlow: Flow = {
  name: "input transformations",
  capability: "data-integration",
  checks: [RULES["transformations-upsert"], RULES["transformation-omitted-field"], RULES["transformations-remove"]],
  services: ["data-integration"],
  async run(session, v) {
    const data = session.client("data-integration");
    const { sourceId } = await kitRegistration(session);
    const modelId = await dataModel(session, "transformation");
    const customCode = session.name("transformation");
    const entityId = session.name("Mapped");
    const upsert = await data.PATCH("/api/v2/IntegrationAgents/Transformations", {
      body: {
        upsert: [
          {
            customCode,
            description: `${KIT_MARK} ${session.runPrefix}`,
            mappings: [
              {
                entityId,
                modelId,
                priority: 1,
                transformationType: "Default",
                autoMapFields: false,
                isSupplementary: false,
                mappings: [
                  {
                    sourceFieldName: "CompanyName",
                    targetFieldName: "Name",
                    transformationType: "Default",
                    aggregateFunction: "None",
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    const listed = await data.GET("/api/v2/IntegrationAgents/Transformations");
    const codes = (listed.data?.transformations?.items ?? []).map((t) => t.customCode);
    v.report(
      RULES["transformations-upsert"],
      session.evidence(upsert),
      upsert.response.status === 204 && codes.includes(customCode)
        ? undefined
        : `answered ${upsert.response.status}; listed ${shown(codes)}`,
    );
    await publishV1(session, sourceId, [
      { entityId, recordId: "t1", data: { CompanyName: "Acme", Omitted: "must not be stored" } },
    ]);
    const record = (await readRecords(session, modelId, sourceId)).find(
      (r) => r.ExternalId === externalIdOf({ entityId, recordId: "t1" }, sourceId),
    );
    const mapped = record?.Name === "Acme" && record.Omitted === undefined && record.CompanyName === undefined;
    v.report(
      RULES["transformation-omitted-field"],
      { request: `V1 start of ${entityId} t1 { CompanyName, Omitted }`, answer: shown(record) },
      mapped ? undefined : "the record does not hold exactly the mapped field",
    );
    const removed = await data.PATCH("/api/v2/IntegrationAgents/Transformations", { body: { remove: [customCode] } });
    const after = await data.GET("/api/v2/IntegrationAgents/Transformations");
    const left = (after.data?.transformations?.items ?? []).map((t) => t.customCode);
    v.report(
      RULES["transformations-remove"],
      session.evidence(removed),
      removed.response.status === 204 && !left.includes(customCode)
        ? undefined
        : `answered ${removed.response.status}; listed ${shown(left)}`,
    );
  },
};

const consumerFlow: Flow = {
  name: "consumer configuration",
  capability: "data-integration",
  checks: [RULES["configure-consumer"], RULES["refresh-status-needs-interval"]],
  services: ["data-integration"],
  async run(session, v) {
    const data = session.client("data-integration");
    await kitRegistration(session);
    const flags = await data.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", {
      body: { dataRecordChanges: false, enqueueDataStatus: false },
    });
    v.report(
      RULES["configure-consumer"],
      session.evidence(flags),
      flags.response.status === 204 ? undefined : `answered ${flags.response.status}`,
    );
    const mark = `${KIT_MARK} ${session.runPrefix}`;
    await data.PATCH("/api/v2/IntegrationAgents/Settings", {
      body: { agentDefinition: { description: mark, customProperties: [] } },
    });
    const without = await data.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", {
      body: { refreshSourceStatus: true },
    });
    await data.PATCH("/api/v2/IntegrationAgents/Settings", {
      body: {
        agentDefinition: {
          description: mark,
          customProperties: [{ key: "AutoRefreshStatusInterval", value: "0.00:05:00" }],
        },
      },
    });
    const withInterval = await data.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", {
      body: { refreshSourceStatus: true },
    });
    await data.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: { refreshSourceStatus: false } });
    const ok = without.response.status >= 400 && without.response.status < 500 && withInterval.response.status === 204;
    v.report(
      RULES["refresh-status-needs-interval"],
      {
        request: "PATCH ConfigureConsumer refreshSourceStatus true, without and then with AutoRefreshStatusInterval",
        answer: `${session.evidence(without).answer}; then ${session.evidence(withInterval).answer}`,
      },
      ok ? undefined : `answered ${without.response.status}, then ${withInterval.response.status}`,
    );
  },
};

const reportingFlow: Flow = {
  name: "agent reports",
  capability: "data-integration",
  checks: [
    RULES["agent-status"],
    RULES["supported-features-upsert"],
    RULES["supported-features-remove"],
    RULES["operating-log"],
  ],
  services: ["data-integration"],
  async run(session, v) {
    const data = session.client("data-integration");
    const { agentId, sourceId } = await kitRegistration(session);
    const operationId = randomUUID();
    const posted = await data.POST("/api/v2/IntegrationAgents/Statuses", {
      body: {
        operationId,
        isLive: true,
        isReady: false,
        verboseStatus: [session.name("status")],
        utcTimestamp: new Date().toISOString(),
      },
    });
    const statuses = await data.GET("/api/v2/IntegrationAgents/Statuses", { params: { query: { operationId } } });
    const status = (statuses.data?.statuses?.items ?? []).find((s) => s.operationId === operationId);
    v.report(
      RULES["agent-status"],
      {
        request: session.evidence(posted).request,
        answer: `${session.evidence(posted).answer}; GET: ${session.evidence(statuses).answer}`,
      },
      posted.response.ok && status?.isLive === true && status.isReady === false
        ? undefined
        : `answered ${posted.response.status}; listed ${shown(status)}`,
    );
    const featureCode = session.name("feature");
    const upsert = await data.PATCH("/api/v2/IntegrationAgents/SupportedFeatures", {
      body: { upsert: [{ featureCode, featureUsage: "Input" }] },
    });
    const features = async () =>
      ((await data.GET("/api/v2/IntegrationAgents/SupportedFeatures")).data?.supportedFeatures?.items ?? []).map(
        (f) => f.feature?.code,
      );
    const listed = await features();
    v.report(
      RULES["supported-features-upsert"],
      session.evidence(upsert),
      upsert.response.ok && listed.includes(featureCode)
        ? undefined
        : `answered ${upsert.response.status}; listed ${shown(listed)}`,
    );
    const remove = await data.PATCH("/api/v2/IntegrationAgents/SupportedFeatures", { body: { remove: [featureCode] } });
    const left = await features();
    v.report(
      RULES["supported-features-remove"],
      session.evidence(remove),
      remove.response.ok && !left.includes(featureCode)
        ? undefined
        : `answered ${remove.response.status}; listed ${shown(left)}`,
    );
    const message = session.name("operating log");
    const created = await data.POST("/api/v1/OperatingLogs", {
      body: {
        operationId,
        operationType: "InputData",
        activityType: "Application|Start",
        severity: "Info",
        message,
        agentId,
        sourceId,
        source: session.runPrefix,
      },
    });
    const logs = await data.GET("/api/v1/OperatingLogs", { params: { query: { operationId } } });
    const item = (logs.data?.items ?? []).find((i) => i.message === message);
    v.report(
      RULES["operating-log"],
      {
        request: session.evidence(created).request,
        answer: `${session.evidence(created).answer}; GET: ${session.evidence(logs).answer}`,
      },
      created.response.status === 201 && item?.category === "Custom"
        ? undefined
        : `answered ${created.response.status}; listed ${shown(item)}`,
    );
  },
};

export const DATA_AGENT_FLOWS: readonly Flow[] = [transformationFlow, consumerFlow, reportingFlow];
