// Input transformations of a data source (V2 Transformations). "`upsert` inserts or updates
// definitions by customCode. `remove` lists customCodes to remove unless preserved by upsert.
// `removeAll` removes all except those preserved by upsert."
import type { operations } from "../../../../../../generated/types/data-integration.js";
import { problem } from "../../../kernel/answer.js";
import type { TenantHandlerMap } from "../../../kernel/handler-map.js";
import { applyCodePatch } from "../../model/code-patch.js";
import { fieldNameRefusal } from "../../model/record-view.js";
import { integrationAgentOf } from "../caller.js";

type Transformation = NonNullable<
  operations["patchIntegrationAgentTransformations"]["requestBody"]
>["content"]["application/json"]["upsert"];

/**
 * The first field mapping whose target (its targetFieldName, else its sourceFieldName) is named like a record's system
 * property.
 */
function reservedTarget(upsert: NonNullable<Transformation>): string | undefined {
  for (const [i, transformation] of upsert.entries()) {
    for (const [j, mapping] of (transformation.mappings ?? []).entries()) {
      for (const [k, field] of (mapping.mappings ?? []).entries()) {
        const target = field.targetFieldName ?? field.sourceFieldName;
        const refusal =
          target === undefined
            ? undefined
            : fieldNameRefusal(`body $.upsert[${i}].mappings[${j}].mappings[${k}]`, target);
        if (refusal !== undefined) return refusal;
      }
    }
  }
  return undefined;
}

export function createTransformationHandlers(): TenantHandlerMap<operations> {
  return {
    getIntegrationAgentTransformations(request) {
      const found = integrationAgentOf(request, request.parameters.sourceId);
      if ("missing" in found) return problem(404, "Not Found", `the agent is not registered: ${found.missing}`);
      const items = [...found.source.transformations.values()];
      return {
        status: 200,
        body: { sourceId: found.source.sourceId, transformations: { totalCount: items.length, items } },
      };
    },
    patchIntegrationAgentTransformations(request) {
      const found = integrationAgentOf(request, request.parameters.sourceId);
      if ("missing" in found) return problem(400, "Bad Request", found.missing);
      const reserved = reservedTarget(request.body.upsert ?? []);
      if (reserved !== undefined) return problem(400, "Bad Request", reserved);
      const refusal = applyCodePatch(
        found.source.transformations,
        request.body,
        "customCode",
        (t) => t.customCode,
        (t) => t,
      );
      if (refusal !== undefined) return problem(400, "Bad Request", refusal);
      return { status: 204 };
    },
  };
}
