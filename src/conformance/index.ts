// The webhook conformance kit: checks any team's webhook endpoint against the reference's
// webhook validation and delivery rules by acting as the message gateway.
export type { CheckFamily, CheckResult, CheckStatus } from "./check.js";
export { catalogueMessageTypes, KIT_TENANT } from "./context.js";
export { toJUnitXml } from "./junit.js";
export { startObserveServer, type ObserveServer, type ProcessingObserver } from "./observer.js";
export { formatResult, formatSummary } from "./report.js";
export {
  checkFamilies,
  startConformanceKit,
  type ConformanceKit,
  type ConformanceKitOptions,
  type ConformanceReport,
  type ConformanceRunOptions,
} from "./runner.js";
export { UNKNOWN_KID_JWKS_FETCH_BOUND, UNKNOWN_KID_TOKENS } from "./token-attacks.js";
