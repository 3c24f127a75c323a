import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bundleSpec, clearYamlCache } from "../../../generator/bundle.js";
import { SpecError } from "../../../generator/spec-error.js";
import type { Json } from "../../support/openapi.js";

let root: string;

function specsTree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), "bundle-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  clearYamlCache();
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

const spec = (ref: string) => `openapi: 3.1.0
info: { title: t, version: "0" }
paths:
  /a:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: { $ref: "${ref}" }
`;

function bundleError(files: Record<string, string>): SpecError {
  const dir = specsTree(files);
  try {
    bundleSpec(dir, join(dir, "openapi", "s.yaml"));
  } catch (error) {
    if (error instanceof SpecError) return error;
    throw error;
  }
  throw new Error("bundling succeeded");
}

describe("file references become components named by the schema's title", () => {
  it("puts a referenced schema under components.schemas by title, once, and rewrites the reference", () => {
    const dir = specsTree({
      "openapi/s.yaml": spec("../schemas/x/Thing.yaml"),
      "schemas/x/Thing.yaml":
        "title: Thing\ntype: object\nproperties:\n  part: { $ref: Part.yaml }\n  again: { $ref: Part.yaml }\n",
      "schemas/x/Part.yaml": "title: Part\ntype: string\n",
    });
    const { document, schemaFiles } = bundleSpec(dir, join(dir, "openapi", "s.yaml"), "9.9.9");
    expect((document as Json).paths["/a"].get.responses["200"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Thing",
    });
    expect((document as Json).components.schemas).toEqual({
      Part: { title: "Part", type: "string" },
      Thing: {
        title: "Thing",
        type: "object",
        properties: { part: { $ref: "#/components/schemas/Part" }, again: { $ref: "#/components/schemas/Part" } },
      },
    });
    expect((document as Json).info.version).toBe("9.9.9");
    expect([...schemaFiles]).toEqual([
      ["Thing", "schemas/x/Thing.yaml"],
      ["Part", "schemas/x/Part.yaml"],
    ]);
  });
});

describe("a spec the bundler cannot trust is refused, naming the file and the JSON path", () => {
  it("a schema whose title is not its file name", () => {
    const error = bundleError({
      "openapi/s.yaml": spec("../schemas/x/Thing.yaml"),
      "schemas/x/Thing.yaml": "title: Other\ntype: string\n",
    });
    expect(error.message).toMatch(
      /schemas\/x\/Thing\.yaml at \$\.title: must equal the file name "Thing" \(found "Other"\)$/,
    );
  });

  it("two schema files with the same title", () => {
    const error = bundleError({
      "openapi/s.yaml": spec("../schemas/x/Thing.yaml"),
      "schemas/x/Thing.yaml": "title: Thing\nallOf: [{ $ref: ../y/Thing.yaml }]\n",
      "schemas/y/Thing.yaml": "title: Thing\ntype: string\n",
    });
    expect(error.message).toMatch(
      /schemas\/y\/Thing\.yaml at \$: its schemas name "Thing" is already used by schemas\/x\/Thing\.yaml/,
    );
  });

  it("a reference into the middle of a file", () => {
    const error = bundleError({
      "openapi/s.yaml": spec("../schemas/x/Thing.yaml#/properties/a"),
      "schemas/x/Thing.yaml": "title: Thing\n",
    });
    expect(error.message).toMatch(
      /openapi\/s\.yaml at \$\.paths\.\/a\.get\.responses\.200\.content\.application\/json\.schema\.\$ref: reference .* points into a file/,
    );
  });

  it("a reference outside specs/schemas, parameters and responses", () => {
    const error = bundleError({
      "openapi/s.yaml": spec("../elsewhere/Thing.yaml"),
      "elsewhere/Thing.yaml": "title: Thing\n",
    });
    expect(error.message).toContain("leaves specs/schemas, specs/parameters and specs/responses");
  });

  it("a local #/ reference inside a shared file", () => {
    const error = bundleError({
      "openapi/s.yaml": spec("../schemas/x/Thing.yaml"),
      "schemas/x/Thing.yaml": "title: Thing\nitems: { $ref: '#/components/schemas/Other' }\n",
    });
    expect(error.message).toMatch(/schemas\/x\/Thing\.yaml at \$\.items\.\$ref: local reference .* in a shared file/);
  });

  it("a file that is not YAML", () => {
    const error = bundleError({
      "openapi/s.yaml": spec("../schemas/x/Thing.yaml"),
      "schemas/x/Thing.yaml": "title: [unclosed\n",
    });
    expect(error.message).toMatch(/schemas\/x\/Thing\.yaml: is not valid YAML/);
  });

  it("a missing file", () => {
    const error = bundleError({ "openapi/s.yaml": spec("../schemas/x/Missing.yaml") });
    expect(error.message).toMatch(/schemas\/x\/Missing\.yaml: cannot be read/);
  });
});
