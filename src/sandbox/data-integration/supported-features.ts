// Supported features of a data source (V2 SupportedFeatures). "`remove` lists feature codes.
// `removeAll` removes all except those preserved by upsert."
import type { operations } from "../../../generated/types/data-integration.js";
import { problem } from "../answer.js";
import type { HandlerMap } from "../handlers.js";
import { derivedId } from "./agents.js";
import { integrationAgentOf } from "./integration-agent.js";

export function createSupportedFeatureHandlers(): HandlerMap<operations> {
  return {
    getIntegrationAgentSupportedFeatures(request) {
      const found = integrationAgentOf(request, request.parameters.sourceId);
      if ("missing" in found) return problem(404, "Not Found", `the agent is not registered: ${found.missing}`);
      const { source } = found;
      const items = [...source.supportedFeatures.values()];
      const application = { id: derivedId("application", source.applicationCode), code: source.applicationCode, name: source.applicationCode, isNative: source.consumerType === "None", isOnPremise: !found.agent.multiTenant, released: true, deleted: false };
      return { status: 200, body: { sourceId: source.sourceId, application, supportedFeatures: { totalCount: items.length, items } } };
    },
    patchIntegrationAgentSupportedFeatures(request) {
      const found = integrationAgentOf(request, request.parameters.sourceId);
      if ("missing" in found) return problem(400, "Bad Request", found.missing);
      const { upsert = [], remove = [], removeAll = false } = request.body;
      const missingCode = upsert.findIndex((f) => typeof f.featureCode !== "string" || f.featureCode === "");
      if (missingCode >= 0) return problem(400, "Bad Request", `body $.upsert[${missingCode}].featureCode is required: upsert works by featureCode`);
      const features = found.source.supportedFeatures;
      const preserved = new Set(upsert.map((f) => f.featureCode!));
      for (const code of removeAll ? [...features.keys()] : remove) if (!preserved.has(code)) features.delete(code);
      for (const { featureCode, featureUsage } of upsert) {
        const id = derivedId("feature", featureCode!);
        features.set(featureCode!, { applicationUsage: "Input", featureUsage: featureUsage ?? "Input", featureId: id, feature: { id, code: featureCode!, name: featureCode!, released: true, deleted: false } });
      }
      return { status: 204 };
    },
  };
}
