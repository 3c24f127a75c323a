import { afterEach, describe, expect, it, vi } from "vitest";
import { createSandboxClock } from "../../../tools/src/sandbox/kernel/clock.js";

describe("the sandbox clock: one time for tokens, timers and expiry", () => {
  it("reads real time plus every advance", () => {
    let real = 1_000_000;
    const clock = createSandboxClock(() => real);
    clock.advance(30);
    real += 5;
    expect(clock.now()).toBe(1_030_005);
  });

  it("fires, in due order, every timer that an advance makes due, and no other", () => {
    const clock = createSandboxClock(() => 0);
    const fired: string[] = [];
    clock.at(3_000, () => fired.push("3s"));
    clock.at(1_000, () => fired.push("1s"));
    clock.at(60_000, () => fired.push("60s"));
    clock.advance(5);
    expect(fired).toEqual(["1s", "3s"]);
    clock.clear();
  });

  it("never fires a cancelled timer", () => {
    const clock = createSandboxClock(() => 0);
    let fired = false;
    const cancel = clock.at(1_000, () => (fired = true));
    cancel();
    clock.advance(2);
    expect(fired).toBe(false);
  });

  it("refuses to move backwards, naming the value", () => {
    const clock = createSandboxClock(() => 0);
    expect(() => clock.advance(-1)).toThrow(/advanceSeconds .* got -1/);
    expect(() => clock.advance(Number.NaN)).toThrow(/got NaN/);
  });

  it("runs a timer already due without waiting for an advance", async () => {
    const clock = createSandboxClock(() => 10_000);
    const fired = await new Promise<boolean>((resolve) => clock.at(5_000, () => resolve(true)));
    expect(fired).toBe(true);
  });

  it("a timer that throws is reported and the timers due after it still run (no exception leaves the clock)", () => {
    const errors: unknown[] = [];
    const clock = createSandboxClock(
      () => 0,
      (error) => errors.push(error),
    );
    const ran: string[] = [];
    clock.at(1_000, () => {
      throw new RangeError("Maximum call stack size exceeded");
    });
    clock.at(2_000, () => ran.push("second"));
    expect(() => clock.advance(3)).not.toThrow();
    expect(errors).toEqual([new RangeError("Maximum call stack size exceeded")]);
    expect(ran).toEqual(["second"]);
  });

  describe(
    "a timer runs once sandbox time reaches it, however much real time passed (issue " +
      "30: over a clock that stood still, redeliveries ran after 1 s of real time)",
    () => {
      afterEach(() => {
        vi.useRealTimers();
      });

      it("over a clock that stands still, a timer due in 1 s waits for an advance, not for 1 s", () => {
        vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
        const clock = createSandboxClock(() => 0);
        let fired = false;
        clock.at(1_000, () => (fired = true));
        vi.advanceTimersByTime(5_000);
        expect(fired).toBe(false);
        clock.advance(1);
        expect(fired).toBe(true);
      });

      it("a timer due in 30 days is not run by Node's cut of a longer setTimeout to 1 ms", () => {
        vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
        const clock = createSandboxClock(() => 0);
        let fired = false;
        clock.at(30 * 24 * 60 * 60 * 1_000, () => (fired = true));
        vi.advanceTimersByTime(1_000);
        expect(fired).toBe(false);
        clock.advance(30 * 24 * 60 * 60);
        expect(fired).toBe(true);
      });
    },
  );
});
