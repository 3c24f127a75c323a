// Partners' majors on the packed packages: the partner's project of the package project's one install
// (partner.setup.ts), once with the newest major of each package of the matrix (test/support/partner-matrix.ts)
// and once with the held-back ones. With each, the project's own files compile against our declarations with
// skipLibCheck off, and its unit tests (test/fixtures/partner) pass under its own vitest: the sandbox in process,
// the sandbox behind its msw, and the sandbox through its undici.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { REPEATED_LINE_ENV } from "../../scripts/test-steps.js";
import { run } from "../support/consumer-project.js";
import { majorsOf, type PartnerMajor } from "../support/partner-matrix.js";
import { scaled } from "../support/time.js";

const { partner } = inject("packed");
type Which = keyof PartnerMajor;

/** Each side of the matrix as a test's name gives it, with its folder. */
const SIDES = (["newest", "held"] as const).map((which) => {
  const majors = majorsOf(which);
  const named = `TypeScript ${majors.typescript}, vitest ${majors.vitest}, msw ${majors.msw}, undici ${majors.undici}`;
  return { which, dir: partner[which], named: `${which === "newest" ? "newest" : "held back"}: ${named}` };
});

interface Report {
  testResults: { name: string; assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
}

const runs = new Map<Which, Promise<{ output: string; report: Report | undefined }>>();

/** The partner's `vitest run` in the folder of `which`, once; its JSON report read back. */
function vitestRun(which: Which): Promise<{ output: string; report: Report | undefined }> {
  const dir = partner[which];
  let started = runs.get(which);
  if (started === undefined) {
    started = Promise.resolve().then(() => {
      const report = join(dir, "vitest-report.json");
      const result = run(
        process.execPath,
        [
          join("node_modules", "vitest", "vitest.mjs"),
          "run",
          "--reporter=default",
          "--reporter=json",
          `--outputFile=${report}`,
        ],
        dir,
        { ...process.env, NO_COLOR: "1", PARTNER_MAJORS: JSON.stringify(majorsOf(which)) },
      );
      try {
        return { output: result.output, report: JSON.parse(readFileSync(report, "utf8")) as Report };
      } catch {
        return { output: result.output, report: undefined };
      }
    });
    runs.set(which, started);
  }
  return started;
}

/** `<status>: <test>` of each test of one file of the partner's run, with the failure's message when one failed. */
async function outcomes(which: Which, file: string): Promise<string[]> {
  const { output, report } = await vitestRun(which);
  const results = report?.testResults.find((result) => result.name.endsWith(`/test/${file}`));
  if (results === undefined) return [`no result for test/${file}; vitest printed:\n${output}`];
  return results.assertionResults.map(
    ({ title, status, failureMessages }) =>
      `${status}: ${title}${failureMessages.length > 0 ? `\n${failureMessages.join("\n")}` : ""}`,
  );
}

describe.skipIf(process.env[REPEATED_LINE_ENV] !== undefined)(
  "the partner's files compile against the packed declarations with skipLibCheck off, with each side's TypeScript",
  () => {
    it.each(SIDES)(
      "$named",
      ({ dir }) => {
        const result = run(
          process.execPath,
          [join("node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.json"],
          dir,
        );
        expect(result.output).toBe("");
        expect(result.status).toBe(0);
      },
      scaled(180_000),
    );
  },
);

describe("each side's tests run with the majors the side names, as the tools package resolves msw and undici", () => {
  it.each(SIDES)(
    "$named",
    async ({ which }) => {
      expect(await outcomes(which, "majors.test.ts")).toEqual([
        "passed: msw and undici as the tools package finds them, vitest and TypeScript as the tests do",
      ]);
    },
    scaled(180_000),
  );
});

describe(
  "under each side's vitest, the sandbox in process: an agent, 100 records, an order moved, " +
    "signed webhooks and broker messages, no server socket",
  () => {
    it.each(SIDES)(
      "$named",
      async ({ which }) => {
        expect(await outcomes(which, "platform.test.ts")).toEqual([
          "passed: registers an agent, publishes 100 records and reads them " +
            "back, receiving their signed events in process",
          "passed: releases an order, receives OrderReleased signed by the gateway, and moves the order to Validation",
          "passed: a native source's records reach the broker in process, consumed by createBrokerConsumer",
          "passed: opened no server socket, and the sandbox recorded no answer that broke the spec",
        ]);
      },
      scaled(180_000),
    );
  },
);

describe("behind each side's msw, the sandbox answers the global fetch and signs tokens (msw 3 broke that)", () => {
  it.each(SIDES)(
    "$named",
    async ({ which }) => {
      expect(await outcomes(which, "msw.test.ts")).toEqual([
        "passed: the package's client reads discovery, gets a signed token and reads the data models",
      ]);
    },
    scaled(180_000),
  );
});

describe("with each side's undici, the sandbox's dispatcher answers undici's request and fetch", () => {
  it.each(SIDES)(
    "$named",
    async ({ which }) => {
      expect(await outcomes(which, "undici.test.ts")).toEqual([
        "passed: a token by undici's request, then the data models by undici's fetch with it",
      ]);
    },
    scaled(180_000),
  );
});
