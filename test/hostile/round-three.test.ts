// Issue 48's third hostile review, replayed against one sandbox shared by the attacker's tenant and a
// bystander: tenant state documents (PUT /_sandbox/state/{tenantId}) crafted to take an account
// over, forge the message gateway, pass a limit or lose data without a word. A refusal names the
// JSON path and the rule, and leaves every tenant as it was; the bystander's export is the same
// after every attack.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_TENANT_ID, startSandbox, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import { STATE_LAYOUT_VERSION } from "../../tools/src/sandbox/persistence/persistence.js";

const BYSTANDER = "9b2d4f6a-8c1e-4a3b-b5d7-e9f1a3c5e7b9";
const SEED = {
  tenants: [
    { id: DEFAULT_TENANT_ID, name: "Hostile" },
    { id: BYSTANDER, name: "Bystander" },
  ],
  serviceAccounts: [
    { clientId: "hostile", clientSecret: "hostile-secret", tenantIds: [DEFAULT_TENANT_ID] },
    { clientId: "bystander", clientSecret: "bystander-secret", tenantIds: [BYSTANDER] },
    // An account of no tenant: its tokens carry no tenant context (GET /api/v2/Tenants).
    { clientId: "directory", clientSecret: "directory-secret", tenantIds: [] },
    { clientId: "shared", clientSecret: "shared-secret", tenantIds: [DEFAULT_TENANT_ID, BYSTANDER], roles: ["Reader"] },
  ],
};
const HOSTILE_ACCOUNTS = [
  { clientId: "hostile", clientSecret: "hostile-secret", tenantIds: [DEFAULT_TENANT_ID] },
  { clientId: "shared", clientSecret: "shared-secret", tenantIds: [DEFAULT_TENANT_ID, BYSTANDER], roles: ["Reader"] },
];

const UPLOAD_LIMIT = 4_096;

let sandbox: RunningSandbox;
const control = () => sandbox.services.find((s) => s.name === "data-integration")!.url;
let bystanderExport: string;

const exportOf = async (tenantId: string) => (await fetch(`${control()}/_sandbox/state/${tenantId}`)).text();

