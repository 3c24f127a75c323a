// Every spec fact the code uses comes from generated/, never restated: a number equal to a limit of
// the specs, a regex equal to (or cut from) a pattern of the specs, or a list of strings equal to
// an enum, a schema's property names or a listed fact is a copy that can drift. The tenant stores
// are a sandbox fact the spec (SandboxTenantState) states and the code declares, checked both ways.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tenantStores } from "../../../tools/src/sandbox/control/tenant-state.js";
import { SANDBOX_PARTS } from "../../../tools/src/sandbox/assembly/sandbox-parts.js";
import { projectRoot } from "../../support/openapi.js";
import { restatementsIn, sourceFiles, specFacts, type Restatement } from "../../support/spec-facts.js";

const facts = specFacts();
const found = [...sourceFiles("src"), ...sourceFiles("tools/src")].flatMap((file) =>
  restatementsIn(file, readFileSync(join(projectRoot, file), "utf8"), facts),
);
const shown = ({ at, owner, text, spec }: Restatement) => `${at} ${owner}: ${text} restates ${spec}`;
const planted = (text: string) =>
  restatementsIn("src/planted.ts", text, facts).map(({ owner, text: literal }) => `${owner}: ${literal}`);

/**
 * Numbers of src/ that equal a limit of the specs by coincidence, each with what it counts. A new
 * one is either taken from generated/facts.ts or listed here with its reason.
 */
const COINCIDENCES: Readonly<Record<string, string>> = {
  "tools/src/conformance/service/verify-service.ts minScore": "percent of the rules a provider must pass",
  "tools/src/process/child-watch.ts intervalMs": "milliseconds between two looks at the parent process",
  "src/publishing/wait-for-queue-item.ts wait": "milliseconds before the first poll",
  "tools/src/sandbox/broker/sending.ts CONFIRM_WINDOW": "broker messages sent and not yet confirmed",
  "tools/src/sandbox/kernel/clock.ts MAX_CLOCK_AHEAD_SECONDS": "years sandbox time may run ahead",
  "tools/src/sandbox/control/provider-states.ts EXPIRED_SECONDS_AGO":
    "seconds since the token of the state `an expired access token` expired",
  "tools/src/sandbox/inspector/ui/deliveries.tsx SHOWN": "deliveries the inspector reads each second",
  "tools/src/sandbox/validation/schema-checks.ts MAX_LISTED_PROBLEMS": "problems one refusal lists",
};
const coincidence = ({ at, owner }: Restatement) => `${at.slice(0, at.lastIndexOf(":"))} ${owner}` in COINCIDENCES;

describe("no number in src/ restates a limit of the specs", () => {
  it(
    "the check sees the specs' limits and x- facts (x-max-items " +
      "4000, x-synchronous-below 500, the default limit 100)",
    () => {
      expect(facts.numbers.get(4000)).toMatch(/QueueItemStatusRecord\.x-max-items$/);
      expect(facts.numbers.get(500)).toBeDefined();
      expect(facts.numbers.get(100)).toMatch(/\.default$/);
    },
  );
  it("the check finds a limit written as a constant, in arithmetic, as a default or as a bound", () => {
    expect(planted("export const MAX_ITEMS_PER_QUEUE_ITEM = 4000;")).toEqual(["MAX_ITEMS_PER_QUEUE_ITEM: 4000"]);
    expect(planted("export const DATA_BODY_BYTES = 4_000 * 2 * 1024;")).toEqual(["DATA_BODY_BYTES: 4_000"]);
    expect(planted("function page(limit?: number) { return limit ?? 100; }")).toEqual(["page: 100"]);
    expect(planted("function sync(items: unknown[]) { return items.length < 500; }")).toEqual(["sync: 500"]);
  });
  it(
    "the check leaves a number alone that counts something " + "else: a status or its bound, a unit, a call's argument",
    () => {
      expect(
        planted(
          'problem(500, "Sandbox failure"); const ms = seconds * 1000; const ' +
            "answer = { status: 500 }; const ok = response.status < 500;",
        ),
      ).toEqual([]);
    },
  );
  it("no source file restates one, but for the listed coincidences", () => {
    expect(found.filter((r) => /^\d/.test(r.text.replace(/_/g, "")) && !coincidence(r)).map(shown)).toEqual([]);
  });
  it("every listed coincidence is still there, so the list does not outlive its numbers", () => {
    const seen = new Set(
      found.filter(coincidence).map(({ at, owner }) => `${at.slice(0, at.lastIndexOf(":"))} ${owner}`),
    );
    expect(Object.keys(COINCIDENCES).filter((key) => !seen.has(key))).toEqual([]);
  });
});

