// The bodies read at once share a budget of memory (issue 31): on main 100 connections each holding
// 7.99 MB of an 8 MB body kept 620 MiB for up to 300 s.
import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { BODY_BYTES_IN_FLIGHT, BodyLimitError, readBody, type BodyRules } from "../../../src/sandbox/limits.js";

const request = (headers: Record<string, string> = {}) => Object.assign(new PassThrough(), { headers }) as unknown as IncomingMessage & PassThrough;
const rules = (inFlight: { bytes: number }): BodyRules => ({ limitBytes: 8 * 1024 * 1024, what: "POST /api/x", bodyIdleMs: 10_000, minBodyBytesPerSecond: 1, inFlight });

describe(`bodies read at once share ${BODY_BYTES_IN_FLIGHT / 1024 / 1024} MiB: one that would pass it while others are read is 503`, () => {
  it("with the budget taken by other bodies, a body's second chunk is refused naming the bytes in flight and the limit", async () => {
    const inFlight = { bytes: BODY_BYTES_IN_FLIGHT - 100 };
    const req = request();
    const reading = readBody(req, rules(inFlight));
    req.write(Buffer.alloc(50));
    req.write(Buffer.alloc(100));
    const error = await reading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BodyLimitError);
    expect(error).toMatchObject({ status: 503, message: `the sandbox is reading ${BODY_BYTES_IN_FLIGHT - 50} bytes of bodies at once; the limit is ${BODY_BYTES_IN_FLIGHT} bytes: send POST /api/x again` });
    expect(inFlight.bytes).toBe(BODY_BYTES_IN_FLIGHT - 100);
  });

  it("a body alone may reach its route's limit, and its bytes leave the budget once it is read", async () => {
    const inFlight = { bytes: 0 };
    const req = request();
    const reading = readBody(req, rules(inFlight));
    req.write(Buffer.alloc(4 * 1024 * 1024));
    req.end(Buffer.alloc(4 * 1024 * 1024));
    expect((await reading).length).toBe(8 * 1024 * 1024);
    expect(inFlight.bytes).toBe(0);
  });
});
