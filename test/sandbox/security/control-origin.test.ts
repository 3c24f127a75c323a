// The control API serves only the sandbox's own pages and tools (issue 31). On main a page the
// developer opened wiped every tenant with a no-cors fetch or an auto-submitted
// <form enctype="text/plain"> to /_sandbox/reset, and a page reaching 127.0.0.1 through a name of its
// own (DNS rebinding: Host rebind.attacker.example) read the state export with the client secrets.
// Each of those requests is sent here as the browser sends it, and must be 403 saying why, with
// nothing reset.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxControlClient } from "../../../src/clients/index.js";
import { DEFAULT_TENANT_ID, type RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { listOperations, loadBundledSpecs } from "../../support/openapi.js";
import { OTHER_TENANT_ID, serviceUrl, startTestSandbox } from "../../support/sandbox.js";
import { rawRequest } from "../../support/sandbox-probes.js";

let sandbox: RunningSandbox;
let port: number;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: ["identity-provider"], publicUrl: "http://sandbox.test.internal:8443" });
  port = Number(new URL(serviceUrl(sandbox, "identity-provider")).port);
});
afterAll(() => sandbox.stop());

/** Raw HTTP, so the test sends the Host, Origin and Sec-Fetch-* headers a browser would. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body = "",
): Promise<{ status: number; detail: string }> {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    ...Object.entries({
      host: `127.0.0.1:${port}`,
      ...headers,
      "content-length": String(Buffer.byteLength(body)),
      connection: "close",
    }).map(([n, v]) => `${n}: ${v}`),
  ];
  return rawRequest(serviceUrl(sandbox, "identity-provider"), `${lines.join("\r\n")}\r\n\r\n${body}`).then(
    ({ status, text }) => ({
      status,
      detail:
        status === 0
          ? ""
          : ((JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4) || "{}") as { detail?: string }).detail ?? ""),
    }),
  );
}

/** The tenants are still there: nothing was reset. */
const stillSeeded = () => expect(sandbox.identity.tenants.get(OTHER_TENANT_ID)).toBeDefined();

describe(
  "a page of another site cannot change the sandbox: each " + "attempt is 403 saying why, and nothing is reset",
  () => {
    it.each([
      [
        "a no-cors fetch (text/plain, Origin and Sec-Fetch-Site of the page)",
        {
          origin: "https://attacker.example",
          "sec-fetch-site": "cross-site",
          "sec-fetch-mode": "no-cors",
          "content-type": "text/plain;charset=UTF-8",
        },
        "Origin https://attacker.example is not the sandbox's own origin",
      ],
      [
        "an auto-submitted <form enctype=text/plain>",
        {
          origin: "https://attacker.example",
          "sec-fetch-site": "cross-site",
          "sec-fetch-mode": "navigate",
          "content-type": "text/plain",
        },
        "Origin https://attacker.example is not the sandbox's own origin",
      ],
      [
        "a form from a sandboxed frame or a file (Origin null)",
        { origin: "null", "content-type": "application/x-www-form-urlencoded" },
        "Origin null is not the sandbox's own origin",
      ],
      [
        "a page of this machine on another port (same site, other origin)",
        { origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-site", "content-type": "application/json" },
        "Origin http://127.0.0.1:3000 is not the sandbox's own origin",
      ],
      [
        "a request that only says it is cross-site",
        { "sec-fetch-site": "cross-site", "content-type": "application/json" },
        "Sec-Fetch-Site is cross-site",
      ],
      [
        "a tool that sends no Content-Type",
        {},
        "POST needs Content-Type: application/json (given: none), which " +
          "a form or a no-cors fetch from another page cannot send",
      ],
      [
        "a form body from a tool",
        { "content-type": "application/x-www-form-urlencoded" },
        "POST needs Content-Type: application/json (given: application/x-www-form-urlencoded)",
      ],
    ])("%s", async (_, headers, reason) => {
      const { status, detail } = await send("POST", "/_sandbox/reset", headers, "x=1");
      expect(status).toBe(403);
      expect(detail).toContain(reason);
      expect(detail).toContain("the control API serves only the sandbox's own pages and tools");
      stillSeeded();
    });
  },
);

describe("a page reaching 127.0.0.1 through a name of its own (DNS rebinding) cannot read the control API", () => {
  it(
    "GET /_sandbox/state/{tenantId} with Host " +
      "rebind.attacker.example is 403 naming the Host, and no secret " +
      "is answered",
    async () => {
      const { status, detail } = await send("GET", `/_sandbox/state/${DEFAULT_TENANT_ID}`, {
        host: `rebind.attacker.example:${port}`,
      });
      expect(status).toBe(403);
      expect(detail).toContain(
        `Host "rebind.attacker.example:${port}" is not one of the sandbox's own addresses ` +
          `(127.0.0.1, localhost or [::1] with its ports, or sandbox.test.internal:8443)`,
      );
    },
  );
  it("Host 127.0.0.1, localhost or [::1] with the sandbox's port, or the public URL's host, is served", async () => {
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      "sandbox.test.internal:8443",
      `LOCALHOST:${port}`,
    ]) {
      expect((await send("GET", "/_sandbox/journal?last=1", { host })).status, host).toBe(200);
    }
  });
  it("Host 127.0.0.1 on another port is refused: no port of the sandbox", async () => {
    expect((await send("GET", "/_sandbox/journal", { host: "127.0.0.1:1" })).status).toBe(403);
  });
  it("platform operations answer any Host: their own tokens guard them", async () => {
    expect((await send("GET", "/.well-known/openid-configuration", { host: "rebind.attacker.example" })).status).toBe(
      200,
    );
  });
});

