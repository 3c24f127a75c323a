// Requests and answers checked against the specs: refusals name the parameter or JSON path, an
// answer that breaks the spec becomes a 500 naming the violation, and Prefer picks documented answers.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InProcessSandbox } from "../../tools/src/sandbox/doors/in-process/index.js";
import { startSandbox, type SandboxHandlers } from "../../tools/src/sandbox/index.js";
import { buildRequest, deref, listOperations, loadBundledSpecs } from "../support/openapi.js";
import { bearer, createTestSandbox, MODEL_ID, requestToken, serviceUrl } from "../support/sandbox.js";

// In process: what is checked is each answer, which the same router gives behind either door.
let sandbox: InProcessSandbox;
let acme: string;
const logged: string[] = [];

beforeAll(async () => {
  sandbox = await createTestSandbox({
    onLog: (line) => logged.push(line),
    // A handler that answers a body its spec does not allow: a sandbox bug the answer check must catch.
    // Its types refuse the body, so it gets past them as a handler in JavaScript or behind a cast would.
    handlers: {
      getDataModels: (() => ({
        status: 200,
        body: { totalCount: "two", items: [] },
      })) as unknown as SandboxHandlers["getDataModels"],
      getDataSources: () => {
        throw new Error("store missing");
      },
    },
  });
  acme = await bearer(sandbox, "acme");
});
afterAll(() => sandbox.close());

const problemOf = async (response: Response) => ({
  status: response.status,
  ...((await response.json()) as { detail: string; errors?: { where: string }[] }),
});

describe("a request that does not match its operation is refused naming the parameter or JSON path", () => {
  it("a missing required query parameter: the documented 400, naming it", async () => {
    const answer = await problemOf(
      await sandbox.fetch(`${serviceUrl(sandbox, "data-integration")}/api/v2/QueryingData/GetData`, {
        headers: { authorization: acme },
      }),
    );
    expect([answer.status, answer.errors?.[0]?.where]).toEqual([400, "query parameter modelId"]);
  });
  it("a parameter of the wrong type: 400 naming it", async () => {
    const answer = await problemOf(
      await sandbox.fetch(
        `${serviceUrl(sandbox, "data-integration")}/api/v2/QueryingData/GetData?modelId=${MODEL_ID}&limit=many`,
        { headers: { authorization: acme } },
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.detail).toContain("query parameter limit must be integer");
  });
  it("a body property of the wrong type where no 400 is documented: 422 naming its JSON path", async () => {
    const response = await sandbox.fetch(
      `${serviceUrl(sandbox, "order-integration")}` +
        `/api/v1/Order/5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a/SetStatus?orderAccessType=Vendor`,
      {
        method: "POST",
        headers: { authorization: acme, "content-type": "application/json" },
        body: JSON.stringify({ systemStatus: "Done", severity: 7, message: "Deployed." }),
      },
    );
    const answer = await problemOf(response);
    expect(answer.status).toBe(422);
    expect(answer.detail).toContain("body $.severity");
  });
  it("a business rule that failed is named in its words, as the runtime's formatter words it", async () => {
    const response = await sandbox.fetch(
      `${serviceUrl(sandbox, "data-integration")}` +
        `/api/v2/SourcingData/EnqueueData/start?SourceId=6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31`,
      {
        method: "POST",
        headers: { authorization: acme, "content-type": "application/json" },
        body: JSON.stringify({
          items: [
            { entityId: "A", recordId: "1", fields: [], data: { Amount: { _type: "CurrencyNumber", value: "x" } } },
          ],
        }),
      },
    );
    const answer = await problemOf(response);
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      { where: "body $.items[0]", message: "breaks a business rule: only one of fields and data may be set" },
      {
        where: "body $.items[0].data.Amount",
        message:
          'must be string or null, or have property "currencyCode" and .value must be number, or be array: a ' +
          "CurrencyNumber object is `{ _type: CurrencyNumber, value: decimal, currencyCode: string }`",
      },
    ]);
  });
  it("a body that is not JSON: refused saying so", async () => {
    const response = await sandbox.fetch(`${serviceUrl(sandbox, "data-integration")}/api/v1/OperatingLogs`, {
      method: "POST",
      headers: { authorization: acme, "content-type": "application/json" },
      body: "{not json",
    });
    expect((await problemOf(response)).detail).toContain("body is not JSON");
  });
  it("an unknown path: 404 naming the service; a known path with another method: 405 with Allow", async () => {
    expect((await sandbox.fetch(`${serviceUrl(sandbox, "data-integration")}/api/v9/Nothing`)).status).toBe(404);
    const wrongMethod = await sandbox.fetch(`${serviceUrl(sandbox, "data-integration")}/api/v2/QueryingData/GetData`, {
      method: "DELETE",
    });
    expect([wrongMethod.status, wrongMethod.headers.get("allow")]).toEqual([405, "GET"]);
  });
  // DESIGN.md's trap: validators of one process must not stop refusing once a second spec is loaded.
  const withJsonBody = loadBundledSpecs("openapi").flatMap((spec) => {
    const op = listOperations(spec).find((o) =>
      Object.keys(deref(o.document, o.operation.requestBody ?? {})?.content ?? {}).includes("application/json"),
    );
    return op === undefined ? [] : [op];
  });
  it("an invalid body is refused by every service of the one process", async () => {
    expect(withJsonBody.map((op) => op.spec)).toEqual(
      expect.arrayContaining([
        "data-integration",
        "order-integration",
        "file-content",
        "connector-catalogue",
        "webhook-consumer",
        "sandbox-control",
      ]),
    );
    for (const op of withJsonBody) {
      const request = buildRequest(
        op,
        op.spec === "sandbox-control" ? serviceUrl(sandbox, "identity-provider") : serviceUrl(sandbox, op.spec),
      );
      const invalid = new Request(request, {
        body: JSON.stringify("not an object"),
        headers: { ...Object.fromEntries(request.headers), authorization: acme },
      });
      const response = await sandbox.fetch(invalid);
      expect([400, 422], `${op.operationId}: ${response.status}`).toContain(response.status);
      expect(((await response.json()) as { detail: string }).detail).toContain("body $ must be object");
    }
  });
});

