// ConfigureConsumer (V2 and V1): "Each consumer flag of ConfigureConsumer enables the message types
// listed there", with PATCH semantics: "all flags optional; null means no change"; the rate limit
// "null means no change; empty string removes the limit".
import type { components, operations } from "../../../../../../generated/types/data-integration.js";
import { problem } from "../../../kernel/answer.js";
import type { TenantHandlerMap } from "../../../kernel/handler-map.js";
import { parseTimeSpan } from "../../../../../../src/values/index.js";
import { registrations, type ConsumerFlags, type DataAgent, type DataSource } from "../../model/registrations.js";
import { callerOf, integrationAgentOf, sourceById } from "../caller.js";

type Schemas = components["schemas"];

function applyFlags(source: DataSource, body: Schemas["ConfigureConsumerFlags"]): void {
  for (const name of Object.keys(source.consumerFlags) as (keyof ConsumerFlags)[]) {
    const value = body[name];
    if (typeof value === "boolean") source.consumerFlags[name] = value;
  }
}

function applyRateLimit(source: DataSource, settings: Schemas["ConfigureConsumerSettings"] | undefined): void {
  if (settings === undefined) return;
  if (settings.rateLimitInterval === "") {
    source.rateLimit = { rateLimit: undefined, rateLimitInterval: undefined };
    return;
  }
  if (typeof settings.rateLimit === "number") source.rateLimit.rateLimit = settings.rateLimit;
  if (typeof settings.rateLimitInterval === "string") source.rateLimit.rateLimitInterval = settings.rateLimitInterval;
}

/**
 * Rule 4: "Custom property `AutoRefreshStatusInterval` (a time span written as d.hh:mm:ss) must be
 * set on the agent when the refreshSourceStatus notification is turned on."
 */
function refreshStatusRefusal(
  agent: DataAgent | undefined,
  body: Schemas["ConfigureConsumerFlags"],
): string | undefined {
  if (body.refreshSourceStatus !== true) return undefined;
  const interval = agent?.customProperties?.find((p) => p.key === "AutoRefreshStatusInterval")?.value;
  try {
    parseTimeSpan(interval, "AutoRefreshStatusInterval");
    return undefined;
  } catch (error) {
    return (
      `body $.refreshSourceStatus: rule 4: the agent's custom property ` +
      `AutoRefreshStatusInterval must be set to a time span (d.hh:mm:ss) first ` +
      `(${(error as Error).message})`
    );
  }
}

export function createConsumerConfigurationHandlers(): TenantHandlerMap<operations> {
  return {
    configureIntegrationAgentConsumer(request) {
      const found = integrationAgentOf(request);
      if ("missing" in found) return problem(400, "Bad Request", found.missing);
      const refusal = refreshStatusRefusal(found.agent, request.body);
      if (refusal !== undefined) return problem(400, "Bad Request", refusal);
      applyFlags(found.source, request.body);
      applyRateLimit(found.source, request.body.settings ?? undefined);
      return { status: 204 };
    },
    configureDataSourceConsumer(request) {
      const { tenant, clientId } = callerOf(request);
      const source = sourceById(tenant, request.parameters.id);
      if (source === undefined)
        return problem(
          400,
          "Bad Request",
          `path id ${request.parameters.id}: no data source with this id in tenant ${tenant.tenantId}`,
        );
      // Rule 5: the consumer "is used only together with that service account and cannot be changed".
      if (source.consumerClientId !== undefined && source.consumerClientId !== clientId) {
        return problem(
          400,
          "Bad Request",
          `path id ${source.sourceId}: its consumer is bound to the ` +
            `service account that registered it, not to ${clientId}`,
        );
      }
      const refusal = refreshStatusRefusal(registrations(tenant).agents.get(source.agentId), request.body);
      if (refusal !== undefined) return problem(400, "Bad Request", refusal);
      applyFlags(source, request.body);
      return { status: 204 };
    },
  };
}
