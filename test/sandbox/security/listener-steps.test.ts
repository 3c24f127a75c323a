// Every step of answering a request is contained (issue 31): a failure of any one is answered 500
// (or, once the answer is out, only recorded) and the next request on the port is served. On main
// the clock was read outside the containment: one sandbox time that could not be written (a clock
// moved 275,000 years on) dropped every later request on every port unanswered.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AnyHandler, RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { MAX_CLOCK_AHEAD_SECONDS } from "../../../tools/src/sandbox/kernel/clock.js";
import { loadBundledSpecs } from "../../support/openapi.js";
import { serviceUrl, startTestSandbox } from "../../support/sandbox.js";
import { expectStillAnswering } from "../../support/sandbox-probes.js";

let failHandler = false;
let failLog = false;
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({
    services: ["identity-provider"],
    onLog: () => {
      if (failLog) throw new Error("the log broke");
    },
  });
  const keys = sandbox.control.handlers.get("getJsonWebKeySet")!;
  const breakable: AnyHandler = (request) => {
    if (failHandler) throw new Error("the handler broke");
    return keys(request);
  };
  sandbox.control.handlers.set("getJsonWebKeySet", breakable);
});
afterAll(() => sandbox.stop());
afterEach(() => {
  failHandler = false;
  failLog = false;
  vi.restoreAllMocks();
});

const idp = () => serviceUrl(sandbox, "identity-provider");
const jwks = () => fetch(`${idp()}/.well-known/jwks`);
const addTenant = (id: string) =>
  fetch(`${idp()}/_sandbox/tenants`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id, name: id }),
  });

describe("a failure in any step of answering is answered, and the next request is served", () => {
  const steps: [string, () => void, () => Promise<Response>, number, RegExp][] = [
    [
      "reading the sandbox clock",
      () => vi.spyOn(sandbox.control.clock, "now").mockReturnValueOnce(Number.NaN),
      jwks,
      500,
      /^reading the sandbox clock failed: Invalid time value/,
    ],
    [
      "validating the request",
      () =>
        vi.spyOn(sandbox.control.validator, "validateRequest").mockRejectedValueOnce(new Error("the validator broke")),
      jwks,
      500,
      /failed: the validator broke$/,
    ],
    ["the handler", () => (failHandler = true), jwks, 500, /the handler of getJsonWebKeySet failed: the handler broke/],
    [
      "validating the answer",
      () =>
        vi
          .spyOn(sandbox.control.validator, "validateAnswer")
          .mockRejectedValueOnce(new Error("the answer check broke")),
      jwks,
      500,
      /failed: the answer check broke$/,
    ],
    [
      "saving the change",
      () => vi.spyOn(sandbox.control.persistence, "commit").mockRejectedValueOnce(new Error("the disk is gone")),
      () => addTenant("9e9e9e9e-0000-4000-8000-000000000001"),
      500,
      /^saving the change failed: the disk is gone/,
    ],
    [
      "reporting the failure as well as the handler",
      () => (
        (failHandler = true),
        vi.spyOn(sandbox.control, "reportViolation").mockImplementation(() => {
          throw new Error("the report broke");
        })
      ),
      jwks,
      500,
      /failed: the report broke$/,
    ],
    ["the log as well as the handler", () => ((failHandler = true), (failLog = true)), jwks, 500, /the handler broke/],
  ];
  it.each(steps)("%s", async (_, arm, request, status, detail) => {
    arm();
    const response = await request();
    expect(response.status).toBe(status);
    expect(((await response.json()) as { detail: string }).detail).toMatch(detail);
    failHandler = false;
    failLog = false;
    vi.restoreAllMocks();
    await expectStillAnswering(sandbox);
    expect((await jwks()).status).toBe(200);
  });

  it(
    "the journal: the answer is already out, so the caller gets it " +
      "whole; the failure is recorded and the next request served",
    async () => {
      vi.spyOn(sandbox.control.journal, "record").mockImplementationOnce(() => {
        throw new Error("the journal broke");
      });
      const response = await jwks();
      expect(response.status).toBe(200);
      expect(((await response.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
      expect(sandbox.violations.at(-1)).toMatchObject({
        status: 500,
        violations: ["recording the request in the journal failed: the journal broke"],
      });
      await expectStillAnswering(sandbox);
    },
  );
});

describe("sandbox time runs at most 100 years ahead of real time; a move past it is 400 naming the bound", () => {
  const advance = (advanceSeconds: number) =>
    fetch(`${idp()}/_sandbox/clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ advanceSeconds }),
    });

  it("the spec's bound of advanceSeconds is the clock's: 3,155,760,000 s", () => {
    const [control] = loadBundledSpecs("openapi").filter((spec) => spec.name === "sandbox-control");
    expect(control!.document.components.schemas.SandboxClockAdvance.properties.advanceSeconds.maximum).toBe(
      MAX_CLOCK_AHEAD_SECONDS,
    );
    expect(MAX_CLOCK_AHEAD_SECONDS).toBe(3_155_760_000);
  });

  it(
    "advanceSeconds 8,700,000,000,000 (the move that made every port drop " +
      "every request) is 400 naming the bound, and every port still answers",
    async () => {
      const response = await advance(8_700_000_000_000);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { detail: string }).detail).toContain(
        "body $.advanceSeconds must be <= 3155760000",
      );
      await expectStillAnswering(sandbox);
    },
  );

  it(
    "moves that add up past 100 years: the last one is 400 " + "naming how far ahead the clock is and the bound",
    async () => {
      const first = await advance(MAX_CLOCK_AHEAD_SECONDS - 10);
      expect(first.status).toBe(200);
      const second = await advance(11);
      expect(second.status).toBe(400);
      expect(((await second.json()) as { detail: string }).detail).toMatch(
        /^body \$\.advanceSeconds: advanceSeconds 11 would put sandbox time 315576000\d s ahead of real time; it may run at most 100 years \(3155760000 s\) ahead, and is 3155759990 s ahead now$/,
      );
      await expectStillAnswering(sandbox);
    },
  );
});
