// integration-contracts/validators: one ajv validator per named schema, generated from the specs
// (no schema compilation at run time), and the formatter that tells their errors in words.
export * from "../../generated/validators/index.js";
export { businessRules } from "../../generated/validators/rules.js";
export {
  describeValidationErrors,
  formatValidationErrors,
  jsonPath,
  type DescribeOptions,
  type ValidationProblem,
} from "./format.js";
