// A provider's discovery may name addresses the specs do not have (its own /token), and a flow that followed one sent
// a request no Arazzo step can name: the export leaves that flow out, naming the request, and writes the others.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { exportArazzo } from "../../../tools/src/conformance/service/arazzo.js";
import type { RecordedExchange } from "../../../tools/src/conformance/service/recorder.js";
import { createRedactor } from "../../../tools/src/conformance/service/redactor.js";

const TOKEN = "eyJhbGciOiJSUzI1NiJ9.kit-access-token.signature";
const PROVIDER = "http://127.0.0.1:9/";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const exchange = (
  flow: string,
  service: RecordedExchange["service"],
  method: string,
  path: string,
  status: number,
): RecordedExchange => ({
  service,
  flow,
  capability: "identity",
  role: undefined,
  method,
  url: new URL(path, PROVIDER),
  requestHeaders: new Headers({ authorization: `Bearer ${TOKEN}` }),
  requestBody: undefined,
  status,
  responseHeaders: new Headers(),
  responseBody: new Uint8Array(),
});

describe("--export-arazzo leaves out a flow with a request of no spec operation, naming it, and exports others", () => {
  it("discovery's own /token: that flow is listed as left out with its request, the other flow is a workflow", () => {
    const folder = mkdtempSync(join(tmpdir(), "arazzo-unknown-operation-"));
    folders.push(folder);
    const exported = exportArazzo(
      {
        exchanges: [
          exchange("discovery", "identity-provider", "GET", "/.well-known/openid-configuration", 200),
          exchange("discovery", "identity-provider", "GET", "/token", 404),
          exchange("keys", "identity-provider", "GET", "/.well-known/jwks", 200),
        ],
        services: { "identity-provider": PROVIDER },
        runPrefix: "vs-1",
        tenantId: "6f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
        ownAuthorizations: { bearer: new Set([TOKEN]), basic: "Basic a2l0OnNlY3JldA==" },
        redactor: createRedactor([TOKEN]),
      },
      folder,
    );
    expect(exported.leftOut).toEqual([
      "discovery: its request GET /token is no operation of the identity-provider spec",
    ]);
    expect(exported.workflows).toEqual(["keys"]);
    const text = readFileSync(join(folder, "verify-service.arazzo.yaml"), "utf8");
    expect(text).toContain("operationId: $sourceDescriptions.identity_provider.");
    expect(text).not.toContain("/token");
  });
});
