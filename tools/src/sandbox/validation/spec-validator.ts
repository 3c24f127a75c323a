// Request and answer validation against the bundled specs, as the pipeline's validate and
// check-answer stages and the conformance kit's judge of answers use it.
import type { SandboxAnswer } from "../kernel/answer.js";
import type { Json, SpecOperation } from "../kernel/route-table.js";
import { createSchemaChecks } from "./schema-checks.js";
import { validateAnswer } from "./validate-answer.js";
import {
  validateRequest,
  type IncomingRequest,
  type RequestViolation,
  type ValidatedRequest,
} from "./validate-request.js";

export interface SpecValidator {
  validateRequest(
    op: SpecOperation,
    request: IncomingRequest,
  ): Promise<ValidatedRequest | { violations: RequestViolation[] }>;
  /** Every way `answer` departs from the operation's documented answers; empty when it is documented. */
  validateAnswer(op: SpecOperation, answer: SandboxAnswer): Promise<string[]>;
}

/** Options of {@link createSpecValidator}. */
export interface SpecValidatorOptions {
  /** Deepest nesting of arrays and objects in a JSON body; a deeper one is a violation. */
  readonly jsonDepth: number;
  /**
   * The specs whose request bodies hold strings of at most MAX_STORED_TEXT characters outside record values
   * (stored-text.ts). Default none.
   */
  readonly boundedText?: ReadonlySet<string>;
  /**
   * Answers take record values as published, unchecked: for the sandbox, which checked each value
   * when it was published. Default false, every value checked: a judge of another provider's
   * answers (verify-service) cannot know how its values were checked.
   */
  readonly trustRecordValues?: boolean;
}

/** Validators for the bundled `documents` (spec name -> document). */
export function createSpecValidator(
  documents: ReadonlyMap<string, Json>,
  options: SpecValidatorOptions,
): SpecValidator {
  const checks = createSchemaChecks(documents);
  return {
    validateRequest: (op, request) => validateRequest(op, request, checks, options),
    validateAnswer: (op, answer) => validateAnswer(op, answer, checks, options.trustRecordValues === true),
  };
}