async function put(body: unknown): Promise<{ status: number; detail?: string }> {
  const answer = await fetch(`${control()}/_sandbox/state/${DEFAULT_TENANT_ID}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, ...(text === "" ? {} : { detail: (JSON.parse(text) as { detail: string }).detail }) };
}

const documentWith = (serviceAccounts: unknown[], more: Record<string, unknown> = {}) => ({
  layoutVersion: STATE_LAYOUT_VERSION,
  tenant: { id: DEFAULT_TENANT_ID, name: "Hostile" },
  serviceAccounts,
  stores: {},
  ...more,
});

/** The status of a token request with these credentials, for `tid` when given. */
async function tokenStatus(clientId: string, clientSecret: string, tid?: string): Promise<number> {
  const answer = await sandbox.identity.token({
    contentType: "application/x-www-form-urlencoded",
    authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
    body: `grant_type=client_credentials${tid === undefined ? "" : `&tid=${tid}`}`,
  });
  return answer.status;
}

beforeAll(async () => {
  sandbox = await startSandbox({
    basePort: "free",
    seed: SEED,
    services: ["data-integration", "file-content", "order-integration"],
    uploadLimitBytes: UPLOAD_LIMIT,
    onLog: () => {},
  });
  bystanderExport = await exportOf(BYSTANDER);
});
// Each attack starts from the seed: one that got through must not decide what the next one meets.
beforeEach(async () => {
  await sandbox.control.reset();
});
afterAll(async () => {
  await sandbox?.stop();
});

describe("an imported document may not take over an account that is not its tenant's alone", () => {
  it("an account registered in no tenant is refused, naming it, and keeps its secret", async () => {
    const taken = { clientId: "directory", clientSecret: "taken", tenantIds: [DEFAULT_TENANT_ID] };
    expect(await put(documentWith([...HOSTILE_ACCOUNTS, taken]))).toEqual({
      status: 400,
      detail:
        "body $.serviceAccounts[2].clientId: service account directory is registered in no tenant, so it is not " +
        "this tenant's: an import may only name an account that is not registered, or one that already lists " +
        "this tenant",
    });
    expect(await tokenStatus("directory", "directory-secret")).toBe(200);
    expect(await tokenStatus("directory", "taken", DEFAULT_TENANT_ID)).toBe(401);
  });

  it("an account shared with another tenant keeps its secret: a document changing it is refused", async () => {
    const [own, shared] = HOSTILE_ACCOUNTS;
    expect(await put(documentWith([own, { ...shared, clientSecret: "mine" }]))).toEqual({
      status: 400,
      detail:
        "body $.serviceAccounts[1].clientSecret: differs from service account shared's, which tenant " +
        `${BYSTANDER} uses too: an import may not change the clientSecret of an account it shares`,
    });
    expect(await tokenStatus("shared", "shared-secret", BYSTANDER)).toBe(200);
    expect(await tokenStatus("shared", "mine", BYSTANDER)).toBe(401);
  });

  it("an account shared with another tenant keeps its roles: a document changing them is refused", async () => {
    const [own, shared] = HOSTILE_ACCOUNTS;
    expect(await put(documentWith([own, { ...shared, roles: ["TenantAdmin"] }]))).toEqual({
      status: 400,
      detail:
        "body $.serviceAccounts[1].roles: differs from service account shared's, which tenant " +
        `${BYSTANDER} uses too: an import may not change the roles of an account it shares`,
    });
    expect(sandbox.identity.serviceAccounts.get("shared")?.roles).toEqual(["Reader"]);
  });

  it("the message gateway's client id is refused, by an import and by POST /_sandbox/service-accounts", async () => {
    const gateway = sandbox.messageGateway.clientId;
    const forged = { clientId: gateway, clientSecret: "forged-secret", tenantIds: [DEFAULT_TENANT_ID] };
    expect(await put(documentWith([...HOSTILE_ACCOUNTS, forged]))).toEqual({
      status: 400,
      detail:
        `body $.serviceAccounts[2].clientId: ${gateway} is the message gateway's client id: its tokens would ` +
        "pass as the gateway's",
    });
    const created = await fetch(`${control()}/_sandbox/service-accounts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(forged),
    });
    expect(created.status).toBe(400);
    expect(((await created.json()) as { detail: string }).detail).toBe(
      `body $.clientId: ${gateway} is the message gateway's client id`,
    );
    expect(await tokenStatus(gateway, "forged-secret", DEFAULT_TENANT_ID)).toBe(401);
  });

  it("a document naming one account twice is refused naming both entries, instead of keeping the last", async () => {
    const [own] = HOSTILE_ACCOUNTS;
    expect(await put(documentWith([own, { ...own, clientSecret: "second" }]))).toEqual({
      status: 400,
      detail:
        "body $.serviceAccounts[1].clientId: names service account hostile again ($.serviceAccounts[0] is it): " +
        "one of the two would be lost",
    });
    expect(await tokenStatus("hostile", "hostile-secret", DEFAULT_TENANT_ID)).toBe(200);
  });
});

