import { describe, expect, it } from "vitest";
import { createSendLog } from "../../../../tools/src/sandbox/gateway/rate-limit.js";

describe("rateLimit messages per rateLimitInterval hold in every interval, not only in fixed windows", () => {
  it("opens the next slot one interval after the POST that filled the limit", () => {
    const log = createSendLog();
    const limit = { limit: 2, interval: "Second" } as const;
    log.record(0);
    expect(log.nextSlot(500, limit)).toBe(500);
    log.record(500);
    expect(log.nextSlot(600, limit)).toBe(1_000);
    log.record(1_000);
    expect(log.nextSlot(1_000, limit)).toBe(1_500);
  });

  it("knows Minute, Hour and Day, and sends at once without a limit", () => {
    const log = createSendLog();
    log.record(0);
    expect(log.nextSlot(1, { limit: 1, interval: "Minute" })).toBe(60_000);
    expect(log.nextSlot(1, { limit: 1, interval: "Hour" })).toBe(3_600_000);
    expect(log.nextSlot(1, { limit: 1, interval: "Day" })).toBe(86_400_000);
    expect(log.nextSlot(1, undefined)).toBe(1);
  });
});
