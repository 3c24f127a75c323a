// GET /_sandbox/health (issue 47): the readiness a container's HEALTHCHECK and an orchestrator's probe read. It
// answers on every port once the sandbox serves, without the control token the rest of /_sandbox/ needs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../tools/src/sandbox/index.js";
import { startTestSandbox } from "./support.js";

const CONTROL_TOKEN = "health-control-token-0123456789";
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ controlToken: CONTROL_TOKEN });
});
afterAll(() => sandbox.stop());

describe("GET /_sandbox/health answers 200 on every port without the control token once the sandbox serves", () => {
  it("every service's port answers it, while a control call without the token is refused", async () => {
    for (const service of sandbox.services) {
      const answer = await fetch(`${service.url}/_sandbox/health`);
      expect({ service: service.name, status: answer.status, body: await answer.json() }).toEqual({
        service: service.name,
        status: 200,
        body: { status: "ready" },
      });
    }
    expect((await fetch(`${sandbox.services[0]!.url}/_sandbox/overview`)).status).toBe(401);
  });

  it("a method other than GET or HEAD is 405 naming the ones allowed", async () => {
    const answer = await fetch(`${sandbox.services[0]!.url}/_sandbox/health`, { method: "POST" });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, HEAD");
  });
});
