// The Spectral ruleset is what other teams run in their pull-request checks: it must catch each
// convention it claims to enforce.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../support/openapi.js";
import { scaled } from "../support/time.js";

interface Finding {
  code: string;
  message: string;
  path: string[];
}

function spectral(file: string): Finding[] {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve("@stoplight/spectral-cli/package.json");
  const bin = join(
    dirname(pkg),
    (JSON.parse(readFileSync(pkg, "utf8")) as { bin: Record<string, string> }).bin.spectral!,
  );
  const run = spawnSync(
    process.execPath,
    [bin, "lint", file, "--ruleset", "spectral.yaml", "--format", "json", "--quiet"],
    {
      cwd: projectRoot,
      encoding: "utf8",
    },
  );
  return JSON.parse(run.stdout) as Finding[];
}

describe("the exported Spectral ruleset catches a spec that breaks the conventions", () => {
  let findings: Finding[] = [];
  beforeAll(() => {
    findings = spectral("test/fixtures/lint/broken.yaml");
  }, scaled(60_000));
  const codes = () => findings.map((f) => f.code);

  it("operationId must be camelCase", () => expect(codes()).toContain("operation-id-camel-case"));
  it("every operation declares security", () => {
    const messages = findings.filter((f) => f.code === "operation-security-declared").map((f) => f.message);
    expect(messages).toEqual([
      "GET /things declares no security: give it security, or the document a root " +
        "security that applies to every operation (security: [] where a call is anonymous)",
    ]);
  });
  it("every 2xx JSON body has an example", () => expect(codes()).toContain("success-json-body-example"));
  it("every request body has an example", () => expect(codes()).toContain("request-body-example"));
  it("a list answers { totalCount, items[] }", () => expect(codes()).toContain("collection-shape"));
  it("a list answered in several forms is a collection in each form", () => {
    const paths = findings.filter((f) => f.code === "collection-shape").map((f) => f.path.slice(0, 3).join(" "));
    expect(paths).toContain("paths /pages get");
  });
  it("offset defaults to 0 and limit to 100", () => {
    const messages = findings.filter((f) => f.code === "paging-defaults").map((f) => f.message);
    expect(messages).toEqual([
      "offset defaults to 1; the platform's default is 0",
      "limit has no default: give default 100, or record with x-not-shown that the reference states none",
    ]);
  });
  it("bodies use named schemas", () => expect(codes()).toContain("body-schema-named"));
  it("x-not-shown says what is missing", () => expect(codes()).toContain("x-not-shown-says-what"));
  it("every operation has tags", () => expect(codes()).toContain("operation-tags"));
  it("every operation documents an error answer (4xx or default)", () => {
    const messages = findings
      .filter((f) => f.code === "operation-error-answer")
      .map((f) => f.message.split(" documents")[0]);
    expect(messages).toEqual(["GET /things", "POST /things", "DELETE /things/{id}"]);
  });
  it("an operation that needs a bearer token documents 401", () => {
    const messages = findings.filter((f) => f.code === "secured-operation-401").map((f) => f.message);
    expect(messages).toEqual([
      "GET /things/{id}/content needs a bearer token or other credentials but documents no 401 answer",
    ]);
  });
  it("a success body has an explicit status, not only 2XX", () => {
    const paths = findings.filter((f) => f.code === "success-body-explicit-status").map((f) => f.path.join(" "));
    expect(paths).toEqual(["paths /things/{id}/content get responses 2XX"]);
  });
});

describe("an answer carrying an id another operation takes declares a link to it", () => {
  it(
    "flags the answer without a link, and neither an echo, a linked answer nor one that says x-no-links",
    () => {
      const messages = spectral("test/fixtures/lint/links.yaml")
        .filter((f) => f.code === "operation-id-links")
        .map((f) => f.message);
      expect(messages).toEqual([
        "createWidget answers 201 with widgetId, which listParts, replaceWidget take: " +
          "declare a link to one of them (or x-no-links: why it is another id)",
      ]);
    },
    scaled(60_000),
  );

  it(
    "holds for the package's own specs",
    () => {
      for (const spec of [
        "data-integration",
        "order-integration",
        "file-content",
        "identity-provider",
        "connector-catalogue",
        "sandbox-control",
      ]) {
        expect(spectral(`specs/openapi/${spec}.yaml`).filter((f) => f.code === "operation-id-links")).toEqual([]);
      }
    },
    scaled(120_000),
  );
});

describe("the collection rule accepts the forms the reference documents", () => {
  it(
    "a collection held in a property, a page in either of two forms, and a one-record answer marked x-paging-ignored",
    () => {
      expect(spectral("test/fixtures/lint/paging-ok.yaml").filter((f) => f.code === "collection-shape")).toEqual([]);
    },
    scaled(60_000),
  );
});

describe("the security rule counts the document's root security", () => {
  it(
    "an API secured at its root passes: no operation is told to declare security or to write security: []",
    () => {
      expect(spectral("test/fixtures/lint/root-security.yaml")).toEqual([]);
    },
    scaled(60_000),
  );
});
