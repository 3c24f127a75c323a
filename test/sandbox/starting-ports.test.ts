// The ports listen before the sandbox is ready: the identity provider's issuer names them, so they
// are bound first and the parts opened after. A request that comes in between is answered once
// the sandbox is ready, never left without an answer (it hung until the client gave up).
import { request } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openCore } from "../../tools/src/sandbox/doors/in-process/core.js";
import { listenAll, type Listening } from "../../tools/src/sandbox/doors/node-http/serving.js";
import { SANDBOX_PARTS } from "../../tools/src/sandbox/assembly/sandbox-parts.js";
import { loadServedDocuments } from "../../tools/src/sandbox/assembly/served-documents.js";
import { checkStartOptions } from "../../tools/src/sandbox/assembly/sandbox-options.js";

/** A GET of `url`, resolving with its status and body once answered. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

let listening: Listening | undefined;
afterEach(async () => {
  await listening?.close();
  listening = undefined;
});

describe("a request that arrives while the sandbox starts waits for it to be ready", () => {
  it("holds a request that came in between listening and serving, and answers it once served", async () => {
    const checked = await checkStartOptions({ basePort: "free", services: ["data-integration"], onLog: () => {} });
    listening = await listenAll(checked);
    const answer = get(`${listening.running[0]!.url}/no-such-path`);
    await vi.waitFor(() => expect(listening!.held).toBe(1));
    const core = await openCore({});
    try {
      listening.serve(core.runtime, loadServedDocuments(checked), SANDBOX_PARTS);
      expect(listening.held).toBe(0);
      const { status, body } = await answer;
      expect(status).toBe(404);
      expect(JSON.parse(body)).toMatchObject({ detail: "data-integration has no operation at GET /no-such-path" });
      expect(core.runtime.journal.page().items).toMatchObject([{ method: "GET", path: "/no-such-path", status: 404 }]);
    } finally {
      await core.parts.close();
    }
  });

  it("forgets a held request whose client left, and never runs it", async () => {
    const checked = await checkStartOptions({ basePort: "free", services: ["data-integration"], onLog: () => {} });
    listening = await listenAll(checked);
    const sent = request(`${listening.running[0]!.url}/no-such-path`);
    const gone = new Promise((resolve) => sent.on("error", resolve));
    sent.end();
    await vi.waitFor(() => expect(listening!.held).toBe(1));
    sent.destroy();
    await gone;
    await vi.waitFor(() => expect(listening!.held).toBe(0));
    const core = await openCore({});
    try {
      listening.serve(core.runtime, loadServedDocuments(checked), SANDBOX_PARTS);
      // A request after it is journaled alone: the one whose client left was never run.
      expect((await get(`${listening.running[0]!.url}/after-serving`)).status).toBe(404);
      expect(core.runtime.journal.page().items.map((entry) => entry.path)).toEqual(["/after-serving"]);
    } finally {
      await core.parts.close();
    }
  });

  it("closes a held request's connection when the start fails before serving", async () => {
    const checked = await checkStartOptions({ basePort: "free", services: ["data-integration"], onLog: () => {} });
    listening = await listenAll(checked);
    const answer = get(`${listening.running[0]!.url}/no-such-path`);
    await vi.waitFor(() => expect(listening!.held).toBe(1));
    await listening.close();
    await expect(answer).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
