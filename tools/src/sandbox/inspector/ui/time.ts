// Times as the sandbox sees them: each shown in sandbox time (which POST /_sandbox/clock moves
// ahead of the wall clock) with its distance from the sandbox's now.

/** Sandbox time now, from the last overview's `now` and the wall-clock time since it was read. */
export interface SandboxNow {
  readonly sandboxMs: number;
  readonly readAtMs: number;
}

export function sandboxNowMs(now: SandboxNow | undefined): number {
  return now === undefined ? Date.now() : now.sandboxMs + (Date.now() - now.readAtMs);
}

/** `2 min ago`, `in 40 s`, `now`. */
export function offset(ms: number): string {
  const abs = Math.abs(ms);
  if (abs < 1000) return "now";
  const [amount, unit] =
    abs < 60_000
      ? [abs / 1000, "s"]
      : abs < 3_600_000
        ? [abs / 60_000, "min"]
        : abs < 86_400_000
          ? [abs / 3_600_000, "h"]
          : [abs / 86_400_000, "d"];
  const text = `${Math.floor(amount)} ${unit}`;
  return ms < 0 ? `${text} ago` : `in ${text}`;
}

/** `2026-11-23 10:15:03` in UTC, the sandbox's zone. */
export function clockText(ms: number): string {
  return new Date(ms).toISOString().replace("T", " ").slice(0, 19);
}

/**
 * How far sandbox time is from this computer's clock, read when the overview came: `POST
 * /_sandbox/clock` moves it ahead, and a computer whose clock runs ahead sees it behind.
 */
export function clockSkewText(now: SandboxNow): string {
  const skewMs = now.sandboxMs - now.readAtMs;
  if (Math.abs(skewMs) < 2000) return "Sandbox time follows this computer's clock.";
  return (
    `Sandbox time is ${Math.round(Math.abs(skewMs) / 1000)} ` +
    `s ${skewMs > 0 ? "ahead of" : "behind"} this computer's clock (POST ` +
    `/_sandbox/clock).`
  );
}
