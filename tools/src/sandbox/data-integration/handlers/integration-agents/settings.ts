// Integration agent registration (V2): Settings and OnPremiseSettings. "Settings GET is 404 until
// the agent is registered"; POST `{}` "only ensures and returns the registration"; POST and PATCH
// "create or update" with "null means no change and an empty string clears the value" (rule 6).
import type { components, operations } from "../../../../../../generated/types/data-integration.js";
import { problem } from "../../../kernel/answer.js";
import type { HandlerRequest, TenantHandlerMap } from "../../../kernel/handler-map.js";
import type { Tenant } from "../../../kernel/store.js";
import {
  addDataSource,
  agentOfClient,
  derivedId,
  multiTenantAgentIds,
  patchText,
  registerDataAgent,
  type DataAgent,
  type DataSource,
} from "../../model/registrations.js";
import { callerOf, integrationAgentOf, type DataRequest } from "../caller.js";
import { webhookAddressRefusal, type EventGateway } from "../../../gateway/index.js";

type Schemas = components["schemas"];
type SettingsRequest = Schemas["IntegrationAgentSettingsRequest"];

/** `{ agent, source, consumer }` as the settings endpoints answer. */
export function settingsView(agent: DataAgent, source: DataSource): Schemas["IntegrationAgentSettings"] {
  const channel = source.consumerType === "Webhook" ? "Webhook" : source.consumerType === "Grpc" ? "gRPC" : null;
  return {
    agent: {
      agentId: agent.agentId,
      agentCode: agent.agentCode,
      enabled: agent.enabled,
      description: agent.description,
      customProperties: agent.customProperties,
    },
    source: {
      sourceId: source.sourceId,
      sourceCode: source.sourceCode,
      applicationCode: source.applicationCode,
      isRegistered: source.isRegistered,
      enabled: source.enabled,
      description: source.description,
      consumerCode: source.consumerCode,
      consumerType: source.consumerType,
      consumerWebhookUrl: source.consumerWebhookUrl,
      customProperties: source.customProperties,
    },
    consumer: {
      consumerCode: source.consumerCode,
      consumerChannel: channel,
      consumerIsConnected: channel !== null,
      consumerStatus: "Healthy",
      consumerWebhookUrl: source.consumerWebhookUrl,
    },
  };
}

/**
 * Applies a settings body to a registration; refuses (naming the field) a `Webhook` consumer
 * without an address, since the reference makes `consumerWebhookUrl` "mandatory when `Webhook`".
 */
export function applySettings(agent: DataAgent, source: DataSource, body: SettingsRequest): string | undefined {
  const { agentDefinition: a, sourceDefinition: s } = body;
  // "An empty string clears the value": a cleared consumer type is no consumer.
  const consumerType = s?.consumerType === "" ? "None" : (s?.consumerType ?? source.consumerType);
  const consumerWebhookUrl = patchText(source.consumerWebhookUrl, s?.consumerWebhookUrl);
  if (consumerType === "Webhook" && consumerWebhookUrl === null) {
    return "body $.sourceDefinition.consumerWebhookUrl is mandatory when consumerType is Webhook";
  }
  agent.description = patchText(agent.description, a?.description);
  agent.customProperties = a?.customProperties ?? agent.customProperties;
  source.description = patchText(source.description, s?.description);
  source.customProperties = s?.customProperties ?? source.customProperties;
  source.consumerType = consumerType;
  source.consumerWebhookUrl = consumerWebhookUrl;
  return undefined;
}

/**
 * The caller's registration, made on first use: a multi-tenant agent identified by its service
 * account (rule 1), whose agent, application and consumer codes are the client id ("For cloud
 * external applications the consumer code is the global application code"; how that code is
 * chosen is not shown) and whose consumer is bound to it (rule 5).
 */
function ensureRegistration(request: HandlerRequest<unknown, Tenant>) {
  const found = integrationAgentOf(request);
  if ("agent" in found) return found;
  const { tenant, clientId } = callerOf(request);
  const ids = multiTenantAgentIds(clientId);
  const agent = agentOfClient(tenant, clientId);
  // An agent made by V1 (POST /api/v1/DataAgents, ImportDataAgent) has no source yet: Settings gives it one.
  if (agent !== undefined) {
    addDataSource(tenant, {
      sourceId: derivedId("data-source", agent.agentId),
      agentId: agent.agentId,
      sourceCode: agent.agentCode,
      applicationCode: agent.agentCode,
      consumerCode: agent.agentCode,
      consumerClientId: clientId,
      enabled: agent.enabled,
      description: null,
      consumerType: "None",
      consumerWebhookUrl: null,
    });
  } else {
    registerDataAgent(tenant, {
      agentCode: clientId,
      clientId,
      agentId: ids.agentId,
      sourceId: ids.sourceId,
      multiTenant: true,
      createdOn: new Date(request.clock.now()).toISOString(),
    });
  }
  const made = integrationAgentOf(request);
  if (!("agent" in made)) throw new Error(made.missing);
  return made;
}

function badRequest(detail: string) {
  return problem(400, "Bad Request", detail);
}

export function createRegistrationHandlers(gateway: EventGateway): TenantHandlerMap<operations> {
  type Upserted = { ok: true; agent: DataAgent; source: DataSource } | { ok: false; refusal: string };
  const upsert = async (
    request: DataRequest<"postIntegrationAgentSettings" | "patchIntegrationAgentSettings">,
  ): Promise<Upserted> => {
    const address = await webhookAddressRefusal(
      gateway,
      "body $.sourceDefinition.consumerWebhookUrl",
      request.body.sourceDefinition?.consumerWebhookUrl,
    );
    if (address !== undefined) return { ok: false, refusal: address };
    if (request.parameters.sourceId !== undefined) {
      const found = integrationAgentOf(request, request.parameters.sourceId);
      if ("missing" in found) return { ok: false, refusal: found.missing };
    }
    const { agent, source } = ensureRegistration(request);
    const refusal = applySettings(agent, source, request.body);
    return refusal === undefined ? { ok: true, agent, source } : { ok: false, refusal };
  };
  return {
    getIntegrationAgentSettings(request) {
      const found = integrationAgentOf(request, request.parameters.sourceId);
      if ("missing" in found) return problem(404, "Not Found", `the agent is not registered: ${found.missing}`);
      return { status: 200, body: settingsView(found.agent, found.source) };
    },
    async postIntegrationAgentSettings(request) {
      const done = await upsert(request);
      if (!done.ok) return badRequest(done.refusal);
      return { status: 200, body: settingsView(done.agent, done.source) };
    },
    async patchIntegrationAgentSettings(request) {
      const done = await upsert(request);
      return done.ok ? { status: 204 } : badRequest(done.refusal);
    },
    getIntegrationAgentOnPremiseSettings(request) {
      const found = integrationAgentOf(request, request.parameters.sourceId);
      if ("missing" in found) return badRequest(found.missing);
      return { status: 200, body: settingsView(found.agent, found.source) };
    },
    async patchIntegrationAgentOnPremiseSettings(request) {
      const found = integrationAgentOf(request, request.parameters.sourceId);
      if ("missing" in found) return badRequest(found.missing);
      const address = await webhookAddressRefusal(
        gateway,
        "body $.sourceDefinition.consumerWebhookUrl",
        request.body.sourceDefinition?.consumerWebhookUrl,
      );
      if (address !== undefined) return badRequest(address);
      const refusal = applySettings(found.agent, found.source, request.body);
      return refusal === undefined ? { status: 204 } : badRequest(refusal);
    },
  };
}