describe("an imported document is refused, naming where, before it changes any tenant", () => {
  it.each([
    [
      "another tenant's id",
      documentWith(HOSTILE_ACCOUNTS, { tenant: { id: BYSTANDER } }),
      `body $.tenant.id: is "${BYSTANDER}", not the tenant ${DEFAULT_TENANT_ID} of the path`,
    ],
    [
      "another tenant's service account",
      documentWith([
        ...HOSTILE_ACCOUNTS,
        { clientId: "bystander", clientSecret: "stolen", tenantIds: [DEFAULT_TENANT_ID] },
      ]),
      `body $.serviceAccounts[2].clientId: service account bystander is an account of tenant ${BYSTANDER} ` +
        `and does not list ${DEFAULT_TENANT_ID}: an import may only name an account of no other tenant, or one ` +
        "that already lists this tenant",
    ],
    [
      "another tenant added to its own account",
      documentWith([{ ...HOSTILE_ACCOUNTS[0], tenantIds: [DEFAULT_TENANT_ID, BYSTANDER] }, HOSTILE_ACCOUNTS[1]]),
      `body $.serviceAccounts[0].tenantIds[1]: would add the tenant ${BYSTANDER} to service account hostile: ` +
        "an import may not add other tenants to an account",
    ],
    [
      "the identity provider's signing keys as a store",
      documentWith(HOSTILE_ACCOUNTS, { stores: { "identity.signing-keys": { keys: [] } } }),
      'importSandboxTenantState: body $.stores must not have property "identity.signing-keys"',
    ],
    [
      "the service accounts of the sandbox as a store",
      documentWith(HOSTILE_ACCOUNTS, { stores: { "identity.service-accounts": [] } }),
      'importSandboxTenantState: body $.stores must not have property "identity.service-accounts"',
    ],
    [
      "a control token",
      documentWith(HOSTILE_ACCOUNTS, { controlToken: "x".repeat(32) }),
      'importSandboxTenantState: body $ must not have property "controlToken"',
    ],
  ])("%s", async (_, document, detail) => {
    expect(await put(document)).toEqual({ status: 400, detail });
    expect(await exportOf(BYSTANDER)).toBe(bystanderExport);
    expect(await tokenStatus("bystander", "bystander-secret", BYSTANDER)).toBe(200);
  });

  it.each([
    ["__proto__", '{"__proto__":{"id":"m","code":"M"}}'],
    ["constructor", '{"m":{"id":"m","code":"M","constructor":{"prototype":{"polluted":true}}}}'],
    ["\\u005f_proto__", '{"m":{"id":"m","code":"M","\\u005f_proto__":{"polluted":true}}}'],
  ])("the key %s inside a store is refused naming its path, and no object is polluted", async (key, models) => {
    const text =
      `{"layoutVersion":${STATE_LAYOUT_VERSION},"tenant":{"id":"${DEFAULT_TENANT_ID}"},` +
      `"serviceAccounts":${JSON.stringify(HOSTILE_ACCOUNTS)},"stores":{"data-integration.data-models":${models}}}`;
    const refused = await put(text);
    expect(refused.status).toBe(400);
    expect(refused.detail).toMatch(/^importSandboxTenantState: body \$\["stores"\]\["data-integration\.data-models"\]/);
    expect(refused.detail).toContain(`["${key === "constructor" ? "constructor" : "__proto__"}"] is not accepted`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await exportOf(BYSTANDER)).toBe(bystanderExport);
  });

  it("a document nested 100,000 levels deep is refused naming the depth limit, before it is parsed", async () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const text =
      `{"layoutVersion":${STATE_LAYOUT_VERSION},"tenant":{"id":"${DEFAULT_TENANT_ID}"},"serviceAccounts":[],` +
      `"stores":{"data-integration.profile":{"features":${deep}}}}`;
    const refused = await put(text);
    expect(refused.status).toBe(400);
    expect(refused.detail).toMatch(
      /nests arrays and objects deeper than 64 levels \(at character \d+\); the limit is 64$/,
    );
    expect(await exportOf(BYSTANDER)).toBe(bystanderExport);
  });
});