describe("the sandbox's own pages and tools keep working", () => {
  it(
    "a same-origin call of the inspector (Origin and Host its own, " +
      "Sec-Fetch-Site same-origin, application/json) is served",
    async () => {
      const { status } = await send(
        "POST",
        "/_sandbox/clock",
        { origin: `http://127.0.0.1:${port}`, "sec-fetch-site": "same-origin", "content-type": "application/json" },
        '{"advanceSeconds":0}',
      );
      expect(status).toBe(200);
    },
  );
  it("a page opened by the public URL (Origin its origin) is served", async () => {
    const { status } = await send("GET", "/_sandbox/journal?last=1", {
      host: "sandbox.test.internal:8443",
      origin: "http://sandbox.test.internal:8443",
    });
    expect(status).toBe(200);
  });
  it(
    "the typed control client sends Content-Type: " +
      "application/json on a call without a body (reset, " +
      "redeliver)",
    async () => {
      const control = createSandboxControlClient({ baseUrl: serviceUrl(sandbox, "identity-provider") });
      expect((await control.POST("/_sandbox/reset")).response.status).toBe(204);
      expect(
        (await control.POST("/_sandbox/deliveries/{messageId}/redeliver", { params: { path: { messageId: "none" } } }))
          .response.status,
      ).toBe(404);
    },
  );
});

describe("every control operation is refused the same way, and documents that 403", () => {
  it("a provider state asked for by another site's page is 403 and adds no tenant", async () => {
    const tenants = sandbox.identity.tenants.list().length;
    const body = JSON.stringify({
      state: "a second tenant",
      params: { tenantId: DEFAULT_TENANT_ID, runPrefix: "vs-page" },
    });
    const { status, detail } = await send(
      "POST",
      "/_sandbox/provider-states",
      { origin: "https://attacker.example", "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body,
    );
    expect(status).toBe(403);
    expect(detail).toContain("Origin https://attacker.example is not the sandbox's own origin");
    expect(sandbox.identity.tenants.list().length).toBe(tenants);
  });
  it("each operation of the control spec lists the 403 among its answers", () => {
    const control = loadBundledSpecs("openapi").find(({ name }) => name === "sandbox-control")!;
    const undocumented = listOperations(control)
      .filter(({ operation }) => operation.responses?.["403"]?.$ref !== "#/components/responses/SandboxForbidden")
      .map(({ operationId }) => operationId);
    expect(undocumented).toEqual([]);
  });
});
