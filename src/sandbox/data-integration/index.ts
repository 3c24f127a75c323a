// The data integration service of the sandbox: one handler map per resource, in the reference's words.
import type { operations } from "../../../generated/types/data-integration.js";
import type { HandlerMap } from "../handlers.js";
import { createConsumerConfigurationHandlers } from "./consumer-configuration.js";
import { createRegistrationHandlers } from "./registration.js";
import { createStatusHandlers } from "./statuses.js";
import { createSupportedFeatureHandlers } from "./supported-features.js";
import { createTransformationHandlers } from "./transformations.js";

export { registerDataAgent, RegistrationError, type RegisterDataAgentOptions } from "./agents.js";

/** Every modelled operation of the data integration service, one map per resource. */
export function createDataIntegrationHandlers(): HandlerMap<operations>[] {
  return [createRegistrationHandlers(), createConsumerConfigurationHandlers(), createTransformationHandlers(), createStatusHandlers(), createSupportedFeatureHandlers()];
}
