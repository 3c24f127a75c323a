// Request and answer validation against the bundled specs.
export { createSpecValidator, type SpecValidator, type SpecValidatorOptions } from "./spec-validator.js";
export type { IncomingRequest, RequestViolation, ValidatedRequest } from "./validate-request.js";
export { DETAILED_ERRORS_BYTES } from "./validate-request.js";
export { MAX_LISTED_PROBLEMS } from "./schema-checks.js";
export { PROTOTYPE_KEY_TITLE } from "./parse-body.js";
