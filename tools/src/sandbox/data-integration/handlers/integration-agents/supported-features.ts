// Supported features of a data source (V2 SupportedFeatures). "`remove` lists feature codes.
// `removeAll` removes all except those preserved by upsert."
import type { operations } from "../../../../../../generated/types/data-integration.js";
import { problem } from "../../../kernel/answer.js";
import type { TenantHandlerMap } from "../../../kernel/handler-map.js";
import { derivedId } from "../../model/registrations.js";
import { applyCodePatch } from "../../model/code-patch.js";
import { integrationAgentOf } from "../caller.js";

export function createSupportedFeatureHandlers(): TenantHandlerMap<operations> {
  return {
    getIntegrationAgentSupportedFeatures(request) {
      const found = integrationAgentOf(request, request.parameters.sourceId);
      if ("missing" in found) return problem(404, "Not Found", `the agent is not registered: ${found.missing}`);
      const { source } = found;
      const items = [...source.supportedFeatures.values()];
      const application = {
        id: derivedId("application", source.applicationCode),
        code: source.applicationCode,
        name: source.applicationCode,
        isNative: source.consumerType === "None",
        isOnPremise: !found.agent.multiTenant,
        released: true,
        deleted: false,
      };
      return {
        status: 200,
        body: { sourceId: source.sourceId, application, supportedFeatures: { totalCount: items.length, items } },
      };
    },
    patchIntegrationAgentSupportedFeatures(request) {
      const found = integrationAgentOf(request, request.parameters.sourceId);
      if ("missing" in found) return problem(400, "Bad Request", found.missing);
      const refusal = applyCodePatch(
        found.source.supportedFeatures,
        request.body,
        "featureCode",
        (f) => f.featureCode,
        ({ featureUsage }, code) => {
          const id = derivedId("feature", code);
          return {
            applicationUsage: "Input",
            featureUsage: featureUsage ?? "Input",
            featureId: id,
            feature: { id, code, name: code, released: true, deleted: false },
          };
        },
      );
      if (refusal !== undefined) return problem(400, "Bad Request", refusal);
      return { status: 204 };
    },
  };
}
