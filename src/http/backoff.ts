/**
 * "Full jitter" exponential backoff: a uniformly random wait between zero and the exponential
 * ceiling, so that many clients failing together do not retry together.
 *
 * @param retry 1 for the wait before the first retry, 2 before the second, and so on.
 * @param random a number in [0, 1).
 */
export function fullJitterDelay(retry: number, baseDelayMs: number, maxDelayMs: number, random: number): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (retry - 1));
  return Math.floor(random * ceiling);
}