describe("an imported document holds only what the tenant's own calls could have stored", () => {
  const file = (bytes: number) => ({
    info: { id: "f1", name: "large", extension: ".bin" },
    content: Buffer.alloc(bytes, 7).toString("base64"),
    modifiedAt: 0,
  });
  const upload = (bytes: number) => ({
    uploadId: "u1",
    fileName: "large.bin",
    mimeType: "application/octet-stream",
    content: Buffer.alloc(bytes, 7).toString("base64"),
  });
  const limitWords = "the upload limit is 4096 bytes (4 KiB) (uploadLimitBytes, --upload-limit)";
  const longAddress = `https://hooks.example.test/${"a".repeat(3_000_000)}`;

  it.each([
    [
      "a file over the upload limit",
      { "file-content.files": { f1: file(UPLOAD_LIMIT + 1) } },
      `body $.stores["file-content.files"]["f1"].content: holds 4097 bytes; ${limitWords}`,
    ],
    [
      "an upload over the upload limit",
      { "file-content.uploads": { u1: upload(UPLOAD_LIMIT + 1) } },
      `body $.stores["file-content.uploads"]["u1"].content: holds 4097 bytes; ${limitWords}`,
    ],
    [
      "a 3 MB order webhook address (every OrderReleased delivery copies it)",
      { "order-integration.settings": { consumerChannel: "Webhook", orderReleased: true, webhookUrl: longAddress } },
      'body $.stores["order-integration.settings"].webhookUrl: has 3000027 characters; a webhook address may have ' +
        "at most 2048",
    ],
    [
      "a 3 MB consumerWebhookUrl of a data source",
      {
        "data-integration.registrations": {
          agents: [],
          sources: [
            {
              sourceId: "s1",
              agentId: "a1",
              transformations: [],
              supportedFeatures: [],
              statuses: [],
              consumerType: "Webhook",
              consumerWebhookUrl: longAddress,
            },
          ],
        },
      },
      'body $.stores["data-integration.registrations"].sources[0].consumerWebhookUrl: has 3000027 characters; ' +
        "a webhook address may have at most 2048",
    ],
    [
      "a queue item of 4,001 published items in two batches (the import processed it in one go)",
      {
        "data-integration.published-batches": {
          "q1/0": Array.from({ length: 4_000 }, (_, i) => ({ entityId: "Item", recordId: `R-${i}`, data: {} })),
          "q1/1": [{ entityId: "Item", recordId: "R-4000", data: {} }],
        },
      },
      'body $.stores["data-integration.published-batches"]["q1/1"]: brings queue item q1 to 4001 items; ' +
        "a queue item holds at most 4000 items",
    ],
  ])("%s is refused naming the path and the limit", async (_, stores, detail) => {
    expect(await put(documentWith(HOSTILE_ACCOUNTS, { stores }))).toEqual({ status: 400, detail });
    expect(await exportOf(BYSTANDER)).toBe(bystanderExport);
  });

  it("a file of exactly the upload limit is taken, and exported as it was", async () => {
    expect(
      await put(documentWith(HOSTILE_ACCOUNTS, { stores: { "file-content.files": { f1: file(UPLOAD_LIMIT) } } })),
    ).toEqual({ status: 204 });
    const { stores } = JSON.parse(await exportOf(DEFAULT_TENANT_ID)) as {
      stores: Record<string, Record<string, { content: string }>>;
    };
    expect(Buffer.from(stores["file-content.files"]!.f1!.content, "base64")).toEqual(Buffer.alloc(UPLOAD_LIMIT, 7));
  });
});

describe("an imported document names each id once, and a table entry by its own id", () => {
  const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
  const agent = { agentId: "a1", agentCode: "erp" };

  it.each([
    [
      "two data model entries holding one id (both were listed under it)",
      { "data-integration.data-models": { [MODEL]: { id: MODEL, code: "A" }, other: { id: MODEL, code: "B" } } },
      `body $.stores["data-integration.data-models"]["other"].id: is "${MODEL}", not the entry's key "other": ` +
        "an entry is found by its key and listed by its id",
    ],
    [
      "a file entry holding another file's id",
      {
        "file-content.files": {
          f2: { info: { id: "f1", name: "a", extension: ".txt" }, content: "", modifiedAt: 0 },
        },
      },
      'body $.stores["file-content.files"]["f2"].info.id: is "f1", not the entry\'s key "f2": an entry is found ' +
        "by its key and listed by its id",
    ],
    [
      "one agent twice (the second replaced the first without a word)",
      { "data-integration.registrations": { agents: [agent, { ...agent, agentCode: "other" }], sources: [] } },
      'body $.stores["data-integration.registrations"].agents[1].agentId: names "a1" again ' +
        '($.stores["data-integration.registrations"].agents[0] is it): one of the two would be lost',
    ],
  ])("%s is refused naming the entry", async (_, stores, detail) => {
    expect(await put(documentWith(HOSTILE_ACCOUNTS, { stores }))).toEqual({ status: 400, detail });
    expect(await exportOf(BYSTANDER)).toBe(bystanderExport);
  });
});

