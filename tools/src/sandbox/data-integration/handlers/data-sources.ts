// V1 data sources and registration (obsolete): GET DataSources/{id}, Process/ImportDataAgent,
// Process/ImportDataSource ("Registers or updates") and DataSources/{id}/IntegrationSettings
// ("Null means no change, an empty string clears").
import type { components, operations } from "../../../../../generated/types/data-integration.js";
import { problem } from "../../kernel/answer.js";
import type { TenantHandlerMap } from "../../kernel/handler-map.js";
import {
  addDataAgent,
  addDataSource,
  registrations,
  RegistrationError,
  type DataSource,
} from "../model/registrations.js";
import { applyDefinition, findAgent, patchText } from "../model/registrations.js";
import { callerOf, sourceById } from "./caller.js";
import { webhookAddressRefusal, type EventGateway } from "../../gateway/index.js";
import { newId } from "../../kernel/ids.js";

type Schemas = components["schemas"];

const badRequest = (detail: string) => problem(400, "Bad Request", detail);

function sourceRecord(source: DataSource): Schemas["DataSourceRecord"] {
  return {
    id: source.sourceId,
    agentId: source.agentId,
    name: source.sourceCode,
    description: source.description,
    enabled: source.enabled,
    applicationCode: source.applicationCode,
    clientId: source.consumerClientId ?? null,
    consumerCode: source.consumerCode,
    consumerType: source.consumerType,
    consumerWebhookUrl: source.consumerWebhookUrl,
    useIntegrationProfile: source.useIntegrationProfile,
    useConsumerSettings: source.useConsumerSettings,
  };
}

function applyIntegrationSettings(
  source: DataSource,
  body: Schemas["DataSourceIntegrationSettings"],
): string | undefined {
  if (
    body.clientId !== undefined &&
    body.clientId !== null &&
    source.consumerClientId !== undefined &&
    body.clientId !== source.consumerClientId
  ) {
    return `body $.clientId: the consumer is bound to ${source.consumerClientId} and "cannot be changed" (rule 5)`;
  }
  // "An empty string clears the value": a cleared consumer type is no consumer.
  const consumerType = body.consumerType === "" ? "None" : (body.consumerType ?? source.consumerType);
  const consumerWebhookUrl = patchText(source.consumerWebhookUrl, body.consumerWebhookUrl);
  if (consumerType === "Webhook" && consumerWebhookUrl === null)
    return "body $.consumerWebhookUrl is mandatory when consumerType is Webhook";
  source.applicationCode = patchText(source.applicationCode, body.applicationCode) ?? "";
  source.consumerCode = patchText(source.consumerCode, body.consumerCode) ?? "";
  if (typeof body.clientId === "string" && body.clientId !== "") source.consumerClientId = body.clientId;
  source.consumerType = consumerType;
  source.consumerWebhookUrl = consumerWebhookUrl;
  if (typeof body.useIntegrationProfile === "boolean") source.useIntegrationProfile = body.useIntegrationProfile;
  if (typeof body.useConsumerSettings === "boolean") source.useConsumerSettings = body.useConsumerSettings;
  return undefined;
}

export function createDataSourceHandlers(gateway: EventGateway): TenantHandlerMap<operations> {
  return {
    getDataSource(request) {
      const source = sourceById(callerOf(request).tenant, request.parameters.id);
      return source === undefined
        ? problem(404, "Not Found", `no data source ${request.parameters.id}`)
        : { status: 200, body: sourceRecord(source) };
    },
    importDataAgent(request) {
      const { tenant, clientId } = callerOf(request);
      const body = request.body;
      const existing = (body.id === undefined ? undefined : findAgent(tenant, body.id)) ?? findAgent(tenant, body.code);
      if (existing !== undefined) {
        if (request.parameters.allowUpdate !== true)
          return badRequest(
            `agent ${existing.agentId} (${existing.agentCode}) is registered; allowUpdate=true updates it`,
          );
        const refusal = applyDefinition(existing, body);
        return refusal === undefined ? { status: 200 } : badRequest(refusal);
      }
      try {
        const agent = addDataAgent(tenant, {
          agentCode: body.code,
          clientId,
          ...(body.id === undefined ? {} : { agentId: body.id }),
          createdOn: new Date(request.clock.now()).toISOString(),
        });
        applyDefinition(agent, body);
        return { status: 201 };
      } catch (error) {
        if (error instanceof RegistrationError) return badRequest(error.message);
        throw error;
      }
    },
    importDataSource(request) {
      const { tenant, clientId } = callerOf(request);
      const body = request.body;
      const agent = findAgent(tenant, body.agentId);
      if (agent === undefined)
        return badRequest(`body $.agentId: no data agent ${body.agentId} in tenant ${tenant.tenantId}`);
      const { sources } = registrations(tenant);
      const existing =
        (body.id === undefined ? undefined : sources.get(body.id)) ??
        [...sources.values()].find((s) => s.sourceCode === body.name);
      if (existing !== undefined) {
        if (request.parameters.allowUpdate !== true)
          return badRequest(
            `data source ${existing.sourceId} (${existing.sourceCode}) is registered; allowUpdate=true updates it`,
          );
        existing.sourceCode = body.name;
        existing.description = patchText(existing.description, body.description);
        if (typeof body.enabled === "boolean") existing.enabled = body.enabled;
        return { status: 200 };
      }
      addDataSource(tenant, {
        sourceId: body.id ?? newId(),
        agentId: agent.agentId,
        sourceCode: body.name,
        applicationCode: agent.agentCode,
        consumerCode: agent.agentCode,
        consumerClientId: clientId,
        enabled: body.enabled ?? true,
        description: body.description ?? null,
        consumerType: "None",
        consumerWebhookUrl: null,
      });
      return { status: 201 };
    },
    async patchDataSourceIntegrationSettings(request) {
      const { tenant } = callerOf(request);
      const source = sourceById(tenant, request.parameters.id);
      if (source === undefined)
        return badRequest(`path id ${request.parameters.id}: no data source with this id in tenant ${tenant.tenantId}`);
      const address = await webhookAddressRefusal(
        gateway,
        "body $.consumerWebhookUrl",
        request.body.consumerWebhookUrl,
      );
      if (address !== undefined) return badRequest(address);
      const refusal = applyIntegrationSettings(source, request.body);
      return refusal === undefined ? { status: 204 } : badRequest(refusal);
    },
  };
}