describe("an answer that breaks the spec is a sandbox bug: 500 naming the violation, logged, recorded", () => {
  it("answers 500 naming the JSON path and records the violation", async () => {
    const answer = await problemOf(
      await sandbox.fetch(`${serviceUrl(sandbox, "data-integration")}/api/v1/DataModels`, {
        headers: { authorization: acme },
      }),
    );
    expect(answer.status).toBe(500);
    expect(answer.detail).toContain("the 200 answer of getDataModels: body $.totalCount must be integer");
    expect(sandbox.violations).toContainEqual(expect.objectContaining({ operationId: "getDataModels", status: 200 }));
    expect(logged.some((line) => line.includes("getDataModels"))).toBe(true);
  });
  it("a handler that throws answers 500 naming the operation and the error, and is recorded", async () => {
    const answer = await problemOf(
      await sandbox.fetch(`${serviceUrl(sandbox, "data-integration")}/api/v1/DataSources`, {
        headers: { authorization: acme },
      }),
    );
    expect([answer.status, answer.detail]).toEqual([500, "the handler of getDataSources failed: store missing"]);
    expect(sandbox.violations.map((v) => v.operationId)).toContain("getDataSources");
  });
});

describe("Prefer: code=<status> and example=<name> select a documented answer", () => {
  const getDataAgent = (prefer: string) =>
    sandbox.fetch(`${serviceUrl(sandbox, "data-integration")}/api/v1/DataAgents/3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73`, {
      headers: { authorization: acme, prefer },
    });
  it("code=404 answers the documented 404", async () => {
    const response = await getDataAgent("code=404");
    expect([response.status, response.headers.get("content-type")]).toEqual([404, "application/problem+json"]);
  });
  it("an undocumented code is refused naming the documented ones", async () => {
    const answer = await problemOf(await getDataAgent("code=418"));
    expect(answer.status).toBe(422);
    expect(answer.detail).toContain("documented: 200, 400, 401, 403, 404");
  });
  it("example=<name> answers that example", async () => {
    const response = await sandbox.fetch(
      `${serviceUrl(sandbox, "data-integration")}` +
        `/api/v1/SourcingData/EnqueueDataBySourceId/5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f` +
        `/status/8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d`,
      {
        headers: { authorization: acme, prefer: "example=failed" },
      },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { status: string }).status).toBe("Failed");
  });
  it("an unknown example is refused naming the examples", async () => {
    const answer = await problemOf(await getDataAgent("example=nope"));
    expect(answer.status).toBe(422);
    expect(answer.detail).toContain("example=nope");
  });
});

