// Events on demand (`POST /_sandbox/triggers`, `integration-contracts trigger`): each message type's
// trigger drives the platform's own transition on a tenant's real state.
export { runTrigger, type TriggerContext, type TriggerRequest, type TriggerResult } from "./run-trigger.js";
export { TRIGGERS } from "./table.js";
export { TriggerRefusal, type Trigger } from "./trigger.js";
