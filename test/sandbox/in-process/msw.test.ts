// MSW: sandboxHandlers(sandbox) gives a handler for every origin the sandbox serves, so code that
// calls the global fetch with the sandbox's base URLs is answered by the sandbox under setupServer,
// and getResponse answers a request through them directly. The repository's msw is 3, which answers a fetch to an
// https URL through a TLS client layered over the intercepted socket, which can leave an OpenSSL error behind for the
// sandbox's next key read; msw 2 is a partner's case, tested in the packed matrix (test/package).
import { getResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InProcessSandbox } from "../../../tools/src/sandbox/doors/in-process/index.js";
import { sandboxHandlers } from "../../../tools/src/sandbox/doors/msw/msw.js";
import { createTestSandbox, GLOBAL_FETCH_JOURNAL, globalFetchFlow, MODEL } from "./support.js";

let sandbox: InProcessSandbox;
const server = setupServer();
beforeAll(async () => {
  sandbox = await createTestSandbox();
  server.use(...sandboxHandlers(sandbox));
  server.listen({ onUnhandledFrame: "error" });
});
afterAll(async () => {
  server.close();
  await sandbox.close();
});

describe("under setupServer, the global fetch to the sandbox's base URLs is served by the sandbox", () => {
  it("the package's client with the global fetch gets a token and the data models of the seed", async () => {
    expect(await globalFetchFlow(sandbox)).toEqual({ status: 200, models: [MODEL], journal: GLOBAL_FETCH_JOURNAL });
    expect(sandbox.violations).toEqual([]);
  });

  it("a handler set for one test with server.boundary answers over the sandbox's, and only inside it", async () => {
    const models = `${sandbox.baseUrl("data-integration")}/api/v1/DataModels`;
    const { http, HttpResponse } = await import("msw");
    await server.boundary(async () => {
      server.use(http.get(models, () => HttpResponse.json({ totalCount: 0, items: [] }, { status: 200 })));
      expect(await (await fetch(models)).json()).toEqual({ totalCount: 0, items: [] });
    })();
    expect((await fetch(models)).status).toBe(401);
  });
});

describe("getResponse answers a request through the handlers without setupServer", () => {
  it("the identity provider's discovery names the sandbox's issuer", async () => {
    const response = await getResponse(
      sandboxHandlers(sandbox),
      new Request(`${sandbox.issuer}/.well-known/openid-configuration`),
    );
    expect(((await response!.json()) as { issuer: string }).issuer).toBe(sandbox.issuer);
  });

  it("an origin the sandbox does not serve has no handler", async () => {
    expect(
      await getResponse(sandboxHandlers(sandbox), new Request("https://api.example.com/api/v1/DataModels")),
    ).toBeUndefined();
  });
});
