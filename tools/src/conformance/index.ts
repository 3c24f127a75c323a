// The webhook conformance kit: checks any team's webhook endpoint against the reference's
// webhook validation and delivery rules by acting as the message gateway.
export type { CheckFamily, CheckResult, CheckStatus } from "./webhook/webhook-check.js";
export { catalogueMessageTypes, KIT_TENANT } from "./webhook/context.js";
export { toJUnitXml } from "./webhook/junit.js";
export { startObserveServer, type ObserveServer, type ProcessingObserver } from "./webhook/observer.js";
export { formatResult, formatSummary } from "./webhook/webhook-report.js";
export {
  checkFamilies,
  startConformanceKit,
  type ConformanceKit,
  type ConformanceKitOptions,
  type ConformanceReport,
  type ConformanceRunOptions,
} from "./webhook/runner.js";
export { UNKNOWN_KID_JWKS_FETCH_BOUND, UNKNOWN_KID_TOKENS } from "./webhook/token-attacks.js";

// Provider verification (`verify-service`): the reference's rules as flows against any
// implementation of the platform's services, scored per capability.
export { junitXml, type JUnitRun } from "./webhook/junit.js";
export {
  CAPABILITIES,
  type Capability,
  type Evidence,
  type ServiceCheckResult,
  type ServiceRule,
} from "./service/service-check.js";
export type { ArazzoExport } from "./service/arazzo.js";
export { VerifyServiceInputError } from "./service/preflight.js";
export {
  DEFAULT_MAX_ANSWER_BYTES,
  MAX_ANSWER_BYTES_LIMIT,
  MAX_SAME_ORIGIN_HOPS,
  MIN_ANSWER_BYTES,
} from "./service/provider-fetch.js";
export {
  formatScoreTable,
  formatServiceResult,
  formatServiceSummary,
  toJsonReport,
  toServiceJUnitXml,
  type JsonCheck,
  type ServiceVerificationReport,
} from "./service/service-report.js";
export type { CapabilityScore, Score } from "./service/score.js";
export { verifyService } from "./service/verify-service.js";
export { serviceCheckIds, type VerifyServiceOptions } from "./service/verify-options.js";
