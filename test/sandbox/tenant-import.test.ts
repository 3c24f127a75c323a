// PUT /_sandbox/state/{tenantId} at real sizes: it takes what GET gives (a tenant of hundreds of
// records, a tenant of megabytes of files) under its own limit, whose 413 names its flag; and an
// import changes its own tenant only: it may not take over another tenant's service account, nor
// add another tenant to one, and an account it leaves out loses the tenant.
import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_LIMITS,
  DEFAULT_TENANT_ID,
  type RunningSandbox,
  type StartSandboxOptions,
} from "../../tools/src/sandbox/index.js";
import { STATE_LAYOUT_VERSION } from "../../tools/src/sandbox/persistence/persistence.js";
import { OTHER_TENANT_ID, requestToken, serviceUrl, startTestSandbox } from "../support/sandbox.js";
import { scaled } from "../support/time.js";

const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const FOLDER = "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5";

const running: RunningSandbox[] = [];
afterEach(async () => {
  for (const sandbox of running.splice(0)) await sandbox.stop();
});

async function start(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = await startTestSandbox(options);
  running.push(sandbox);
  return sandbox;
}

const stateUrl = (sandbox: RunningSandbox, tenantId = DEFAULT_TENANT_ID) =>
  `${serviceUrl(sandbox, "data-integration")}/_sandbox/state/${tenantId}`;
const exportText = async (sandbox: RunningSandbox, tenantId = DEFAULT_TENANT_ID) =>
  (await fetch(stateUrl(sandbox, tenantId))).text();

async function put(
  sandbox: RunningSandbox,
  body: string,
  tenantId = DEFAULT_TENANT_ID,
): Promise<{ status: number; detail?: string }> {
  const answer = await fetch(stateUrl(sandbox, tenantId), {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body,
  });
  const text = await answer.text();
  return { status: answer.status, ...(text === "" ? {} : { detail: (JSON.parse(text) as { detail: string }).detail }) };
}

/**
 * The stores of a tenant state document that hold something (an import may add empty stores and documents in their
 * first form).
 */
function held(text: string): Record<string, unknown> {
  const { stores } = JSON.parse(text) as { stores: Record<string, unknown> };
  return Object.fromEntries(
    Object.entries(stores).filter(
      ([, form]) => typeof form !== "object" || form === null || Object.keys(form).length > 0,
    ),
  );
}

async function token(sandbox: RunningSandbox, clientId: string, secret: string, tid: string): Promise<number> {
  return (await requestToken(sandbox, clientId, secret, { grant_type: "client_credentials", tid, scope: "apiim" }))
    .status;
}

/** A tenant of `records` published records and, when `fileBytes` is given, one Private file of that size. */
async function fillTenant(sandbox: RunningSandbox, records: number, fileBytes?: number): Promise<void> {
  const grant = { grant_type: "client_credentials", tid: DEFAULT_TENANT_ID, scope: "apiim" };
  const token = (await requestToken(sandbox, "acme", "acme-secret", grant)).body.access_token as string;
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, "content-type": "application/json" };
  const data = (path: string, method: string, body: unknown) =>
    fetch(`${serviceUrl(sandbox, "data-integration")}${path}`, { method, headers: json, body: JSON.stringify(body) });
  expect(
    (
      await fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/data-models`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ tenantId: DEFAULT_TENANT_ID, id: MODEL, code: "Items" }),
      })
    ).status,
  ).toBe(201);
  const sourceId = (
    (await (await data("/api/v2/IntegrationAgents/Settings", "POST", {})).json()) as { source: { sourceId: string } }
  ).source.sourceId;
  expect(
    (
      await data("/api/v2/IntegrationAgents/Transformations", "PATCH", {
        upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }],
      })
    ).status,
  ).toBe(204);
  // In queue items of 250, each processed before its answer (201).
  for (let first = 0; first < records; first += 250) {
    const items = Array.from({ length: Math.min(250, records - first) }, (_, i) => ({
      entityId: "Item",
      recordId: `R-${first + i}`,
      fields: [
        { key: "name", value: `Item ${first + i}` },
        { key: "price", value: `${i}.50|EUR` },
      ],
    }));
    expect((await data(`/api/v1/SourcingData/EnqueueDataBySourceId/${sourceId}/start`, "POST", { items })).status).toBe(
      201,
    );
  }
  if (fileBytes === undefined) return;
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(Buffer.alloc(fileBytes, 7))], { type: "application/octet-stream" }),
    "large.bin",
  );
  const upload = (await (
    await fetch(`${serviceUrl(sandbox, "file-content")}/api/v1/FileUpload?accessLevel=Private`, {
      method: "POST",
      headers: auth,
      body: form,
    })
  ).json()) as { uploadId: string };
  const file = await fetch(
    `${serviceUrl(sandbox, "file-content")}/api/v1/Files/${upload.uploadId}?accessLevel=Private`,
    { method: "POST", headers: json, body: JSON.stringify({ sharingType: "Restricted", folderId: FOLDER }) },
  );
  expect(file.status).toBe(200);
}

describe("PUT /_sandbox/state/{tenantId} takes what GET gives, at real sizes, under its own limit", () => {
  it.each([
    ["a tenant of 500 records", 500, undefined],
    ["a tenant of 500 records and a 6 MiB file (about 8.5 MB of JSON)", 500, 6 * 1024 * 1024],
  ] as const)(
    "%s: export, reset, import answers 204 and the tenant holds what it held",
    async (_, records, fileBytes) => {
      const sandbox = await start();
      await fillTenant(sandbox, records, fileBytes);
      const exported = await exportText(sandbox);
      expect(Buffer.byteLength(exported)).toBeGreaterThan(DEFAULT_LIMITS.controlBodyBytes);
      await sandbox.control.reset();
      expect(await put(sandbox, exported)).toEqual({ status: 204 });
      const before = held(exported);
      expect(held(await exportText(sandbox))).toMatchObject(before);
      expect(Object.keys(before)).toEqual(
        expect.arrayContaining([
          "data-integration.query-store",
          "data-integration.queue-items",
          ...(fileBytes === undefined ? [] : ["file-content.files"]),
        ]),
      );
    },
    scaled(60_000),
  );

  it(
    "a document over --state-body-limit is refused with 413 naming the " +
      "limit and the flag; other control calls keep --control-body-limit",
    async () => {
      const sandbox = await start({ limits: { stateBodyBytes: 200_000 } });
      await fillTenant(sandbox, 500);
      const exported = await exportText(sandbox);
      const refused = await put(sandbox, exported);
      expect(refused).toEqual({
        status: 413,
        detail:
          `the body of PUT /_sandbox/state/${DEFAULT_TENANT_ID} ` +
          `has ${Buffer.byteLength(exported)} bytes (Content-Length); the limit is 200000 ` +
          `bytes (--state-body-limit)`,
      });
      const tenant = await fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/tenants`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: "t", name: "x".repeat(DEFAULT_LIMITS.controlBodyBytes) }),
      });
      expect(tenant.status).toBe(413);
      expect(((await tenant.json()) as { detail: string }).detail).toMatch(
        /the limit is 65536 bytes \(--control-body-limit\)$/,
      );
    },
  );
});