describe("--seed: a YAML or JSON file, validated, applied at the start", () => {
  const dir = mkdtempSync(join(tmpdir(), "sandbox-seed-"));
  it("a YAML seed's account gets tokens for its tenant", async () => {
    const file = join(dir, "seed.yaml");
    writeFileSync(
      file,
      "tenants:\n  - id: t-yaml\nserviceAccounts:\n  - clientId: " +
        "yaml-client\n    clientSecret: yaml-secret\n    tenantIds: [t-yaml]\n",
    );
    const seeded = await startSandbox({ basePort: "free", seed: file, services: ["identity-provider"] });
    try {
      expect(
        (await requestToken(seeded, "yaml-client", "yaml-secret", { grant_type: "client_credentials", tid: "t-yaml" }))
          .status,
      ).toBe(200);
    } finally {
      await seeded.stop();
    }
  });
  it(
    "POST /_sandbox/reset applies the YAML seed file given at the " +
      "start again: its tenant and account back, added tenants gone",
    async () => {
      const file = join(dir, "reset.yaml");
      writeFileSync(
        file,
        "tenants:\n  - id: t-yaml\n    name: Yaml Tenant\nserviceAccounts:\n  - " +
          "clientId: yaml-client\n    clientSecret: yaml-secret\n    tenantIds: [t-yaml]\n",
      );
      const seeded = await startSandbox({
        basePort: "free",
        seed: file,
        services: ["identity-provider"],
        onLog: () => {},
      });
      try {
        const idp = serviceUrl(seeded, "identity-provider");
        const post = (path: string, body?: unknown) =>
          fetch(`${idp}/_sandbox/${path}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
        expect((await post("tenants", { id: "t-added" })).status).toBe(201);
        expect((await post("reset")).status).toBe(204);
        const token = await requestToken(seeded, "yaml-client", "yaml-secret", {
          grant_type: "client_credentials",
          tid: "t-yaml",
        });
        expect(token.status).toBe(200);
        const tenants = (await (
          await fetch(`${idp}/api/v2/Tenants`, {
            headers: { authorization: `Bearer ${String(token.body.access_token)}` },
          })
        ).json()) as { items: { id: string; name?: string }[] };
        expect(tenants.items.map(({ id, name }) => [id, name])).toEqual([["t-yaml", "Yaml Tenant"]]);
        expect(seeded.violations).toEqual([]);
      } finally {
        await seeded.stop();
      }
    },
  );
  it("a seed that does not validate stops the start naming the file and the JSON path", async () => {
    const file = join(dir, "bad.json");
    writeFileSync(
      file,
      JSON.stringify({ tenants: [{ id: "t" }], serviceAccounts: [{ clientId: "c", tenantIds: ["t"] }] }),
    );
    await expect(startSandbox({ basePort: "free", seed: file })).rejects.toThrow(
      `${file}: not a valid sandbox seed: $.serviceAccounts[0] must have property "clientSecret"`,
    );
  });
  it("a service account of a tenant the seed lacks stops the start naming the JSON path", async () => {
    const file = join(dir, "orphan.yaml");
    writeFileSync(file, "serviceAccounts:\n  - { clientId: c, clientSecret: s, tenantIds: [nobody] }\n");
    await expect(startSandbox({ basePort: "free", seed: file })).rejects.toThrow("$.serviceAccounts[0].tenantIds[0]");
  });
  it("a file that is not YAML stops the start naming the file", async () => {
    const file = join(dir, "broken.yaml");
    writeFileSync(file, "tenants: [\n");
    await expect(startSandbox({ basePort: "free", seed: file })).rejects.toThrow(`${file}: is neither YAML nor JSON`);
  });
});
