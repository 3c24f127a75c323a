import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compareSpecs } from "../../../src/breaking/compare-specs.js";
import { compareEvents } from "../../../src/breaking/event-schemas.js";
import { projectRoot, type Json } from "../../support/openapi.js";

const identity = JSON.parse(readFileSync(join(projectRoot, "generated", "specs", "identity-provider.json"), "utf8")) as Json;

/** A small AsyncAPI document: one message whose payload the tests change. */
function events(): Json {
  return {
    asyncapi: "3.0.0",
    components: {
      messages: {
        RecordCreated: {
          "x-message-type": "PLATFORM.DataService.RecordCreated",
          payload: { $ref: "#/components/schemas/RecordCreated" },
          headers: { $ref: "#/components/schemas/RecordHeaders" },
        },
      },
      schemas: {
        RecordCreated: {
          type: "object",
          required: ["dataModelId"],
          properties: {
            dataModelId: { type: "string", format: "uuid" },
            dataRecordId: { type: "string", format: "uuid" },
            status: { $ref: "#/components/schemas/Status" },
          },
        },
        RecordHeaders: { type: "object", properties: { "X-Tenant-Id": { type: "string" } } },
        Status: { type: "string", enum: ["Started", "Success", "Failed"] },
      },
    },
  };
}

describe("OpenAPI specs are compared with oasdiff", () => {
  it("a removed operation is breaking, with oasdiff's message", async () => {
    const revision = structuredClone(identity);
    delete revision.paths["/api/v2/Tenants"];
    const changes = await compareSpecs("identity-provider", identity, revision);
    expect(changes).toContainEqual({ spec: "identity-provider", location: "GET /api/v2/Tenants", text: "api path removed without deprecation", level: "error" });
  });

  it("a changed response property type is breaking", async () => {
    const revision = structuredClone(identity);
    revision.components.schemas.Tenant.properties.name.type = "integer";
    const changes = await compareSpecs("identity-provider", identity, revision);
    expect(changes.filter((c) => c.level === "error").map((c) => c.text).join("\n")).toMatch(/`name` response's property type\/format changed/);
  });

  it("a new optional response property is not breaking", async () => {
    const revision = structuredClone(identity);
    revision.components.schemas.Tenant.properties.region = { type: "string" };
    expect((await compareSpecs("identity-provider", identity, revision)).filter((c) => c.level === "error")).toEqual([]);
  });

  it("a removed spec is breaking and a new one is not", async () => {
    expect(await compareSpecs("identity-provider", identity, undefined)).toEqual([{ spec: "identity-provider", location: "identity-provider", text: "spec removed", level: "error" }]);
    expect(await compareSpecs("identity-provider", undefined, identity)).toEqual([]);
  });
});

describe("event payloads are compared through their JSON Schemas", () => {
  it("a removed property is breaking", () => {
    const revision = events();
    delete revision.components.schemas.RecordCreated.properties.dataRecordId;
    expect(compareEvents(events(), revision)).toEqual([{ location: "PLATFORM.DataService.RecordCreated payload $.dataRecordId", text: "property removed" }]);
  });

  it("a newly required property is breaking", () => {
    const revision = events();
    revision.components.schemas.RecordCreated.required.push("dataRecordId");
    expect(compareEvents(events(), revision)).toEqual([{ location: "PLATFORM.DataService.RecordCreated payload $.dataRecordId", text: "property newly required" }]);
  });

  it("a narrowed enum is breaking, also behind a $ref", () => {
    const revision = events();
    revision.components.schemas.Status.enum = ["Started", "Success"];
    expect(compareEvents(events(), revision)).toEqual([{ location: "PLATFORM.DataService.RecordCreated payload $.status", text: 'enum narrowed: "Failed" removed' }]);
  });

  it("a changed type is breaking", () => {
    const revision = events();
    revision.components.schemas.RecordHeaders.properties["X-Tenant-Id"].type = "integer";
    expect(compareEvents(events(), revision)).toEqual([{ location: "PLATFORM.DataService.RecordCreated headers $.X-Tenant-Id", text: "type changed from string to integer" }]);
  });

  it("a removed message is breaking", () => {
    const revision = events();
    delete revision.components.messages.RecordCreated;
    expect(compareEvents(events(), revision)).toEqual([{ location: "PLATFORM.DataService.RecordCreated", text: "message removed" }]);
  });

  it("a new optional property, a widened enum and a new message are not breaking", () => {
    const revision = events();
    revision.components.schemas.RecordCreated.properties.mandantCode = { type: "string" };
    revision.components.schemas.Status.enum.push("Canceled");
    revision.components.messages.Other = { "x-message-type": "PLATFORM.Other", payload: { type: "object" } };
    expect(compareEvents(events(), revision)).toEqual([]);
  });
});

describe("npm run check:breaking -- <git-ref> compares generated/specs with the ref", () => {
  const repo = mkdtempSync(join(tmpdir(), "check-breaking-"));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, stdio: "ignore" });
  const run = () =>
    spawnSync(process.execPath, [join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs"), join(projectRoot, "scripts", "check-breaking.ts"), "base"], {
      cwd: repo,
      encoding: "utf8",
    });
  const write = (name: string, document: Json) => writeFileSync(join(repo, "generated", "specs", name), JSON.stringify(document));

  it("passes a non-breaking change and fails a breaking one with the checker's messages", () => {
    mkdirSync(join(repo, "generated", "specs"), { recursive: true });
    git("init", "-q");
    write("identity-provider.json", identity);
    write("platform-events.json", events());
    git("add", ".");
    git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "base");
    git("tag", "base");

    const additive = structuredClone(identity);
    additive.components.schemas.Tenant.properties.region = { type: "string" };
    write("identity-provider.json", additive);
    const passing = run();
    expect(passing.stdout).toContain("check:breaking against base: 0 breaking change(s)");
    expect(passing.status).toBe(0);

    const narrowed = events();
    narrowed.components.schemas.Status.enum = ["Started"];
    write("platform-events.json", narrowed);
    const failing = run();
    expect(failing.stdout).toContain('error   platform-events: PLATFORM.DataService.RecordCreated payload $.status: enum narrowed: "Success", "Failed" removed');
    expect(failing.status).toBe(1);
  }, 60_000);
});
