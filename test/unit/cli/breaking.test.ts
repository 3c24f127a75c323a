import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { stringify } from "yaml";
import { breakingCommand } from "../../../tools/src/cli/breaking.js";
import { runCommand } from "../../../tools/src/cli/command.js";
import { projectRoot, type Json } from "../../support/openapi.js";

const work = mkdtempSync(join(tmpdir(), "breaking-command-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const bundled = (name: string) =>
  JSON.parse(readFileSync(join(projectRoot, "generated", "specs", `${name}.json`), "utf8"));
let files = 0;
function write(name: string, content: Json): string {
  const dir = join(work, String(files++));
  mkdirSync(dir);
  writeFileSync(
    join(dir, name),
    typeof content === "string" ? content : name.endsWith(".json") ? JSON.stringify(content) : stringify(content),
  );
  return join(dir, name);
}

async function breaking(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, "log").mockImplementation((text: string) => void out.push(text));
  const code = await runCommand(breakingCommand, args, { out: (t) => out.push(t), err: (t) => err.push(t) });
  vi.restoreAllMocks();
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const withoutTenants = () => {
  const revision = bundled("identity-provider");
  delete revision.paths["/api/v2/Tenants"];
  return revision;
};
const narrowedEvents = () => {
  const revision = bundled("platform-events");
  const [name, schema] = Object.entries<Json>(revision.components.schemas).find(
    ([, s]) => Array.isArray(s.enum) && s.enum.length > 1,
  )!;
  schema.enum = schema.enum.slice(0, 1);
  return { revision, name };
};

describe("breaking exits 0 when the revision keeps every promise of the base", () => {
  it("an unchanged OpenAPI file and an added optional property pass", async () => {
    const base = write("identity-provider.json", bundled("identity-provider"));
    const additive = bundled("identity-provider");
    additive.components.schemas.Tenant.properties.region = { type: "string" };
    expect(await breaking(base, base)).toMatchObject({ code: 0, out: expect.stringContaining("0 breaking change(s)") });
    expect((await breaking(base, write("identity-provider.json", additive))).code).toBe(0);
  });
});

describe("breaking exits 1 and prints each breaking change with its file and where it is", () => {
  it("OpenAPI through oasdiff: a removed operation", async () => {
    const revision = write("identity-provider.json", withoutTenants());
    const result = await breaking(write("identity-provider.json", bundled("identity-provider")), revision);
    expect(result.out).toContain(`error   ${revision}: GET /api/v2/Tenants: api path removed without deprecation`);
    expect(result.code).toBe(1);
  });

  it("AsyncAPI through the event JSON Schemas: a narrowed enum", async () => {
    const { revision } = narrowedEvents();
    const result = await breaking(
      write("platform-events.json", bundled("platform-events")),
      write("platform-events.json", revision),
    );
    expect(result.out).toMatch(
      /error {3}.*platform-events\.json: PLATFORM\.\S+ (payload|headers) \$\S*: enum narrowed: .* removed/,
    );
    expect(result.code).toBe(1);
  });

  it("YAML specs whose $refs point at neighbouring files are read where they are", async () => {
    const dir = join(work, "team");
    mkdirSync(join(dir, "base"), { recursive: true });
    mkdirSync(join(dir, "revision"));
    const spec = () => ({
      openapi: "3.1.0",
      info: { title: "Team", version: "1" },
      paths: {
        "/things": {
          get: {
            responses: {
              "200": { description: "ok", content: { "application/json": { schema: { $ref: "./thing.yaml" } } } },
            },
          },
        },
      },
    });
    for (const [folder, type] of [
      ["base", "string"],
      ["revision", "integer"],
    ] as const) {
      writeFileSync(join(dir, folder, "team.yaml"), stringify(spec()));
      writeFileSync(join(dir, folder, "thing.yaml"), stringify({ type: "object", properties: { name: { type } } }));
    }
    const result = await breaking(join(dir, "base", "team.yaml"), join(dir, "revision", "team.yaml"));
    expect(result.out).toMatch(/error {3}.*team\.yaml: GET \/things: .*`name`.*type\/format changed/);
    expect(result.code).toBe(1);
  });
});

describe("breaking compares two folders by file name", () => {
  it("a changed spec, a removed spec and a new spec: the first two break consumers", async () => {
    const base = join(work, "folders-base");
    const revision = join(work, "folders-revision");
    mkdirSync(base);
    mkdirSync(revision);
    cpSync(join(projectRoot, "generated", "specs", "identity-provider.json"), join(base, "identity-provider.json"));
    cpSync(join(projectRoot, "generated", "specs", "file-content.json"), join(base, "file-content.json"));
    writeFileSync(join(revision, "identity-provider.json"), JSON.stringify(withoutTenants()));
    cpSync(join(projectRoot, "generated", "specs", "platform-events.json"), join(revision, "platform-events.json"));
    writeFileSync(join(base, "notes.txt"), "not a spec, and not a spec file name");
    const result = await breaking(base, revision);
    expect(result.out).toContain(
      `error   ${join(revision, "identity-provider.json")}: GET /api/v2/Tenants: api path removed without deprecation`,
    );
    expect(result.out).toContain(
      `error   ${join(base, "file-content.json")}: ${join(base, "file-content.json")}: spec removed`,
    );
    expect(result.out).not.toContain("platform-events.json:");
    expect(result.code).toBe(1);
  });
});

describe("bad input exits 2 with a message naming the file and the problem", () => {
  const valid = () => write("identity-provider.json", bundled("identity-provider"));
  const cases: [string, () => string[], RegExp][] = [
    ["a missing file", () => [valid(), join(work, "missing.yaml")], /missing\.yaml: no such file or folder/],
    [
      "a YAML file that is not a spec",
      () => [valid(), write("config.yaml", "name: app\nport: 8080\n")],
      /config\.yaml: not an OpenAPI or AsyncAPI spec/,
    ],
    [
      "a JSON file that does not parse",
      () => [write("broken.json", "{ nope"), valid()],
      /broken\.json: not JSON or YAML/,
    ],
    [
      "an OpenAPI base with an AsyncAPI revision",
      () => [valid(), write("platform-events.json", bundled("platform-events"))],
      /platform-events\.json: is AsyncAPI but .*identity-provider\.json is OpenAPI/,
    ],
    ["a folder and a file", () => [work, valid()], /is a folder but .*identity-provider\.json is a file/],
    [
      "an AsyncAPI file with a $ref to another file",
      () => [
        write("events.yaml", { asyncapi: "3.0.0", components: { messages: { A: { payload: { $ref: "./a.yaml" } } } } }),
        valid(),
      ],
      /events\.yaml: \$ref "\.\/a\.yaml" at \$\.components\.messages\.A\.payload points outside the file/,
    ],
    ["one argument", () => [valid()], /missing <revision>/],
  ];
  for (const [what, args, message] of cases) {
    it(what, async () => {
      const result = await breaking(...args());
      expect(result.err).toMatch(message);
      expect(result.err.split("\n")).toHaveLength(1);
      expect(result.code).toBe(2);
    });
  }

  it("OpenAPI on a platform oasdiff has no binary for: says so, while AsyncAPI specs are still compared", async () => {
    const platform = Object.getOwnPropertyDescriptor(process, "platform")!;
    Object.defineProperty(process, "platform", { value: "darwin" });
    try {
      const openapi = await breaking(valid(), write("identity-provider.json", withoutTenants()));
      expect(openapi.err).toMatch(/oasdiff is not available on darwin \S+: .*linux x64 only/);
      expect(openapi.code).toBe(2);
      const events = await breaking(
        write("platform-events.json", bundled("platform-events")),
        write("platform-events.json", narrowedEvents().revision),
      );
      expect(events.code).toBe(1);
    } finally {
      Object.defineProperty(process, "platform", platform);
    }
  });
});
