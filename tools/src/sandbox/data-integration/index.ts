// The data integration service as the rest of the sandbox sees it.
export { dataIntegrationPart } from "./module.js";
export { addDataModel } from "./model/data-models.js";
export { registerDataAgent, RegistrationError, type RegisterDataAgentOptions } from "./model/registrations.js";
