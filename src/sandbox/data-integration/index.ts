// The data integration service of the sandbox: one handler map per resource, in the reference's words.
import type { operations } from "../../../generated/types/data-integration.js";
import type { components } from "../../../generated/types/sandbox-control.js";
import type { SandboxClock } from "../clock.js";
import type { EventGateway } from "../gateway/index.js";
import type { HandlerMap } from "../handlers.js";
import { createConsumerConfigurationHandlers } from "./consumer-configuration.js";
import { dataEventObserver } from "./data-events.js";
import { createDataAgentHandlers } from "./data-agents.js";
import { createDataModelHandlers } from "./data-models.js";
import { createDataSourceHandlers } from "./data-sources.js";
import { createIntegrationProfileHandlers } from "./integration-profiles.js";
import { createOperatingLogHandlers, logQueueItem } from "./operating-log.js";
import { createProcessedDataResultHandlers, rememberProfile } from "./processed-data-results.js";
import { createPublishingHandlers } from "./publishing.js";
import { createQueryingHandlers, DEFAULT_DELETED_RECORDS_KEPT_SECONDS } from "./querying.js";
import type { QueueItemObserver } from "./queue-item.js";
import { createRegistrationHandlers } from "./registration.js";
import { createStatusHandlers } from "./statuses.js";
import { createSupportedFeatureHandlers } from "./supported-features.js";
import { createTransformationHandlers } from "./transformations.js";

export { registerDataAgent, RegistrationError, type RegisterDataAgentOptions } from "./agents.js";

/** The seed's `dataIntegration` settings. */
export type DataIntegrationSettings = NonNullable<components["schemas"]["SandboxSeed"]["dataIntegration"]>;

/** Every modelled operation of the data integration service, one map per resource. */
export function createDataIntegrationHandlers(clock: SandboxClock, gateway: EventGateway, settings: DataIntegrationSettings = {}): HandlerMap<operations>[] {
  const events = dataEventObserver(gateway);
  const observer: QueueItemObserver = {
    statusChanged(tenant, item) {
      logQueueItem(tenant, item, new Date(clock.now()).toISOString());
      events.statusChanged(tenant, item);
    },
    recordsChanged(tenant, item) {
      rememberProfile(tenant, item);
      events.recordsChanged(tenant, item);
    },
  };
  return [
    createRegistrationHandlers(),
    createConsumerConfigurationHandlers(),
    createTransformationHandlers(),
    createStatusHandlers(),
    createSupportedFeatureHandlers(),
    createPublishingHandlers(observer),
    createQueryingHandlers((settings.deletedRecordsKeptSeconds ?? DEFAULT_DELETED_RECORDS_KEPT_SECONDS) * 1000),
    createProcessedDataResultHandlers(),
    createIntegrationProfileHandlers(),
    createOperatingLogHandlers(),
    createDataModelHandlers(),
    createDataAgentHandlers(),
    createDataSourceHandlers(),
  ];
}
