// Every documented request example of every spec, sent to the sandbox as an independent API test
// tool (Prism as a validation proxy, Portman, Dredd, Specmatic) sends it: each must be accepted
// with a 2xx. An example written to show a refusal says so with `x-illustrates-refusal: <status>`
// on the named example object, and must then be refused with that status.
// The sandbox keeps state and sends them in document order, as those tools do, so an example that
// names a resource (a queue item, an upload, a released order) is sent after the steps a user
// would take first; those steps only fill in the identifier of that resource (a parameter, or a
// body member the platform generated), never anything else of the example under test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SEED, DEFAULT_TENANT_ID, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import {
  buildRequest,
  deref,
  listOperations,
  loadBundledSpecs,
  type Json,
  type OperationCase,
} from "../support/openapi.js";
import { startTestSandbox } from "../support/sandbox.js";

interface RequestExample {
  readonly op: OperationCase;
  readonly name: string | undefined;
  /** The status the example illustrates when it is marked `x-illustrates-refusal`. */
  readonly refusal: number | undefined;
}

const specs = loadBundledSpecs("openapi");
const byOperationId = new Map(specs.flatMap((spec) => listOperations(spec)).map((op) => [op.operationId, op]));

function requestExamples(): RequestExample[] {
  return specs.flatMap((spec) =>
    listOperations(spec).flatMap((op) => {
      const body = op.operation.requestBody && deref(op.document, op.operation.requestBody);
      return Object.values<Json>(body?.content ?? {}).flatMap((media): RequestExample[] => {
        if (media.example !== undefined) return [{ op, name: undefined, refusal: undefined }];
        return Object.entries<Json>(media.examples ?? {}).map(([name, example]) => {
          const marked = deref(op.document, example)["x-illustrates-refusal"];
          return { op, name, refusal: marked === undefined ? undefined : Number(marked) };
        });
      });
    }),
  );
}

let sandbox: RunningSandbox;
let accessToken: string;

function urlOf(op: OperationCase): string {
  // The control API is served on every port.
  return (sandbox.services.find((s) => s.name === op.spec) ?? sandbox.services[0]!).url;
}

async function send(operationId: string, plan: Parameters<typeof buildRequest>[2] = {}): Promise<Response> {
  const op = byOperationId.get(operationId)!;
  const request = buildRequest(op, urlOf(op), plan);
  const authorization = request.headers.get("authorization");
  if (authorization?.startsWith("Bearer ")) {
    request.headers.set("authorization", `Bearer ${accessToken}`);
  }
  return fetch(request);
}

async function sent(operationId: string, plan: Parameters<typeof buildRequest>[2] = {}): Promise<Json> {
  const response = await send(operationId, plan);
  const text = await response.text();
  if (response.status >= 300) throw new Error(`the step ${operationId} was refused with ${response.status}: ${text}`);
  return text === "" ? undefined : JSON.parse(text);
}

interface Preparation {
  readonly parameters?: Record<string, string>;
  readonly rewriteBody?: (example: unknown) => unknown;
}

