// Input transformations of a data source (V2 Transformations). "`upsert` inserts or updates
// definitions by customCode. `remove` lists customCodes to remove unless preserved by upsert.
// `removeAll` removes all except those preserved by upsert."
import type { operations } from "../../../generated/types/data-integration.js";
import { problem } from "../answer.js";
import type { HandlerMap } from "../handlers.js";
import { integrationAgentOf } from "./integration-agent.js";

export function createTransformationHandlers(): HandlerMap<operations> {
  return {
    getIntegrationAgentTransformations(request) {
      const found = integrationAgentOf(request, request.parameters.sourceId);
      if ("missing" in found) return problem(404, "Not Found", `the agent is not registered: ${found.missing}`);
      const items = [...found.source.transformations.values()];
      return { status: 200, body: { sourceId: found.source.sourceId, transformations: { totalCount: items.length, items } } };
    },
    patchIntegrationAgentTransformations(request) {
      const found = integrationAgentOf(request, request.parameters.sourceId);
      if ("missing" in found) return problem(400, "Bad Request", found.missing);
      const { upsert = [], remove = [], removeAll = false } = request.body;
      const missingCode = upsert.findIndex((t) => typeof t.customCode !== "string" || t.customCode === "");
      if (missingCode >= 0) return problem(400, "Bad Request", `body $.upsert[${missingCode}].customCode is required: upsert works by customCode`);
      const preserved = new Set(upsert.map((t) => t.customCode!));
      const transformations = found.source.transformations;
      for (const code of removeAll ? [...transformations.keys()] : remove) if (!preserved.has(code)) transformations.delete(code);
      for (const transformation of upsert) transformations.set(transformation.customCode!, transformation);
      return { status: 204 };
    },
  };
}
