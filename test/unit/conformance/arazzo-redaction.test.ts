// The Arazzo export (--export-arazzo) is shared like the report: the workflows carry the bodies the
// kit sent, which may hold what a provider echoed, so they pass the run's redactor too.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { exportArazzo } from "../../../tools/src/conformance/service/arazzo.js";
import type { RecordedExchange } from "../../../tools/src/conformance/service/recorder.js";
import { createRedactor } from "../../../tools/src/conformance/service/redactor.js";

const CLIENT_SECRET = "kit-client-secret-4711";
const BASIC = `Basic ${Buffer.from(`kit:${CLIENT_SECRET}`).toString("base64")}`;
const TOKEN = "eyJhbGciOiJSUzI1NiJ9.kit-access-token.signature";
const ECHOED_TOKEN = "provider-echoed-access-token-0815";
const ECHOED_PASSWORD = "p4ssw0rd!";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const exchange = (service: RecordedExchange["service"], url: string, body: unknown): RecordedExchange => ({
  service,
  flow: "registration",
  capability: "data-integration",
  role: undefined,
  method: "POST",
  url: new URL(url),
  requestHeaders: new Headers({ authorization: `Bearer ${TOKEN}`, "content-type": "application/json" }),
  requestBody: JSON.stringify(body),
  status: 400,
  responseHeaders: new Headers(),
  responseBody: new Uint8Array(),
});

describe("the Arazzo export holds no client secret, Basic credential, access token or secret member's value", () => {
  it("bodies that carry the run's secrets and secret-named members are written redacted, expressions kept", () => {
    const folder = mkdtempSync(join(tmpdir(), "arazzo-redaction-"));
    folders.push(folder);
    const exported = exportArazzo(
      {
        exchanges: [
          exchange("data-integration", "http://127.0.0.1:9/api/v2/IntegrationAgents/Settings", {
            agentDefinition: { description: `echoed ${CLIENT_SECRET} and ${BASIC}` },
            sourceDefinition: { description: TOKEN, consumerType: "None" },
          }),
          exchange("state-hook", "http://127.0.0.1:9/provider-state", {
            accessToken: ECHOED_TOKEN,
            password: ECHOED_PASSWORD,
          }),
        ],
        services: { "data-integration": "http://127.0.0.1:9/", "identity-provider": "http://127.0.0.1:9/" },
        runPrefix: "vs-1",
        tenantId: "6f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
        ownAuthorizations: { bearer: new Set([TOKEN]), basic: BASIC },
        redactor: createRedactor([CLIENT_SECRET, BASIC, BASIC.slice("Basic ".length), TOKEN]),
      },
      folder,
    );
    expect(exported.workflows).toEqual(["registration"]);
    const text = readFileSync(join(folder, "verify-service.arazzo.yaml"), "utf8");
    for (const secret of [CLIENT_SECRET, BASIC.slice("Basic ".length), TOKEN, ECHOED_TOKEN, ECHOED_PASSWORD])
      expect(text.includes(secret), `the export shows ${secret}`).toBe(false);
    expect(text).toContain("description: echoed [redacted] and [redacted]");
    expect(text).toContain('accessToken: "[redacted]"');
    expect(text).toContain('password: "[redacted]"');
    expect(text).toContain("password: $inputs.clientSecret");
    expect(text).toContain("accessToken: $response.body#/access_token");
  });
});
