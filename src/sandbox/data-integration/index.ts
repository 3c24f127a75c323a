// The data integration service of the sandbox: one handler map per resource, in the reference's words.
import type { operations } from "../../../generated/types/data-integration.js";
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
import { createProcessedDataResultHandlers } from "./processed-data-results.js";
import { createPublishingHandlers } from "./publishing.js";
import { createQueryingHandlers } from "./querying.js";
import type { QueueItemObserver } from "./queue-item.js";
import { createRegistrationHandlers } from "./registration.js";
import { createStatusHandlers } from "./statuses.js";
import { createSupportedFeatureHandlers } from "./supported-features.js";
import { createTransformationHandlers } from "./transformations.js";

export { registerDataAgent, RegistrationError, type RegisterDataAgentOptions } from "./agents.js";

/** Every modelled operation of the data integration service, one map per resource. */
export function createDataIntegrationHandlers(clock: SandboxClock, gateway: EventGateway): HandlerMap<operations>[] {
  const events = dataEventObserver(gateway);
  const observer: QueueItemObserver = {
    statusChanged(tenant, item) {
      logQueueItem(tenant, item, new Date(clock.now()).toISOString());
      events.statusChanged(tenant, item);
    },
    recordsChanged: (tenant, item) => events.recordsChanged(tenant, item),
  };
  return [
    createRegistrationHandlers(),
    createConsumerConfigurationHandlers(),
    createTransformationHandlers(),
    createStatusHandlers(),
    createSupportedFeatureHandlers(),
    createPublishingHandlers(observer),
    createQueryingHandlers(),
    createProcessedDataResultHandlers(),
    createIntegrationProfileHandlers(),
    createOperatingLogHandlers(),
    createDataModelHandlers(),
    createDataAgentHandlers(),
    createDataSourceHandlers(),
  ];
}