describe("an import changes its own tenant only: the service accounts it may name", () => {
  const document = (accounts: unknown[]) =>
    JSON.stringify({
      layoutVersion: STATE_LAYOUT_VERSION,
      tenant: { id: DEFAULT_TENANT_ID, name: "Acme Trading" },
      serviceAccounts: accounts,
      stores: {},
    });

  it(
    "an account of another tenant is refused, naming the " + "account and the rule, and its owner's secret still works",
    async () => {
      const sandbox = await start();
      const refused = await put(
        sandbox,
        document([{ clientId: "beta", clientSecret: "stolen", tenantIds: [DEFAULT_TENANT_ID] }]),
      );
      expect(refused).toEqual({
        status: 400,
        detail:
          `body $.serviceAccounts[0].clientId: service account beta is an account of ` +
          `tenant ${OTHER_TENANT_ID} and does not list ${DEFAULT_TENANT_ID}: an import may ` +
          `only name an account of no other tenant, or one that already lists this tenant`,
      });
      expect(await token(sandbox, "beta", "beta-secret", OTHER_TENANT_ID)).toBe(200);
      expect(await token(sandbox, "beta", "stolen", DEFAULT_TENANT_ID)).toBe(401);
    },
  );

  it(
    "an account that would gain another tenant is refused, " + "naming the tenant, and the account stays as it was",
    async () => {
      const sandbox = await start();
      const refused = await put(
        sandbox,
        document([{ clientId: "acme", clientSecret: "acme-secret", tenantIds: [DEFAULT_TENANT_ID, OTHER_TENANT_ID] }]),
      );
      expect(refused).toEqual({
        status: 400,
        detail:
          `body $.serviceAccounts[0].tenantIds[1]: would add the tenant ${OTHER_TENANT_ID} ` +
          `to service account acme: an import may not add other tenants to an account`,
      });
      expect(sandbox.identity.serviceAccounts.get("acme")?.tenantIds).toEqual([DEFAULT_TENANT_ID]);
    },
  );

  it(
    "a replacing import removes the accounts it leaves out: they get no " +
      "token any more; an account of two tenants only loses this one",
    async () => {
      const sandbox = await start();
      sandbox.identity.serviceAccounts.add({
        clientId: "shared",
        clientSecret: "shared-secret",
        tenantIds: [DEFAULT_TENANT_ID, OTHER_TENANT_ID],
      });
      expect(
        await put(
          sandbox,
          document([{ clientId: "acme-2", clientSecret: "acme-2-secret", tenantIds: [DEFAULT_TENANT_ID] }]),
        ),
      ).toEqual({ status: 204 });
      expect(await token(sandbox, "acme", "acme-secret", DEFAULT_TENANT_ID)).toBe(401);
      expect(sandbox.identity.serviceAccounts.get("acme")).toBeUndefined();
      expect(sandbox.identity.serviceAccounts.get("shared")?.tenantIds).toEqual([OTHER_TENANT_ID]);
      expect(await token(sandbox, "shared", "shared-secret", OTHER_TENANT_ID)).toBe(200);
      expect(await token(sandbox, "acme-2", "acme-2-secret", DEFAULT_TENANT_ID)).toBe(200);
    },
  );
});
