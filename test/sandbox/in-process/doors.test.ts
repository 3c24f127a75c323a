// The node:http door and the fetch door are two doors to one pipeline: the same scenario, run with
// the same client code through a port of startSandbox and through createSandbox's fetch, gets the
// same answers (status, media type, body) and leaves the same tenant state. Ids, times and
// addresses differ between two sandboxes by nature and are masked; nothing else is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokenProvider, type TokenProvider } from "../../../src/auth/index.js";
import { createDataIntegrationClient, type DataIntegrationClient } from "../../../src/clients/data-integration.js";
import { publishRecords } from "../../../src/publishing/index.js";
import { startSandbox, type RunningSandbox } from "../../../tools/src/sandbox/index.js";
import type { InProcessSandbox } from "../../../tools/src/sandbox/doors/in-process/index.js";
import { serviceUrl } from "../../support/sandbox.js";
import { createTestSandbox, DEFAULT_TENANT_ID, MODEL, SCENARIO_SEED } from "./support.js";

/** How a scenario reaches a sandbox: its services' base URLs, its issuer and the fetch to send with. */
interface Door {
  readonly baseUrl: (service: string) => string;
  readonly issuer: string;
  readonly fetch: typeof fetch;
}

interface Step {
  readonly step: string;
  readonly status: number;
  readonly contentType: string | null;
  readonly body: unknown;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
/** The value with what two sandboxes give differently by nature (ids, times, its own addresses) masked. */
function masked(value: unknown, door: Door): unknown {
  if (value === undefined) return undefined;
  const origins = ["data-integration", "identity-provider", "order-integration"].map((service) =>
    door.baseUrl(service),
  );
  let text = JSON.stringify(value);
  for (const origin of origins) text = text.replaceAll(origin, "<origin>");
  return JSON.parse(text.replace(UUID, "<uuid>").replace(TIME, "<time>")) as unknown;
}

function clientOf(door: Door, clientId: string): { client: DataIntegrationClient; tokens: TokenProvider } {
  const insecure = door.issuer.startsWith("http:");
  const tokens = createTokenProvider({
    issuer: door.issuer,
    clientId,
    clientSecret: `${clientId}-secret`,
    tenantId: DEFAULT_TENANT_ID,
    scope: "apiim",
    fetch: door.fetch,
    allowInsecureHttp: insecure,
  });
  return {
    client: createDataIntegrationClient({
      baseUrl: door.baseUrl("data-integration"),
      getToken: tokens,
      fetch: door.fetch,
    }),
    tokens,
  };
}

/**
 * Register an agent, map, publish, read back, a refused body, a call without a token, a fault: every answer, and the
 * tenant's state.
 */
async function scenario(door: Door): Promise<{ steps: Step[]; state: unknown }> {
  const steps: Step[] = [];
  const seen = async (step: string, call: Promise<{ response: Response; data?: unknown; error?: unknown }>) => {
    const { response, data, error } = await call;
    steps.push({
      step,
      status: response.status,
      contentType: response.headers.get("content-type"),
      body: masked(data ?? error, door),
    });
    return data;
  };
  const { client: shop, tokens } = clientOf(door, "shop");
  const settings = (await seen(
    "register",
    shop.POST("/api/v2/IntegrationAgents/Settings", { body: { sourceDefinition: { consumerType: "None" } } }),
  )) as { source: { sourceId: string } };
  await seen(
    "transformations",
    shop.PATCH("/api/v2/IntegrationAgents/Transformations", {
      body: {
        upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }],
      },
    }),
  );
  await publishRecords(shop, {
    sourceId: settings.source.sourceId,
    items: ["a", "b", "c"].map((recordId) => ({ entityId: "Item", recordId, data: { name: recordId } })),
  });
  await seen("getData", shop.GET("/api/v2/QueryingData/GetData", { params: { query: { modelId: MODEL } } }));
  await seen(
    "a refused body",
    shop.POST("/api/v2/IntegrationAgents/Settings", {
      body: { sourceDefinition: { consumerType: "Carrier pigeon" } } as never,
    }),
  );
  const anonymous = await door.fetch(`${door.baseUrl("data-integration")}/api/v1/DataModels`);
  steps.push({
    step: "no token",
    status: anonymous.status,
    contentType: anonymous.headers.get("content-type"),
    body: { challenge: anonymous.headers.get("www-authenticate"), problem: await anonymous.json() },
  });
  const fault = await door.fetch(`${door.baseUrl("data-integration")}/_sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ operationId: "getDataModels", status: 503 }),
  });
  steps.push({
    step: "set a fault",
    status: fault.status,
    contentType: fault.headers.get("content-type"),
    body: masked(await fault.json(), door),
  });
  // Sent once, by hand: the client would retry a 503, and the fault answers only the next call.
  const faulted = await door.fetch(`${door.baseUrl("data-integration")}/api/v1/DataModels`, {
    headers: { authorization: `Bearer ${await tokens.getToken()}` },
  });
  steps.push({
    step: "faulted",
    status: faulted.status,
    contentType: faulted.headers.get("content-type"),
    body: await faulted.json(),
  });
  const state = await door.fetch(`${door.baseUrl("data-integration")}/_sandbox/state/${DEFAULT_TENANT_ID}`);
  return { steps, state: masked(await state.json(), door) };
}

let overHttp: RunningSandbox;
let inProcess: InProcessSandbox;
beforeAll(async () => {
  [overHttp, inProcess] = await Promise.all([
    startSandbox({ basePort: "free", seed: SCENARIO_SEED, onLog: () => {} }),
    createTestSandbox(),
  ]);
});
afterAll(async () => {
  await overHttp?.stop();
  await inProcess?.close();
});

describe("the node:http door and the fetch door serve one pipeline", () => {
  it("the same scenario gets the same answers and leaves the same tenant state through both doors", async () => {
    const http = await scenario({
      baseUrl: (service) => serviceUrl(overHttp, service),
      issuer: overHttp.messageGateway.issuer,
      fetch,
    });
    const fetched = await scenario(inProcess);
    expect(fetched.steps.map(({ step, status }) => `${step} ${status}`)).toEqual([
      "register 200",
      "transformations 204",
      "getData 200",
      "a refused body 400",
      "no token 401",
      "set a fault 201",
      "faulted 503",
    ]);
    expect(fetched.steps).toEqual(http.steps);
    expect(fetched.state).toEqual(http.state);
    expect([overHttp.violations, inProcess.violations]).toEqual([[], []]);
  });
});
