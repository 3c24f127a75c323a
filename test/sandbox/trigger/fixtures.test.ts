// Issue 34, fixtures: a YAML file of steps (trigger, API call, clock advance, expect) with
// references to earlier results (`${order.id}`), validated against the JSON Schema the package
// ships (errors name the file, the step and the JSON path); the shipped fixtures cover every
// message type and a few lifecycles, and each passes against a sandbox with the consumers.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FixtureError, loadFixture } from "../../../tools/src/cli/fixtures/load.js";
import { runFixture } from "../../../tools/src/cli/fixtures/run.js";
import { shippedFixtures } from "../../../tools/src/cli/fixtures/shipped.js";
import { eventCatalogue } from "../../../src/events/index.js";
import { DEFAULT_TENANT_ID, startTriggerWorld, type TriggerWorld } from "../../support/trigger-world.js";

let world: TriggerWorld;
let options: { sandboxUrl: string; tenantId: string };
beforeAll(async () => {
  world = await startTriggerWorld();
  options = { sandboxUrl: world.sandbox.services[0]!.url, tenantId: DEFAULT_TENANT_ID };
});
afterAll(async () => {
  await world?.close();
});

const folder = mkdtempSync(join(tmpdir(), "trigger-fixtures-"));
function fixtureFile(name: string, text: string): string {
  const file = join(folder, name);
  writeFileSync(file, text);
  return file;
}
async function run(file: string) {
  return runFixture(file, await loadFixture(file), options);
}
async function refusal(file: string): Promise<string> {
  const error = await run(file).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FixtureError);
  return (error as Error).message;
}

describe("the shipped fixtures: one per message type and the lifecycles", () => {
  it("a fixture whose only trigger is each message type of the spec", async () => {
    const single = new Set<string>();
    for (const { file } of shippedFixtures()) {
      const triggers = (await loadFixture(file)).steps
        .filter((s): s is { trigger: string } => "trigger" in s)
        .map((s) => s.trigger);
      if (triggers.length === 1) single.add(triggers[0]!);
    }
    expect([...single].sort()).toEqual(Object.keys(eventCatalogue).sort());
  });
  it("the lifecycles: an order to Done, a record created, updated and deleted, a profile change", () => {
    expect(shippedFixtures().map((f) => f.name)).toEqual(
      expect.arrayContaining(["order-lifecycle", "record-lifecycle", "profile-change-lifecycle"]),
    );
  });
  it.each(shippedFixtures().map((f) => [f.name, f.file]))("%s passes, every step", async (_name, file) => {
    const outcome = await run(file);
    expect(outcome.length).toBe((await loadFixture(file)).steps.length);
  });
});

describe("references to earlier results", () => {
  it("a whole-string reference keeps the value's type; one inside a string is its text", async () => {
    const file = fixtureFile(
      "refs.yaml",
      [
        "steps:",
        "  - trigger: PLATFORM.PlatformStore.OrderReleased",
        "    as: order",
        "  - call: { service: order-integration, method: GET, path: " +
          "'/api/v1/Order/${order.id}', query: { orderAccessType: Vendor } }",
        "    as: read",
        "  - expect: { that: '${read.status}', equals: 200 }",
        "  - expect: { that: 'order ${order.id}', equals: 'order ${read.body.id}' }",
      ].join("\n"),
    );
    expect(await run(file)).toHaveLength(4);
  });
  it("an unknown name is refused naming the file, the step, its JSON path and the reference", async () => {
    const file = fixtureFile(
      "unknown-ref.yaml",
      "steps:\n  - trigger: PLATFORM.DataService.RecordUpdated\n    on: ${created.id}\n",
    );
    expect(await refusal(file)).toBe(
      `${file}: step 1 ($.steps[0].on): \${created.id}: no earlier step is named created (name one with as: created)`,
    );
  });
  it("an expectation not met names the step and both values", async () => {
    const file = fixtureFile("expect.yaml", "steps:\n  - advanceClock: 1\n  - expect: { that: 1, equals: 2 }\n");
    expect(await refusal(file)).toBe(`${file}: step 2 ($.steps[1].expect): 1 is not 2`);
  });
  it("a trigger refused names the step and the sandbox's reason", async () => {
    const file = fixtureFile(
      "refused.yaml",
      "steps:\n  - trigger: PLATFORM.DataService.RecordDeleted\n    on: 0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d\n",
    );
    expect(await refusal(file)).toBe(
      `${file}: step 1 ($.steps[0].trigger): PLATFORM.DataService.RecordDeleted refused (404): on ` +
        `0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d: no record with this id in tenant ${DEFAULT_TENANT_ID}`,
    );
  });
  it("a call answering another status names the step, the call, the status and the problem", async () => {
    const file = fixtureFile(
      "call.yaml",
      "steps:\n  - call: { service: order-integration, method: GET, path: " +
        "/api/v1/Order/0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d, query: { orderAccessType: " +
        "Vendor } }\n",
    );
    expect(await refusal(file)).toMatch(
      new RegExp(
        `^${file.replaceAll(".", "\\.")}: step 1 \\(\\$\\.steps\\[0\\]\\.call\\): GET ` +
          `/api/v1/Order/0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d answered 404 \\(.+\\), expected 2xx$`,
      ),
    );
  });
});

