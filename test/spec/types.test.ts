// Generated types are what other teams compile against: a schema must never turn into a type no
// value can have.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import type {
  components as FileContentComponents,
  operations as FileContentOperations,
} from "../../generated/types/file-content.js";
import { isBinarySchema } from "../../generator/types.js";
import { listOperations, loadBundledSpecs, projectRoot } from "../support/openapi.js";

type FileContentSchemas = FileContentComponents["schemas"];

const typesDir = join(projectRoot, "generated", "types");

describe("no schema generates an impossible type", () => {
  for (const file of readdirSync(typesDir).filter((f) => f.endsWith(".ts"))) {
    it(`${file}: no component is Record<string, never> (an object part without properties in allOf)`, () => {
      const offending = readFileSync(join(typesDir, file), "utf8")
        .split("\n")
        .filter((line) => line.includes("Record<string, never>") && !/^export type (webhooks|\$defs) = /.test(line));
      expect(offending).toEqual([]);
    });
  }
});

describe("binary parts are Blob (a File is one), so an upload written to the types is one the service accepts", () => {
  it("the part file of FileUploadRequest is a Blob", () => {
    expectTypeOf<FileContentSchemas["FileUploadRequest"]["file"]>().toEqualTypeOf<Blob>();
    expectTypeOf<File>().toExtend<FileContentSchemas["FileUploadRequest"]["file"]>();
  });
  it("isBinarySchema: contentMediaType without contentEncoding, or format binary; base64 text stays a string", () => {
    expect(isBinarySchema({ type: "string", contentMediaType: "application/octet-stream" })).toBe(true);
    expect(isBinarySchema({ type: "string", format: "binary" })).toBe(true);
    expect(isBinarySchema({ type: "string", contentMediaType: "image/png", contentEncoding: "base64" })).toBe(false);
    expect(isBinarySchema({ type: "string" })).toBe(false);
  });
});

describe("documented request headers are typed parameters of their operations", () => {
  it("If-None-Match is a header parameter of both file content reads", () => {
    expectTypeOf<NonNullable<FileContentOperations["getFileContent"]["parameters"]["header"]>>().toEqualTypeOf<{
      "If-None-Match"?: string;
    }>();
    expectTypeOf<NonNullable<FileContentOperations["getFileContentByPath"]["parameters"]["header"]>>().toEqualTypeOf<{
      "If-None-Match"?: string;
    }>();
  });
  it("every operation documenting a 304 takes If-None-Match", () => {
    const missing = loadBundledSpecs("openapi").flatMap((spec) =>
      listOperations(spec)
        .filter(
          (op) =>
            op.operation.responses?.["304"] !== undefined &&
            !op.parameters.some((p) => p.in === "header" && p.name.toLowerCase() === "if-none-match"),
        )
        .map((op) => `${spec.name} ${op.operationId}`),
    );
    expect(missing).toEqual([]);
  });
});
