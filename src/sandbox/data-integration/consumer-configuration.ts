// ConfigureConsumer (V2 and V1): "Each consumer flag of ConfigureConsumer enables the message types
// listed there", with PATCH semantics: "all flags optional; null means no change"; the rate limit
// "null means no change; empty string removes the limit".
import type { components, operations } from "../../../generated/types/data-integration.js";
import { problem } from "../answer.js";
import type { ConsumerRateLimit } from "../gateway/rate-limit.js";
import type { HandlerMap } from "../handlers.js";
import type { ConsumerFlags, DataSource } from "./agents.js";
import { callerOf, integrationAgentOf, sourceById } from "./integration-agent.js";

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

/** The source's delivery rate limit for the gateway, once both members are set. */
export function consumerRateLimit(source: DataSource): ConsumerRateLimit | undefined {
  const { rateLimit, rateLimitInterval } = source.rateLimit;
  return rateLimit !== undefined && rateLimit > 0 && rateLimitInterval !== undefined ? { limit: rateLimit, interval: rateLimitInterval } : undefined;
}

export function createConsumerConfigurationHandlers(): HandlerMap<operations> {
  return {
    configureIntegrationAgentConsumer(request) {
      const found = integrationAgentOf(request);
      if ("missing" in found) return problem(400, "Bad Request", found.missing);
      applyFlags(found.source, request.body);
      applyRateLimit(found.source, request.body.settings);
      return { status: 204 };
    },
    configureDataSourceConsumer(request) {
      const { tenant, clientId } = callerOf(request);
      const source = sourceById(tenant, request.parameters.id);
      if (source === undefined) return problem(400, "Bad Request", `path id ${request.parameters.id}: no data source with this id in tenant ${tenant.tenantId}`);
      // Rule 5: the consumer "is used only together with that service account and cannot be changed".
      if (source.consumerClientId !== undefined && source.consumerClientId !== clientId) {
        return problem(400, "Bad Request", `path id ${source.sourceId}: its consumer is bound to the service account that registered it, not to ${clientId}`);
      }
      applyFlags(source, request.body);
      return { status: 204 };
    },
  };
}