/** What a user does before sending an example that names a resource, and the identifier it got. */
const before: Readonly<Record<string, (example: string | undefined) => Promise<Preparation>>> = {
  // The platform numbers connectors: the agent is registered to the one just registered.
  async registerConnectorAgent() {
    const response = await send("registerConnector");
    if (response.status >= 300)
      throw new Error(`registerConnector was refused with ${response.status}: ${await response.text()}`);
    const catalogue = await sent("getSandboxConnectorCatalogue", {
      parameters: { "path:tenantId": DEFAULT_TENANT_ID },
    });
    const connectorId: string = catalogue.connectors.at(-1).id;
    return { rewriteBody: (example) => ({ ...(example as object), connectorId }) };
  },
  // The example of createDataAgent registered the same agent: its documented allowUpdate=true updates it.
  async importDataAgent() {
    return { parameters: { "query:allowUpdate": "true" } };
  },
  // "append" continues an open queue item: the one a first chunk started.
  async appendEnqueueDataBySourceId() {
    const started = await sent("startEnqueueDataBySourceId", { example: "firstChunk" });
    return { parameters: { "path:queueItemId": started.queueItemId } };
  },
  // The V2 append names "the operation to append to", which a start with that operationId opened.
  async appendEnqueueData() {
    const operation = crypto.randomUUID();
    await sent("startEnqueueData", { example: "withTransformation", parameters: { "query:operationId": operation } });
    return { parameters: { "query:operationId": operation } };
  },
  // A replacing import removes the accounts it leaves out: the example imports the state with this test's own account
  // in it.
  async importSandboxTenantState() {
    const { serviceAccounts } = await sent("exportSandboxTenantState", {
      parameters: { "path:tenantId": DEFAULT_TENANT_ID },
    });
    return { rewriteBody: (example) => ({ ...(example as object), serviceAccounts }) };
  },
  async createFile() {
    const upload = await sent("uploadFile");
    return { parameters: { "path:id": upload.uploadId } };
  },
  async copyFile() {
    const upload = await sent("uploadFile");
    // The createFile example made the same file before: the step replaces it.
    const file = await sent("createFile", {
      parameters: { "path:id": upload.uploadId },
      rewriteBody: (request) => ({ ...(request as object), overwrite: true }),
    });
    return { parameters: { "path:id": file.id } };
  },
  // Each status example moves a released order along the documented moves up to the example's own.
  async setOrderStatus(example) {
    const order = await sent("releaseSandboxOrder");
    const steps: Readonly<Record<string, readonly string[]>> = {
      confirmed: ["validation"],
      done: ["validation", "confirmed"],
      fail: ["validation"],
    };
    for (const step of steps[example ?? ""] ?? [])
      await sent("setOrderStatus", { example: step, parameters: { "path:id": order.id } });
    return { parameters: { "path:id": order.id } };
  },
  // A redelivery names a delivery: one of those the examples before it caused.
  async redeliverSandboxDelivery() {
    const deliveries = await sent("listSandboxDeliveries");
    const delivery = deliveries.items.find((item: { status: string }) => item.status !== "Expired");
    if (delivery === undefined) throw new Error("no delivery to redeliver: the examples before caused none");
    return { parameters: { "path:messageId": delivery.messageId } };
  },
  // A command reaches a data source that consumes on a webhook with the command's consumer flag on.
  async sendSandboxCommand() {
    await sent("patchDataSourceIntegrationSettings", { example: "migrateToWebhook" });
    await sent("configureDataSourceConsumer", { example: "enable" });
    return {};
  },
};

beforeAll(async () => {
  sandbox = await startTestSandbox({
    tokenLifetimeSeconds: 86_400,
    // The token endpoint's own example authenticates as contract-client, an administrator (the
    // connector catalogue's registrations need one); the other tenant is the control API example's to create.
    seed: {
      tenants: DEFAULT_SEED.tenants,
      providers: DEFAULT_SEED.providers,
      serviceAccounts: [
        {
          clientId: "contract-client",
          clientSecret: "contract-secret",
          tenantIds: [DEFAULT_TENANT_ID],
          roles: ["TenantAdmin"],
        },
      ],
    },
  });
  const answer = await sandbox.identity.token({
    contentType: "application/x-www-form-urlencoded",
    authorization: `Basic ${Buffer.from("contract-client:contract-secret").toString("base64")}`,
    body: `grant_type=client_credentials&tid=${DEFAULT_TENANT_ID}&scope=apiim`,
  });
  accessToken = (answer.body as { access_token: string }).access_token;
});

afterAll(async () => {
  await sandbox?.stop();
});

describe("every documented request example is accepted by the sandbox, or marked as illustrating a refusal", () => {
  for (const { op, name, refusal } of requestExamples()) {
    const title = `${op.spec} ${op.operationId}${name === undefined ? "" : ` example "${name}"`}`;
    it(
      refusal === undefined ? `${title} is accepted (2xx)` : `${title} is refused with ${refusal}, as marked`,
      async () => {
        const prepared = (await before[op.operationId]?.(name)) ?? {};
        const response = await send(op.operationId, { ...(name === undefined ? {} : { example: name }), ...prepared });
        const text = await response.text();
        if (refusal === undefined)
          expect(response.status, `${title} answered ${response.status}: ${text}`).toBeLessThan(300);
        else expect(response.status, `${title} answered ${response.status}: ${text}`).toBe(refusal);
        expect(response.status, text).toBeGreaterThanOrEqual(200);
      },
    );
  }
});

describe("the refusal mark", () => {
  it("is only used on named examples, with a documented status of the operation", () => {
    for (const { op, refusal } of requestExamples().filter((e) => e.refusal !== undefined)) {
      expect(
        op.operation.responses?.[String(refusal)],
        `${op.operationId} marks a refusal with ${refusal}, which it does not document`,
      ).toBeDefined();
    }
  });
});
