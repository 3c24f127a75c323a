// GET and PUT /_sandbox/state/{tenantId}: one JSON document of a tenant's whole state; export,
// reset, import gives back the same answers; a bad document is refused naming its JSON path; a
// --seed file may be such a document.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxControlClient } from "../../src/clients/index.js";
import { DEFAULT_TENANT_ID, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import { STATE_LAYOUT_VERSION } from "../../tools/src/sandbox/persistence/persistence.js";
import { startSandboxCli, stopSandboxCli } from "../support/sandbox-cli.js";
import { scaled } from "../support/time.js";
import { bearer, serviceUrl, startTestSandbox } from "../support/sandbox.js";
import type { Json } from "../support/openapi.js";

const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const FOLDER = "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5";

let sandbox: RunningSandbox;
let token: string;
let fileId: string;
let orderId: string;

async function call(s: RunningSandbox, service: string, method: string, path: string, body?: unknown, form?: FormData) {
  const headers: Record<string, string> = { authorization: s === sandbox ? token : await bearer(s, "acme") };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${serviceUrl(s, service)}${path}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  return { status: response.status, body: text };
}

/** What the tenant's services answer about its state: compared before the export and after the import. */
async function answers(s: RunningSandbox) {
  return {
    settings: await call(s, "data-integration", "GET", "/api/v2/IntegrationAgents/Settings"),
    transformations: await call(s, "data-integration", "GET", "/api/v2/IntegrationAgents/Transformations"),
    records: await call(s, "data-integration", "GET", `/api/v2/QueryingData/GetData?modelId=${MODEL}`),
    log: await call(s, "data-integration", "GET", "/api/v1/OperatingLogs?includeSystemLevel=true"),
    model: await call(s, "data-integration", "GET", `/api/v1/DataModels/${MODEL}`),
    orderSettings: await call(s, "order-integration", "GET", "/api/v1/Integration/Settings"),
    order: await call(s, "order-integration", "GET", `/api/v1/Order/${orderId}?orderAccessType=Vendor`),
    file: await call(s, "file-content", "GET", `/api/v1/Files/${fileId}?accessLevel=Private`),
    catalogue: await call(
      s,
      "connector-catalogue",
      "GET",
      `/_sandbox/connector-catalogue?tenantId=${DEFAULT_TENANT_ID}`,
    ),
  };
}

beforeAll(async () => {
  sandbox = await startTestSandbox({
    seed: {
      tenants: [{ id: DEFAULT_TENANT_ID, name: "Acme Trading", vendorCode: "12345678|CZ" }],
      serviceAccounts: [
        { clientId: "acme", clientSecret: "acme-secret", tenantIds: [DEFAULT_TENANT_ID], roles: ["TenantAdmin"] },
      ],
      providers: [{ id: "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9", name: "Provider" }],
    },
  });
  token = await bearer(sandbox, "acme");
  const control = (path: string, body: unknown) =>
    fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  expect((await control("data-models", { tenantId: DEFAULT_TENANT_ID, id: MODEL, code: "Items" })).status).toBe(201);
  const settings = await call(sandbox, "data-integration", "POST", "/api/v2/IntegrationAgents/Settings", {});
  const sourceId = (JSON.parse(settings.body) as { source: { sourceId: string } }).source.sourceId;
  expect(
    (
      await call(sandbox, "data-integration", "PATCH", "/api/v2/IntegrationAgents/Transformations", {
        upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }],
      })
    ).status,
  ).toBe(204);
  const published = await call(
    sandbox,
    "data-integration",
    "POST",
    `/api/v1/SourcingData/EnqueueDataBySourceId/${sourceId}/start`,
    { items: [{ entityId: "Item", recordId: "K-1", fields: [{ key: "name", value: "exported" }] }] },
  );
  expect(published.status).toBe(201);
  expect(
    (
      await call(sandbox, "order-integration", "PATCH", "/api/v1/Integration/Settings", {
        orderReleased: false,
        consumerCode: "acme-orders",
      })
    ).status,
  ).toBe(200);
  const order = await control("orders", { tenantId: DEFAULT_TENANT_ID, orderNumber: "EXPORT-1" });
  orderId = ((await order.json()) as { id: string }).id;
  const form = new FormData();
  form.append(
    "file",
    new Blob([Buffer.from([0, 1, 2, 250, 251, 252])], { type: "application/octet-stream" }),
    "bytes.bin",
  );
  const upload = JSON.parse(
    (await call(sandbox, "file-content", "POST", "/api/v1/FileUpload?accessLevel=Private", undefined, form)).body,
  ) as { uploadId: string };
  const file = await call(sandbox, "file-content", "POST", `/api/v1/Files/${upload.uploadId}?accessLevel=Private`, {
    sharingType: "Restricted",
    folderId: FOLDER,
  });
  fileId = (JSON.parse(file.body) as { id: string }).id;
  expect(
    (
      await call(sandbox, "connector-catalogue", "POST", "/api/v1/Connectors", {
        providerId: "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9",
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => {
  await sandbox.stop();
});

describe("export, reset, import gives back the same answers", () => {
  it("every service answers after the import what it answered before the export, file bytes included", async () => {
    const client = createSandboxControlClient({ baseUrl: serviceUrl(sandbox, "data-integration") });
    const before = await answers(sandbox);
    const exported = await client.GET("/_sandbox/state/{tenantId}", {
      params: { path: { tenantId: DEFAULT_TENANT_ID } },
    });
    expect(exported.response.status).toBe(200);
    expect(exported.data!.layoutVersion).toBe(STATE_LAYOUT_VERSION);
    expect(Object.keys(exported.data!.stores)).toEqual(
      expect.arrayContaining([
        "data-integration.query-store",
        "file-content.files",
        "order-integration.orders",
        "connector-catalogue.registrations",
      ]),
    );
    await sandbox.control.reset();
    expect((await answers(sandbox)).order.status).toBe(404);
    const imported = await client.PUT("/_sandbox/state/{tenantId}", {
      params: { path: { tenantId: DEFAULT_TENANT_ID } },
      body: JSON.parse(JSON.stringify(exported.data)),
    });
    expect(imported.response.status).toBe(204);
    expect(await answers(sandbox)).toEqual(before);
  });
  it("GET of an unknown tenant is 404", async () => {
    const response = await fetch(
      `${serviceUrl(sandbox, "data-integration")}/_sandbox/state/0c0c0c0c-0000-4000-8000-000000000000`,
    );
    expect(response.status).toBe(404);
  });
});

describe("PUT refuses a document that does not fit, naming the JSON path, and leaves the tenant as it was", () => {
  const put = async (document: unknown) => {
    const response = await fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/state/${DEFAULT_TENANT_ID}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(document),
    });
    return { status: response.status, detail: ((await response.json()) as { detail: string }).detail };
  };
  const exported = async () =>
    (await (
      await fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/state/${DEFAULT_TENANT_ID}`)
    ).json()) as Record<string, Json>;
  it("a record without its modelId is refused by the schema, naming the path", async () => {
    const document = await exported();
    document.stores["data-integration.query-store"] = { broken: { recordId: "x" } };
    const refused = await put(document);
    expect(refused.status).toBe(400);
    expect(refused.detail).toContain(
      'body $.stores["data-integration.query-store"].broken must have property "modelId"',
    );
  });
  it("a store the sandbox does not declare is refused, naming it", async () => {
    const refused = await put({ ...(await exported()), stores: { "data-integration.unknown": {} } });
    expect(refused.status).toBe(400);
    expect(refused.detail).toContain("data-integration.unknown");
  });
  it(
    "a queue item naming a record the document does not hold " + "is refused with its path, and the state stays",
    async () => {
      const document = await exported();
      const before = JSON.stringify(document);
      const [key, item] = Object.entries(
        document.stores["data-integration.queue-items"] as Record<string, { changes: { record: string }[] }>,
      )[0]!;
      item.changes[0]!.record = "missing";
      const refused = await put(document);
      expect(refused).toEqual({
        status: 400,
        detail:
          `body $.stores["data-integration.queue-items"].${key}` +
          `.changes[0].record: no record "missing" in ` +
          `data-integration.query-store`,
      });
      expect(JSON.stringify(await exported())).toBe(before);
    },
  );
  it("a document of another layout version is refused naming both versions", async () => {
    const refused = await put({ ...(await exported()), layoutVersion: STATE_LAYOUT_VERSION + 1 });
    expect(refused).toEqual({
      status: 400,
      detail:
        `body $.layoutVersion: the document is in layout ` +
        `version ${STATE_LAYOUT_VERSION + 1}; this sandbox reads layout ` +
        `version ${STATE_LAYOUT_VERSION} only`,
    });
  });
  it("a document of another tenant is refused naming $.tenant.id", async () => {
    const document = await exported();
    const refused = await put({ ...document, tenant: { ...document.tenant, id: "someone-else" } });
    expect(refused.status).toBe(400);
    expect(refused.detail).toMatch(/^body \$\.tenant\.id: is "someone-else", not the tenant/);
  });
});

describe("--seed accepts a tenant state document, so a CI job starts from a captured state", () => {
  it("a sandbox seeded with the exported document answers as the one it was exported from", async () => {
    const before = await answers(sandbox);
    const document = await (
      await fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/state/${DEFAULT_TENANT_ID}`)
    ).text();
    const file = join(mkdtempSync(join(tmpdir(), "sandbox-seed-")), "captured.json");
    writeFileSync(file, document);
    const seeded = await startTestSandbox({ seed: file });
    try {
      const after = await answers(seeded);
      // The catalogue's providers come from the default seed; everything the tenant holds is the document's.
      expect({ ...after, catalogue: undefined }).toEqual({ ...before, catalogue: undefined });
      expect(JSON.parse(after.catalogue.body).connectors).toEqual(JSON.parse(before.catalogue.body).connectors);
    } finally {
      await seeded.stop();
    }
  });
  it(
    "the command's ready table lists the document's service accounts, with their secrets, under Service accounts",
    async () => {
      const document = await (
        await fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/state/${DEFAULT_TENANT_ID}`)
      ).text();
      const accounts = (JSON.parse(document) as { serviceAccounts: { clientId: string; clientSecret: string }[] })
        .serviceAccounts;
      expect(accounts.length).toBeGreaterThan(0);
      const file = join(mkdtempSync(join(tmpdir(), "sandbox-seed-")), "captured.json");
      writeFileSync(file, document);
      const cli = await startSandboxCli(["--service", "identity-provider", "--seed", file]);
      try {
        const listed = cli
          .output()
          .split("Service accounts:\n")[1]!
          .split("\n")
          .filter((line) => line.startsWith("  client id "));
        expect(listed).toEqual(
          accounts.map((account) =>
            expect.stringMatching(
              new RegExp(
                `^  client id ${account.clientId}  ` +
                  `secret ${account.clientSecret}  tenants ` +
                  `\\(tid\\) ${DEFAULT_TENANT_ID}`,
              ),
            ),
          ),
        );
      } finally {
        await stopSandboxCli(cli, "SIGTERM");
      }
    },
    scaled(60_000),
  );
  it("a document of another layout version is refused at the start, naming both versions", async () => {
    const document = JSON.parse(
      await (await fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/state/${DEFAULT_TENANT_ID}`)).text(),
    ) as Record<string, unknown>;
    const file = join(mkdtempSync(join(tmpdir(), "sandbox-seed-")), "old.json");
    writeFileSync(file, JSON.stringify({ ...document, layoutVersion: 7 }));
    await expect(startTestSandbox({ seed: file })).rejects.toThrow(
      `$.tenantStates[0].layoutVersion: the document is in layout version 7; ` +
        `this sandbox reads layout version ${STATE_LAYOUT_VERSION} only`,
    );
  });
});
