// The answers that broke the spec and the failures of the sandbox itself (a timer, an event that
// breaks its schema): each one a sandbox bug, kept since the start (a reset keeps them, so a test
// that resets still sees what went wrong) and bounded per tenant.
import { createBoundedRecords, type BoundedRecords } from "../kernel/bounded-records.js";
import type { AnswerViolation } from "./journal.js";
import type { SandboxPart } from "../kernel/part.js";
import { declareMemory, type SandboxScope } from "../kernel/store.js";

/** Violations kept per tenant (calls without tenant context count as one more tenant); the oldest go first. */
export const VIOLATIONS_PER_TENANT = 1_000;

export const VIOLATIONS = declareMemory<BoundedRecords<AnswerViolation>, SandboxScope>("violations", {
  scope: "sandbox",
  keptOnReset: true,
  create({ log }) {
    const full = new Set<string | null>();
    return createBoundedRecords<AnswerViolation>({
      limitPerTenant: VIOLATIONS_PER_TENANT,
      tenantOf: (violation) => violation.tenantId ?? null,
      onEvict(violation) {
        const tenantId = violation.tenantId ?? null;
        if (full.has(tenantId)) return;
        full.add(tenantId);
        log(
          `sandbox: ${VIOLATIONS_PER_TENANT} violations ` +
            `of ${tenantId === null ? "calls without tenant context" : `tenant ${tenantId}`} are kept: from now on ` +
            `the oldest are dropped (counted in the overview)`,
        );
      },
    });
  },
});

/** Keeps a violation and logs it. */
export function reportViolation(scope: SandboxScope, violation: AnswerViolation): void {
  scope.get(VIOLATIONS).add(violation);
  try {
    scope.log(
      `sandbox: the ${violation.status} answer ` +
        `of ${violation.operationId} breaks the ` +
        `spec: ${violation.violations.join("; ")}`,
    );
  } catch {
    // A log that fails (a caller's onLog) must not turn the report into a failure of its own: the violation is kept.
  }
}

export const violationsPart: SandboxPart = { name: "violations", stores: [VIOLATIONS] };
