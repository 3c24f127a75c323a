/** A clock tests move by hand, so that nothing depends on real time passing. */
export interface TestClock {
  readonly now: () => number;
  advance(milliseconds: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let current = start;
  return {
    now: () => current,
    advance(milliseconds) {
      current += milliseconds;
    },
  };
}
