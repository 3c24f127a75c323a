// The shape of a provider check: a rule of the reference with a stable id, reported once per run
// as passed, failed (with the request, the answer and why) or skipped (with the reason).
import type { CheckResult } from "../webhook/webhook-check.js";

/** The groups of checks, in the order they run; `spec` last, since it reads every answer the others got. */
export const CAPABILITIES = [
  "identity",
  "auth",
  "data-integration",
  "orders",
  "files",
  "catalogue",
  "events",
  "broker",
  "spec",
] as const;

/** A group of checks: what a provider of the platform's services can do. */
export type Capability = (typeof CAPABILITIES)[number];

/** A rule of the reference that one check holds the provider to. */
export interface ServiceRule {
  /**
   * Stable id, `<capability>/<what>`, such as `orders/disallowed-move-412`: baselines and reports name checks by it.
   */
  readonly id: string;
  readonly capability: Capability;
  /** The reference's sentence the check holds the provider to. */
  readonly rule: string;
  /** What a provider that keeps the rule answers. */
  readonly expected: string;
}

/** One line of the report. `name` is the check's id, `family` its capability. */
export interface ServiceCheckResult extends CheckResult<Capability> {
  /** The reference's sentence the check holds the provider to. */
  readonly rule: string;
  /** Why a failed check failed. */
  readonly why?: string;
  /** A failure `--baseline` accepts as known: it does not count against the score. */
  readonly known?: boolean;
}

/** What a check saw: the request (or requests) it sent and the answer it judged. */
export interface Evidence {
  readonly request: string;
  readonly answer: string;
}

/** Where a flow reports its checks. */
export interface Verdicts {
  /** The check's outcome: it failed when `why` is given (what was wrong), and passed otherwise. */
  report(rule: ServiceRule, evidence: Evidence, why?: string): void;
  /** The check could not run here: `reason` says why (it lowers the reachable maximum, never the score). */
  skip(rule: ServiceRule, reason: string): void;
}

/**
 * The rules of one area, each `key: [the reference's sentence, what is expected]`; a rule's id is
 * `<capability>/<key>`.
 */
export function defineRules<const Keys extends string>(
  capability: Capability,
  definitions: Readonly<Record<Keys, readonly [rule: string, expected: string]>>,
): Readonly<Record<Keys, ServiceRule>> {
  const rules = {} as Record<Keys, ServiceRule>;
  for (const [key, [rule, expected]] of Object.entries(definitions) as [Keys, readonly [string, string]][]) {
    rules[key] = { id: `${capability}/${key}`, capability, rule, expected };
  }
  return rules;
}

/**
 * A flow cannot run against this provider (a state it cannot give, an object the kit may not touch): its unreported
 * checks are skipped with the message.
 */
export class FlowSkipped extends Error {
  override readonly name: string = "FlowSkipped";
}