describe("an imported string holds at most 8,192 characters, as in a platform request, record values aside", () => {
  const MODEL = "5c7e9a1b-3d5f-4a7c-9e1b-3d5f7a9c1e3b";
  const long = "n".repeat(8_193);
  const limitWords = "a string the sandbox stores may have at most 8192 characters, as in a platform request";
  type Table = Record<string, Record<string, unknown>>;
  type Exported = { stores: { "data-integration.query-store": Table; "data-integration.data-models": Table } };

  /** The hostile tenant's export after it published one record whose `name` holds `name`. */
  async function exportWithRecord(name: string): Promise<Exported> {
    const created = await fetch(`${control()}/_sandbox/data-models`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tenantId: DEFAULT_TENANT_ID, id: MODEL, code: "Items" }),
    });
    expect(created.status).toBe(201);
    const token = await sandbox.identity.token({
      contentType: "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from("hostile:hostile-secret").toString("base64")}`,
      body: `grant_type=client_credentials&tid=${DEFAULT_TENANT_ID}&scope=apiim`,
    });
    const headers = {
      authorization: `Bearer ${(token.body as { access_token: string }).access_token}`,
      "content-type": "application/json",
    };
    const data = (path: string, method: string, body: unknown) =>
      fetch(`${control()}${path}`, { method, headers, body: JSON.stringify(body) });
    const settings = (await (await data("/api/v2/IntegrationAgents/Settings", "POST", {})).json()) as {
      source: { sourceId: string };
    };
    const mapping = { customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] };
    expect((await data("/api/v2/IntegrationAgents/Transformations", "PATCH", { upsert: [mapping] })).status).toBe(204);
    const items = [{ entityId: "Item", recordId: "R-1", fields: [{ key: "name", value: name }] }];
    const publish = `/api/v1/SourcingData/EnqueueDataBySourceId/${settings.source.sourceId}/start`;
    expect((await data(publish, "POST", { items })).status).toBe(201);
    return JSON.parse(await exportOf(DEFAULT_TENANT_ID)) as Exported;
  }

  it.each([
    ["the tenant's name", { tenant: { id: DEFAULT_TENANT_ID, name: long } }, "$.tenant.name"],
    [
      "a service account's secret",
      { serviceAccounts: [{ clientId: "hostile", clientSecret: long, tenantIds: [DEFAULT_TENANT_ID] }] },
      "$.serviceAccounts[0].clientSecret",
    ],
  ])("%s of 8,193 characters is refused naming the path and the limit", async (_, more, path) => {
    expect(await put(documentWith(HOSTILE_ACCOUNTS, more))).toEqual({
      status: 400,
      detail: `body ${path}: has 8193 characters; ${limitWords}`,
    });
    expect(await exportOf(BYSTANDER)).toBe(bystanderExport);
  });

  it("a published record value of 100,000 characters is taken and exported as it was", async () => {
    const exported = await exportWithRecord("v".repeat(100_000));
    const records = Object.values(exported.stores["data-integration.query-store"]);
    expect(records.map((record) => (record.fields as { name: string }).name.length)).toEqual([100_000]);
    expect(await put(exported)).toEqual({ status: 204 });
    expect(JSON.parse(await exportOf(DEFAULT_TENANT_ID))).toEqual(exported);
  });

  it("a data model's code, a record's system property or member name of 8,193 characters is refused", async () => {
    const exported = await exportWithRecord("short");
    const [key] = Object.keys(exported.stores["data-integration.query-store"]);
    const record = `$.stores["data-integration.query-store"][${JSON.stringify(key)}]`;
    const changes: [change: (document: typeof exported) => void, path: string, what: string][] = [
      [
        (document) => (document.stores["data-integration.data-models"][MODEL]!.code = long),
        `$.stores["data-integration.data-models"][${JSON.stringify(MODEL)}].code`,
        "has",
      ],
      [
        (document) => (document.stores["data-integration.query-store"][key!]!.externalId = long),
        `${record}.externalId`,
        "has",
      ],
      [
        (document) => (document.stores["data-integration.query-store"][key!]![long] = 1),
        `${record}.${long}`,
        "is a member name of",
      ],
    ];
    for (const [change, path, what] of changes) {
      const document = structuredClone(exported);
      change(document);
      expect(await put(document)).toEqual({
        status: 400,
        detail: `body ${path}: ${what} 8193 characters; ${limitWords}`,
      });
    }
    expect(JSON.parse(await exportOf(DEFAULT_TENANT_ID))).toEqual(exported);
  });
});
