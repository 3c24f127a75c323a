// The data integration service of the sandbox: one handler map per resource, in the reference's
// words, its part of the control API and of the inspector, and what a tenant holds in it.
import type { operations } from "../../../../generated/types/data-integration.js";
import type { components } from "../../../../generated/types/sandbox-control.js";
import { combineHandlers, type TenantHandlerMap } from "../kernel/handler-map.js";
import type { SandboxPart } from "../kernel/part.js";
import { platformOf, type PlatformContext } from "../platform/platform-context.js";
import { createDataAgentHandlers } from "./handlers/data-agents.js";
import { createDataModelHandlers } from "./handlers/data-models.js";
import { createDataSourceHandlers } from "./handlers/data-sources.js";
import { createConsumerConfigurationHandlers } from "./handlers/integration-agents/consumer.js";
import { createRegistrationHandlers } from "./handlers/integration-agents/settings.js";
import { createStatusHandlers } from "./handlers/integration-agents/statuses.js";
import { createSupportedFeatureHandlers } from "./handlers/integration-agents/supported-features.js";
import { createTransformationHandlers } from "./handlers/integration-agents/transformations.js";
import { createDataIntegrationInspectorReads } from "./handlers/inspector-reads.js";
import { createIntegrationProfileHandlers } from "./handlers/integration-profiles.js";
import { createOperatingLogHandlers } from "./handlers/operating-logs.js";
import { createProcessedDataResultHandlers } from "./handlers/querying-data/processed-data-results.js";
import { createQueryingHandlers } from "./handlers/querying-data/records.js";
import { createDataIntegrationControlHandlers } from "./handlers/sandbox-control.js";
import { createPublishingHandlers } from "./handlers/sourcing-data.js";
import { dataEventObserver } from "./model/data-events.js";
import { DATA_MODELS } from "./model/data-models.js";
import { logQueueItem, OPERATING_LOG } from "./model/operating-log.js";
import { PROFILE } from "./model/profiles.js";
import { QUERY_RECORDS } from "./model/query-store.js";
import { PUBLISHED_BATCHES, QUEUE_ITEMS, resumeQueueItems, type QueueItemObserver } from "./model/queue-items.js";
import { DEFAULT_DELETED_RECORDS_KEPT_SECONDS } from "./model/record-selection.js";
import { REGISTRATIONS } from "./model/registrations.js";
import { rememberProfile, RESULT_PROFILES } from "./model/result-profiles.js";
import { applyDataIntegrationSeed } from "./model/seed.js";

/** The seed's `dataIntegration` settings. */
type DataIntegrationSettings = NonNullable<components["schemas"]["SandboxSeed"]["dataIntegration"]>;

/** What the queue items' moves cause besides themselves: the operating log and the data events. */
export function queueItemObserver(context: Pick<PlatformContext, "clock" | "gateway">): QueueItemObserver {
  const events = dataEventObserver(context.gateway);
  const { clock } = context;
  return {
    statusChanged(tenant, item) {
      logQueueItem(tenant, item, new Date(clock.now()).toISOString());
      events.statusChanged(tenant, item);
    },
    recordsChanged(tenant, item) {
      rememberProfile(tenant, item);
      events.recordsChanged(tenant, item);
    },
  };
}

/** Every modelled operation of the data integration service, one map per resource. */
function createDataIntegrationHandlers(context: PlatformContext): TenantHandlerMap<operations> {
  const { gateway } = context;
  const settings: DataIntegrationSettings = context.seed.dataIntegration ?? {};
  return combineHandlers(
    createRegistrationHandlers(gateway),
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
    createDataSourceHandlers(gateway),
  );
}

export const dataIntegrationPart: SandboxPart = {
  name: "data-integration",
  stores: [
    REGISTRATIONS,
    DATA_MODELS,
    PROFILE,
    QUERY_RECORDS,
    PUBLISHED_BATCHES,
    QUEUE_ITEMS,
    RESULT_PROFILES,
    OPERATING_LOG,
  ],
  service: {
    spec: "data-integration",
    // "Registration and data calls need tenant context."
    tenantContext: true,
    handlers: (context) => createDataIntegrationHandlers(platformOf(context)),
    controlHandlers: (context) => createDataIntegrationControlHandlers(platformOf(context)),
    inspectorReads: (context) => createDataIntegrationInspectorReads(platformOf(context)),
  },
  applySeed: (context, seed) => applyDataIntegrationSeed(context.tenants, seed),
  resume(context) {
    const platform = platformOf(context);
    const observer = queueItemObserver(platform);
    const clock = platform.clock;
    for (const tenantId of context.tenants.ids()) resumeQueueItems(context.tenants.of(tenantId), clock, observer);
  },
};
