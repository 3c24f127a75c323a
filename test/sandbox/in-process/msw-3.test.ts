// MSW 3 (the `msw-3` alias of the devDependencies; the project's own msw is 2): the sandbox's handlers
// (`sandboxHandlers`, which imports "msw", mocked here to msw 3) serve the package's client under msw 3's
// setupServer. msw 3 answers a fetch to an https URL through a TLS client layered over the intercepted
// socket, which can leave an OpenSSL error behind for the sandbox's next key read.
import type { AnyHandler } from "msw-3";
import { setupServer } from "msw-3/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { InProcessSandbox } from "../../../tools/src/sandbox/doors/in-process/index.js";
import { sandboxHandlers } from "../../../tools/src/sandbox/doors/msw/msw.js";
import { createTestSandbox, GLOBAL_FETCH_JOURNAL, globalFetchFlow, MODEL } from "./support.js";

vi.mock("msw", () => import("msw-3"));

// msw 3 asks for Node 22.12 for Promise.withResolvers alone; the repository's tests run on Node 20.
const promises = Promise as { withResolvers?: unknown };
promises.withResolvers ??= <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

let sandbox: InProcessSandbox;
const server = setupServer();
beforeAll(async () => {
  sandbox = await createTestSandbox();
  // Typed against the repository's msw 2; made by msw 3, which the "msw" import is mocked to.
  server.use(...(sandboxHandlers(sandbox) as unknown as AnyHandler[]));
  server.listen({ onUnhandledFrame: "error" });
});
afterAll(async () => {
  server.close();
  await sandbox.close();
});

describe("under msw 3's setupServer, the global fetch to the sandbox's base URLs is served by it", () => {
  it("the package's client reads discovery, gets a token and the data models", async () => {
    expect(await globalFetchFlow(sandbox)).toEqual({ status: 200, models: [MODEL], journal: GLOBAL_FETCH_JOURNAL });
    expect(sandbox.violations).toEqual([]);
  });
});
