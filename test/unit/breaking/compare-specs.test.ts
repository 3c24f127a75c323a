import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { compareSpecs } from "../../../tools/src/breaking/compare-specs.js";
import { compareEvents } from "../../../tools/src/breaking/event-schemas.js";
import { projectRoot, type Json } from "../../support/openapi.js";
import { scaled } from "../../support/time.js";

const identity = JSON.parse(readFileSync(join(projectRoot, "generated", "specs", "identity-provider.json"), "utf8"));

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
    expect(changes).toContainEqual({
      spec: "identity-provider",
      location: "GET /api/v2/Tenants",
      text: "api path removed without deprecation",
      level: "error",
    });
  });

  it("a changed response property type is breaking", async () => {
    const revision = structuredClone(identity);
    revision.components.schemas.Tenant.properties.name.type = "integer";
    const changes = await compareSpecs("identity-provider", identity, revision);
    expect(
      changes
        .filter((c) => c.level === "error")
        .map((c) => c.text)
        .join("\n"),
    ).toMatch(/`name` response's property type\/format changed/);
  });

  it("a new optional response property is not breaking", async () => {
    const revision = structuredClone(identity);
    revision.components.schemas.Tenant.properties.region = { type: "string" };
    expect((await compareSpecs("identity-provider", identity, revision)).filter((c) => c.level === "error")).toEqual(
      [],
    );
  });

  it("a removed spec is breaking and a new one is not", async () => {
    expect(await compareSpecs("identity-provider", identity, undefined)).toEqual([
      { spec: "identity-provider", location: "identity-provider", text: "spec removed", level: "error" },
    ]);
    expect(await compareSpecs("identity-provider", undefined, identity)).toEqual([]);
  });
});

describe("event payloads are compared through their JSON Schemas", () => {
  it("a removed property is breaking", () => {
    const revision = events();
    delete revision.components.schemas.RecordCreated.properties.dataRecordId;
    expect(compareEvents(events(), revision)).toEqual([
      { location: "PLATFORM.DataService.RecordCreated payload $.dataRecordId", text: "property removed" },
    ]);
  });

  it("a newly required property is breaking", () => {
    const revision = events();
    revision.components.schemas.RecordCreated.required.push("dataRecordId");
    expect(compareEvents(events(), revision)).toEqual([
      { location: "PLATFORM.DataService.RecordCreated payload $.dataRecordId", text: "property newly required" },
    ]);
  });

  it("a narrowed enum is breaking, also behind a $ref", () => {
    const revision = events();
    revision.components.schemas.Status.enum = ["Started", "Success"];
    expect(compareEvents(events(), revision)).toEqual([
      { location: "PLATFORM.DataService.RecordCreated payload $.status", text: 'enum narrowed: "Failed" removed' },
    ]);
  });

  it("a changed type is breaking", () => {
    const revision = events();
    revision.components.schemas.RecordHeaders.properties["X-Tenant-Id"].type = "integer";
    expect(compareEvents(events(), revision)).toEqual([
      {
        location: "PLATFORM.DataService.RecordCreated headers $.X-Tenant-Id",
        text: "type changed from string to integer",
      },
    ]);
  });

  it("a removed message is breaking", () => {
    const revision = events();
    delete revision.components.messages.RecordCreated;
    expect(compareEvents(events(), revision)).toEqual([
      { location: "PLATFORM.DataService.RecordCreated", text: "message removed" },
    ]);
  });

  it("a new optional property, a widened enum and a new message are not breaking", () => {
    const revision = events();
    revision.components.schemas.RecordCreated.properties.mandantCode = { type: "string" };
    revision.components.schemas.Status.enum.push("Canceled");
    revision.components.messages.Other = { "x-message-type": "PLATFORM.Other", payload: { type: "object" } };
    expect(compareEvents(events(), revision)).toEqual([]);
  });
});

describe("npm run check:breaking -- <git-ref> regenerates, then compares generated/specs with the ref", () => {
  const clone = join(mkdtempSync(join(tmpdir(), "check-breaking-")), "repo");
  afterAll(() => rmSync(dirname(clone), { recursive: true, force: true }));
  const run = (ref: string) =>
    spawnSync(
      process.execPath,
      [join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs"), join(clone, "scripts", "check-breaking.ts"), ref],
      { cwd: clone, encoding: "utf8" },
    );

  it(
    "passes an unchanged repository, fails a spec edit not yet generated, and refuses an unknown ref",
    () => {
      execFileSync("git", ["clone", "-q", projectRoot, clone], { stdio: "ignore" });
      symlinkSync(join(projectRoot, "node_modules"), join(clone, "node_modules"), "dir");

      const unchanged = run("HEAD");
      expect(unchanged.stdout).toContain("0 breaking change(s)");
      expect(unchanged.status).toBe(0);

      const specFile = join(clone, "specs", "openapi", "identity-provider.yaml");
      const spec = parseDocument(readFileSync(specFile, "utf8"));
      spec.deleteIn(["paths", "/api/v2/Tenants"]);
      writeFileSync(specFile, spec.toString());
      const edited = run("HEAD");
      expect(edited.stdout).toContain(
        "error   generated/specs/identity-provider.json: GET /api/v2/Tenants: api path removed without deprecation",
      );
      expect(edited.status).toBe(1);

      const unknown = run("no-such-ref");
      expect(unknown.stderr).toContain("check:breaking: no-such-ref is not a commit of this repository");
      expect(unknown.status).toBe(2);
    },
    scaled(120_000),
  );
});