describe("no regex in src/ restates a pattern of the specs", () => {
  it("the check sees the schemas' patterns (DecimalNumber's among them)", () => {
    expect(facts.patterns.get("^[+-]?\\d+(\\.\\d+)?$")).toMatch(/DecimalNumber/);
  });
  it("the check finds a pattern copied whole, a piece cut from one, and one inside a longer regex", () => {
    expect(planted("const DECIMAL = /^[+-]?\\d+(\\.\\d+)?$/;")).toEqual(["DECIMAL: /^[+-]?\\d+(\\.\\d+)?$/"]);
    expect(
      planted("const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;"),
    ).toHaveLength(1);
    expect(planted("const CURRENCY_TEXT = /^(-?\\d+)\\|([A-Z]{3})$/;")).toEqual([
      "CURRENCY_TEXT: /^(-?\\d+)\\|([A-Z]{3})$/",
    ]);
  });
  it("no source file has one", () => {
    expect(found.filter((r) => r.text.startsWith("/")).map(shown)).toEqual([]);
  });
});

describe("no list of strings in src/ restates an enum, a schema's property names or a listed fact", () => {
  it(
    "the check sees enums, property names and listed facts " +
      "(RateLimitInterval, BusinessIntegrationSettingsUpdate, x-roles)",
    () => {
      expect(facts.lists.get(JSON.stringify(["Day", "Hour", "Minute", "Second"]))).toBeDefined();
      const settings = [
        "clientId",
        "consumerChannel",
        "consumerCode",
        "orderReleased",
        "rateLimit",
        "rateLimitInterval",
        "webhookUrl",
      ];
      expect(facts.lists.get(JSON.stringify(settings))).toMatch(/BusinessIntegrationSettingsUpdate/);
      expect(facts.lists.get(JSON.stringify(["Admin", "TenantAdmin"]))).toMatch(/x-roles$/);
    },
  );
  it("the check finds a list in any order, as an array or as a union of string types", () => {
    expect(planted('const ALLOWED_ROLES = ["TenantAdmin", "Admin"];')).toEqual([
      'ALLOWED_ROLES: ["TenantAdmin", "Admin"]',
    ]);
    expect(planted('type Interval = "Second" | "Minute" | "Hour" | "Day";')).toEqual([
      'Interval: "Second" | "Minute" | "Hour" | "Day"',
    ]);
  });
  it(
    "the check leaves alone the members a generic type picks of " +
      "a generated type, which the type check holds to it",
    () => {
      expect(planted('type Named = Pick<Settings, "Second" | "Minute" | "Hour" | "Day">;')).toEqual([]);
    },
  );
  it("no source file has one", () => {
    const list = (r: Restatement) =>
      r.text.startsWith("[") || (r.text.startsWith('"') && !facts.names.has(r.text.slice(1, -1)));
    expect(found.filter(list).map(shown)).toEqual([]);
  });
});

describe("no string in src/ restates a name the specs give a rule: a required scope, a required property key", () => {
  it("the check sees the scope the data service requires and the key the order machine requires", () => {
    expect(facts.names.get("apiim")).toMatch(/data-integration\.json\.security/);
    expect(facts.names.get("ApplicationUrl")).toMatch(/x-state-machine\.orderStatus\.applicationUrl\.key$/);
  });
  it("the check finds one written as a default, an argument or a value, and leaves a longer text alone", () => {
    expect(planted('const scope = options.scope ?? "apiim";')).toEqual(['scope: "apiim"']);
    expect(planted('function done(p: { key: string }) { return p.key === "ApplicationUrl"; }')).toEqual([
      'done: "ApplicationUrl"',
    ]);
    expect(planted('const rule = "The scope `apiim` is required by the data service";')).toEqual([]);
  });
  it("no source file has one", () => {
    expect(found.filter((r) => facts.names.has(r.text.slice(1, -1))).map(shown)).toEqual([]);
  });
});

describe("the tenant stores the sandbox declares are the stores SandboxTenantState states", () => {
  const schema = JSON.parse(
    readFileSync(join(projectRoot, "generated", "schemas", "SandboxTenantState.schema.json"), "utf8"),
  ) as {
    properties: { stores: { properties: Record<string, unknown> } };
  };
  const stated = Object.keys(schema.properties.stores.properties).sort();
  it("the schema states the stores (data-integration.queue-items among them)", () => {
    expect(stated).toContain("data-integration.queue-items");
  });
  it("every declared store is stated, and every stated store is declared", () => {
    expect(
      tenantStores(SANDBOX_PARTS)
        .map((store) => store.name)
        .sort(),
    ).toEqual(stated);
  });
});