describe("a fixture is validated against the shipped JSON Schema before any step runs", () => {
  it("names the file, the step and the JSON path of the mistake", async () => {
    const before = world.sandbox.control.gateway.deliveries().length;
    const file = fixtureFile(
      "bad.yaml",
      "steps:\n  - trigger: PLATFORM.PlatformStore.OrderReleased\n  - advanceClock: -5\n",
    );
    const error = await loadFixture(file).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toBe(`${file}: not a valid trigger fixture: step 2 ($.steps[1].advanceClock): must be >= 1`);
    expect(world.sandbox.control.gateway.deliveries()).toHaveLength(before);
  });
  it("a step of no known kind is named with the kinds there are", async () => {
    const file = fixtureFile("no-kind.yaml", "steps:\n  - wait: 5\n");
    await expect(loadFixture(file)).rejects.toThrow(
      `${file}: not a valid trigger fixture: step 1 ($.steps[0]): must have one of trigger, call, advanceClock, expect`,
    );
  });
  it("a misspelt key is named by its JSON path with the key it is within two edits of", async () => {
    const file = fixtureFile(
      "misspelt.yaml",
      "steps:\n  - call: { service: order-integration, methd: GET, path: /x }\n",
    );
    await expect(loadFixture(file)).rejects.toThrow(
      `${file}: not a valid trigger fixture: step 1 ($.steps[0].call): must have property "method"; ` +
        "$.steps[0].call.methd: did you mean `method`?",
    );
    const status = fixtureFile(
      "status.yaml",
      "steps:\n  - call: { service: order-integration, method: GET, path: /x, expectStatsu: 201 }\n",
    );
    await expect(loadFixture(status)).rejects.toThrow(
      `${status}: not a valid trigger fixture: step 1 ($.steps[0].call): must not have property "expectStatsu"; ` +
        "$.steps[0].call.expectStatsu: did you mean `expectStatus`?",
    );
    const top = fixtureFile("top.yaml", "stepz:\n  - advanceClock: 5\n");
    await expect(loadFixture(top)).rejects.toThrow(
      `${top}: not a valid trigger fixture: $: must have property "steps"; $.stepz: did you mean \`steps\`?`,
    );
  });
  it("a key far from every known one is named without a guess", async () => {
    const file = fixtureFile(
      "far.yaml",
      "steps:\n  - call: { service: order-integration, method: GET, path: /x, zzz: 1 }\n",
    );
    await expect(loadFixture(file)).rejects.toThrow(
      new RegExp(`step 1 \\(\\$\\.steps\\[0\\]\\.call\\): must not have property "zzz"$`),
    );
  });
  it("the schema ships with the runtime package's schemas", async () => {
    const schema = await import("../../../generated/schemas/SandboxTriggerFixture.schema.json", {
      with: { type: "json" },
    });
    expect(schema.default.title).toBe("SandboxTriggerFixture");
  });
});
