// The data integration service of the sandbox: one handler map per resource, in the reference's
// words, and what a tenant holds in it.
import type { operations } from "../../../generated/types/data-integration.js";
import type { components } from "../../../generated/types/sandbox-control.js";
import { combineHandlers, type TenantHandlerMap } from "../handlers.js";
import type { ServiceContext, ServiceModule } from "../service-module.js";
import { REGISTRATIONS } from "./agents.js";
import { createConsumerConfigurationHandlers } from "./consumer-configuration.js";
import { applyDataIntegrationSeed, createDataIntegrationControlHandlers } from "./control.js";
import { dataEventObserver } from "./data-events.js";
import { createDataAgentHandlers } from "./data-agents.js";
import { createDataModelHandlers, DATA_MODELS } from "./data-models.js";
import { createDataSourceHandlers } from "./data-sources.js";
import { createIntegrationProfileHandlers, PROFILE } from "./integration-profiles.js";
import { createOperatingLogHandlers, logQueueItem, OPERATING_LOG } from "./operating-log.js";
import { createProcessedDataResultHandlers, rememberProfile, RESULT_PROFILES } from "./processed-data-results.js";
import { createPublishingHandlers } from "./publishing.js";
import { QUERY_RECORDS } from "./query-store.js";
import { createQueryingHandlers, DEFAULT_DELETED_RECORDS_KEPT_SECONDS } from "./querying.js";
import { PUBLISHED_BATCHES, QUEUE_ITEMS, resumeQueueItems, type QueueItemObserver } from "./queue-item.js";
import { createRegistrationHandlers } from "./registration.js";
import { createStatusHandlers } from "./statuses.js";
import { createSupportedFeatureHandlers } from "./supported-features.js";
import { createTransformationHandlers } from "./transformations.js";

export { registerDataAgent, RegistrationError, type RegisterDataAgentOptions } from "./agents.js";

/** The seed's `dataIntegration` settings. */
export type DataIntegrationSettings = NonNullable<components["schemas"]["SandboxSeed"]["dataIntegration"]>;

/** What the queue items' moves cause besides themselves: the operating log and the data events. */
function queueItemObserver(context: ServiceContext): QueueItemObserver {
  const events = dataEventObserver(context.gateway);
  return {
    statusChanged(tenant, item) {
      logQueueItem(tenant, item, new Date(context.clock.now()).toISOString());
      events.statusChanged(tenant, item);
    },
    recordsChanged(tenant, item) {
      rememberProfile(tenant, item);
      events.recordsChanged(tenant, item);
    },
  };
}

/** Every modelled operation of the data integration service, one map per resource. */
function createDataIntegrationHandlers(context: ServiceContext): TenantHandlerMap<operations> {
  const settings: DataIntegrationSettings = context.seed.dataIntegration ?? {};
  return combineHandlers(
    createRegistrationHandlers(),
    createConsumerConfigurationHandlers(),
    createTransformationHandlers(),
    createStatusHandlers(),
    createSupportedFeatureHandlers(),
    createPublishingHandlers(queueItemObserver(context)),
    createQueryingHandlers((settings.deletedRecordsKeptSeconds ?? DEFAULT_DELETED_RECORDS_KEPT_SECONDS) * 1000),
    createProcessedDataResultHandlers(),
    createIntegrationProfileHandlers(),
    createOperatingLogHandlers(),
    createDataModelHandlers(),
    createDataAgentHandlers(),
    createDataSourceHandlers(),
  );
}

export const dataIntegrationModule: ServiceModule = {
  service: "data-integration",
  // "Registration and data calls need tenant context."
  tenantContext: true,
  stores: [REGISTRATIONS, DATA_MODELS, PROFILE, QUERY_RECORDS, PUBLISHED_BATCHES, QUEUE_ITEMS, RESULT_PROFILES, OPERATING_LOG],
  handlers: createDataIntegrationHandlers,
  controlHandlers: createDataIntegrationControlHandlers,
  applySeed: (context, seed) => applyDataIntegrationSeed(context.tenants, seed),
  resume(context) {
    const observer = queueItemObserver(context);
    for (const tenantId of context.tenants.ids()) resumeQueueItems(context.tenants.of(tenantId), context.clock, observer);
  },
};
