// The data integration service of the sandbox: one handler map per resource, in the reference's words.
import type { operations } from "../../../generated/types/data-integration.js";
import type { SandboxClock } from "../clock.js";
import type { HandlerMap } from "../handlers.js";
import { createConsumerConfigurationHandlers } from "./consumer-configuration.js";
import { createIntegrationProfileHandlers } from "./integration-profiles.js";
import { createOperatingLogHandlers, logQueueItem } from "./operating-log.js";
import { createPublishingHandlers } from "./publishing.js";
import { createQueryingHandlers } from "./querying.js";
import type { QueueItemObserver } from "./queue-item.js";
import { createRegistrationHandlers } from "./registration.js";
import { createStatusHandlers } from "./statuses.js";
import { createSupportedFeatureHandlers } from "./supported-features.js";
import { createTransformationHandlers } from "./transformations.js";

export { registerDataAgent, RegistrationError, type RegisterDataAgentOptions } from "./agents.js";

/** Every modelled operation of the data integration service, one map per resource. */
export function createDataIntegrationHandlers(clock: SandboxClock): HandlerMap<operations>[] {
  const observer: QueueItemObserver = {
    statusChanged: (tenant, item) => logQueueItem(tenant, item, new Date(clock.now()).toISOString()),
    recordsChanged: () => {},
  };
  return [
    createRegistrationHandlers(),
    createConsumerConfigurationHandlers(),
    createTransformationHandlers(),
    createStatusHandlers(),
    createSupportedFeatureHandlers(),
    createPublishingHandlers(observer),
    createQueryingHandlers(),
    createIntegrationProfileHandlers(),
    createOperatingLogHandlers(),
  ];
}
