// undici: sandboxDispatcher(sandbox) answers every request through the sandbox in process, for code
// that uses undici's request or fetch with a dispatcher (undici 7's handler interface), and for
// Node's own fetch given it as its dispatcher (the older handler interface of Node's bundled undici).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetch as undiciFetch, request } from "undici";
import type { InProcessSandbox } from "../../../tools/src/sandbox/doors/in-process/index.js";
import { sandboxDispatcher } from "../../../tools/src/sandbox/doors/undici/undici.js";
import { bearerOf, createTestSandbox, MODEL } from "./support.js";

let sandbox: InProcessSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe("sandboxDispatcher answers undici's requests through the sandbox", () => {
  it("undici's request: a token by POST with a form body, then the data models", async () => {
    const dispatcher = sandboxDispatcher(sandbox);
    const token = await request(`${sandbox.issuer}/connect/token`, {
      dispatcher,
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from("shop:shop-secret").toString("base64")}`,
      },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        scope: "apiim",
        tid: "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
      }).toString(),
    });
    expect(token.statusCode).toBe(200);
    const { access_token } = (await token.body.json()) as { access_token: string };
    const models = await request(`${sandbox.baseUrl("data-integration")}/api/v1/DataModels`, {
      dispatcher,
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect([models.statusCode, models.headers["content-type"]]).toEqual([200, "application/json"]);
    expect(((await models.body.json()) as { items: { id: string }[] }).items.map((model) => model.id)).toEqual([MODEL]);
  });

  it("undici's fetch with the dispatcher: a refusal keeps its status, headers and problem body", async () => {
    const answer = await undiciFetch(`${sandbox.baseUrl("data-integration")}/api/v1/DataModels`, {
      dispatcher: sandboxDispatcher(sandbox),
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(((await answer.json()) as { status: number }).status).toBe(401);
  });

  it("Node's own fetch given the dispatcher is served by the sandbox too", async () => {
    const bearer = await bearerOf(sandbox.fetch, sandbox.issuer, "shop");
    const answer = await fetch(`${sandbox.baseUrl("data-integration")}/api/v1/DataModels`, {
      headers: { authorization: bearer },
      dispatcher: sandboxDispatcher(sandbox),
    } as RequestInit);
    expect(answer.status).toBe(200);
  });

  it("an origin the sandbox does not serve fails the request, naming the origins it serves", async () => {
    await expect(
      request("https://api.example.com/api/v1/DataModels", { dispatcher: sandboxDispatcher(sandbox) }),
    ).rejects.toThrow(
      "sandbox.fetch: the sandbox does not serve https://api.example.com; it serves https://data-integration.sandbox.invalid",
    );
  });
});
