// The request pipeline is transport-free: a plain request (method, target, headers, a body source,
// the caller's address) goes through the same stages as a request on a port, with no socket, so
// the node:http listener and the doors that follow it (a fetch handler, MSW) serve one pipeline.
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { packageRoot } from "../../tools/src/package-root.js";
import type { RunningSandbox } from "../../tools/src/sandbox/index.js";
import { loadInspectorAssets } from "../../tools/src/sandbox/inspector/assets.js";
import type { BodyRules } from "../../tools/src/sandbox/kernel/limits.js";
import {
  createPipeline,
  type Pipeline,
  type SandboxRequest,
  type ServedSpecs,
} from "../../tools/src/sandbox/pipeline/pipeline.js";
import { indexOperations, listSpecOperations, loadSpecDocument } from "../../tools/src/sandbox/kernel/route-table.js";
import { bearer, MODEL_ID, serviceUrl, startTestSandbox } from "../support/sandbox.js";

let sandbox: RunningSandbox;
let pipeline: Pipeline;
let acme: string;

function servedSpecs(service: string): ServedSpecs {
  const specs = join(packageRoot(), "generated", "specs");
  const operations = (name: string) =>
    indexOperations(listSpecOperations(name, loadSpecDocument(join(specs, `${name}.json`))));
  return { service, operations: operations(service), control: operations("sandbox-control"), tenantRequired: true };
}

/** A request as a door hands it over; its body source keeps the rules it was asked to read against. */
function plainRequest(
  method: string,
  target: string,
  headers: Record<string, string>,
  body = "",
): SandboxRequest & { readonly rules: BodyRules[] } {
  const rules: BodyRules[] = [];
  return {
    method,
    target,
    headers,
    source: "192.0.2.7",
    rules,
    body: (given) => {
      rules.push(given);
      return Promise.resolve(Buffer.from(body));
    },
  };
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  pipeline = createPipeline(servedSpecs("data-integration"), sandbox.control, () => {}, loadInspectorAssets());
  acme = await bearer(sandbox, "acme");
});
afterAll(() => sandbox.stop());
afterEach(() => vi.restoreAllMocks());

describe("a plain request is answered as the same request on the service's port is", () => {
  it("GetData: the same status, content type and records", async () => {
    const target = `/api/v2/QueryingData/GetData?modelId=${MODEL_ID}`;
    const overHttp = await fetch(`${serviceUrl(sandbox, "data-integration")}${target}`, {
      headers: { authorization: acme },
    });
    const served = await pipeline.answer(plainRequest("GET", target, { authorization: acme }));
    expect([served.answer.status, served.answer.contentType ?? "application/json", served.answer.body]).toEqual([
      overHttp.status,
      overHttp.headers.get("content-type"),
      await overHttp.json(),
    ]);
    expect(served.op?.operationId).toBe("getData");
  });

  it("a call without a token: the same 401 and challenge", async () => {
    const target = `/api/v2/QueryingData/GetData?modelId=${MODEL_ID}`;
    const overHttp = await fetch(`${serviceUrl(sandbox, "data-integration")}${target}`);
    const served = await pipeline.answer(plainRequest("GET", target, {}));
    expect([served.answer.status, served.answer.headers?.["WWW-Authenticate"]]).toEqual([
      401,
      overHttp.headers.get("www-authenticate"),
    ]);
  });
});

describe("the body is read through the door's body source, against the route's limit the pipeline chooses", () => {
  it("a data integration body is read against the data body limit, naming the route", async () => {
    const request = plainRequest(
      "POST",
      "/api/v1/DataAgents",
      { authorization: acme, "content-type": "application/json" },
      JSON.stringify({ code: "acme.plain-door" }),
    );
    const served = await pipeline.answer(request);
    expect(served.answer.status).toBe(201);
    expect(request.rules.map(({ limitBytes, what }) => ({ limitBytes, what }))).toEqual([
      { limitBytes: sandbox.control.limits.values.dataBodyBytes, what: "POST /api/v1/DataAgents" },
    ]);
  });

  it("the caller's address reaches the handler as the door gave it", async () => {
    let source: string | undefined;
    const original = sandbox.control.handlers.get("getDataModels")!;
    sandbox.control.handlers.set("getDataModels", (request) => ((source = request.source), original(request)));
    try {
      expect(
        (await pipeline.answer(plainRequest("GET", "/api/v1/DataModels", { authorization: acme }))).answer.status,
      ).toBe(200);
    } finally {
      sandbox.control.handlers.set("getDataModels", original);
    }
    expect(source).toBe("192.0.2.7");
  });
});

describe("every step is contained: the pipeline answers, it never rejects", () => {
  it("a stage that throws is a 500 naming the request, recorded as a violation", async () => {
    vi.spyOn(sandbox.control.validator, "validateRequest").mockRejectedValueOnce(new Error("the validator broke"));
    const served = await pipeline.answer(plainRequest("GET", "/api/v1/DataModels", { authorization: acme }));
    expect([served.answer.status, (served.answer.body as { detail: string }).detail]).toEqual([
      500,
      "GET /api/v1/DataModels failed: the validator broke",
    ]);
    expect(sandbox.violations.at(-1)).toMatchObject({
      status: 500,
      violations: ["GET /api/v1/DataModels failed: the validator broke"],
    });
  });

  it("the journal records the status the door wrote", async () => {
    const served = await pipeline.answer(plainRequest("GET", "/api/v1/DataModels?offset=0", { authorization: acme }));
    pipeline.record(served, 299);
    expect(sandbox.control.journal.page({}, { last: 1 }).items[0]).toMatchObject({
      service: "data-integration",
      method: "GET",
      path: "/api/v1/DataModels",
      operationId: "getDataModels",
      status: 299,
    });
  });
});
