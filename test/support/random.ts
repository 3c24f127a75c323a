// A small seeded generator (mulberry32) for the property tests: a failing history is run again from
// the seed its failure prints.

export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, below). */
  int(below: number): number;
  /** One of `items`, which must not be empty. */
  pick<T>(items: readonly T[]): T;
  /** One of `items`, or undefined when there is none. */
  maybePick<T>(items: readonly T[]): T | undefined;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A version 4 UUID made of the generator's numbers. */
  uuid(): string;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("seededRandom.pick: no items to pick from");
    return items[int(items.length)]!;
  };
  return {
    next,
    int,
    pick,
    maybePick: <T>(items: readonly T[]): T | undefined => (items.length === 0 ? undefined : pick(items)),
    chance: (p) => next() < p,
    uuid: () => "xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx".replace(/x/g, () => int(16).toString(16)),
  };
}
