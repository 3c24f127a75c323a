// The score: passed / (passed + failed), per capability and overall, with the reachable maximum
// beside it: the share of checks the provider let the kit run (skips lower it, never the score),
// as Microcks' conformance index stands beside its score. A known failure (--baseline) counts neither way.
import { CAPABILITIES, type Capability, type ServiceCheckResult } from "./service-check.js";

export interface Score {
  readonly passed: number;
  readonly failed: number;
  /** Failures the baseline accepts. */
  readonly known: number;
  readonly skipped: number;
  /** passed / (passed + failed) in percent, one decimal; null when no check ran. */
  readonly score: number | null;
  /** (passed + failed + known) / every check, in percent, one decimal: the best score this run could reach. */
  readonly reachable: number | null;
}

export interface CapabilityScore extends Score {
  readonly capability: Capability;
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.floor((part / whole) * 1000) / 10);

export function scoreOf(results: readonly ServiceCheckResult[]): Score {
  const passed = results.filter((r) => r.status === "pass").length;
  const failed = results.filter((r) => r.status === "fail" && r.known !== true).length;
  const known = results.filter((r) => r.status === "fail" && r.known === true).length;
  const skipped = results.filter((r) => r.status === "skip").length;
  return {
    passed,
    failed,
    known,
    skipped,
    score: percent(passed, passed + failed),
    reachable: percent(passed + failed + known, results.length),
  };
}

/** A score per capability that has checks in the run, in the order capabilities run. */
export function capabilityScores(results: readonly ServiceCheckResult[]): CapabilityScore[] {
  return CAPABILITIES.flatMap((capability) => {
    const own = results.filter((r) => r.family === capability);
    return own.length === 0 ? [] : [{ capability, ...scoreOf(own) }];
  });
}

/** Whether the overall score meets `minScore`; a run in which no check ran meets only 0. */
export function meetsMinScore(overall: Score, minScore: number): boolean {
  return minScore === 0 || (overall.score !== null && overall.score >= minScore);
}
