// The clock as a part of the sandbox: its time (how far POST /_sandbox/clock moved it ahead of real
// time) is a store of the sandbox that a reset keeps, so sandbox time never runs backwards, and a
// restart takes it back before any timer is set.
import { createSandboxClock, type SandboxClock } from "../kernel/clock.js";
import type { SandboxPart } from "../kernel/part.js";
import { declareDocument, type SandboxScope } from "../kernel/store.js";
import { reportViolation } from "../journal/violations.js";

/** How far the clock was moved ahead: as saved until a clock follows it, then that clock's own. */
class ClockTime {
  clock: SandboxClock | undefined;
  constructor(private readonly savedMs: number) {}
  get advancedMs(): number {
    return this.clock?.advancedMs ?? this.savedMs;
  }
}

export const CLOCK_TIME = declareDocument<ClockTime, SandboxScope>("clock", {
  scope: "sandbox",
  keptOnReset: true,
  create: () => new ClockTime(0),
  save: (time) => ({ advancedMs: time.advancedMs }),
  load(json) {
    const advancedMs = (json as { advancedMs?: unknown } | null)?.advancedMs;
    return new ClockTime(
      typeof advancedMs === "number" && Number.isFinite(advancedMs) && advancedMs > 0 ? advancedMs : 0,
    );
  },
});

/** Moves `clock` to the saved time (never back) and makes the store read the clock from now on. */
function follow(scope: SandboxScope, clock: SandboxClock): void {
  const time = scope.get(CLOCK_TIME);
  if (time.clock === clock) return;
  if (time.advancedMs > clock.advancedMs) clock.advance((time.advancedMs - clock.advancedMs) / 1000);
  time.clock = clock;
}

/** What the clock part reads of the sandbox's options. */
export interface ClockSettings {
  /** The sandbox's clock. Default a clock over `Date.now`. */
  clock?: SandboxClock;
}

export const clockPart: SandboxPart<SandboxClock, ClockSettings> = {
  name: "clock",
  stores: [CLOCK_TIME],
  open({ settings, state }) {
    // A timer that fails is a sandbox bug, recorded as a violation like a failed request.
    const clock =
      settings.clock ??
      createSandboxClock(Date.now, (error) =>
        reportViolation(state.sandbox, {
          operationId: "sandbox timer",
          status: 500,
          violations: [`a timer failed: ${error instanceof Error ? error.message : String(error)}`],
          tenantId: null,
        }),
      );
    follow(state.sandbox, clock);
    return clock;
  },
  resume: (context, clock) => follow(context.sandbox, clock),
  reset: (clock) => clock.clear(),
  close: (clock) => clock.clear(),
};
