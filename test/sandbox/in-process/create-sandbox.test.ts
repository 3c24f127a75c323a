// createSandbox: the sandbox in process. Its fetch door serves every service by origin with no port,
// refuses what it does not serve, shares nothing with another sandbox, keeps no process alive, and
// its state is data: snapshot, restore, reset, the clock.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { publishRecords } from "../../../src/publishing/index.js";
import {
  SandboxClosedError,
  SandboxOriginError,
  SnapshotError,
  type InProcessSandbox,
  type SandboxSnapshot,
} from "../../../tools/src/sandbox/doors/in-process/index.js";
import { packageRoot } from "../../../tools/src/package-root.js";
import { scaled } from "../../support/time.js";
import { bearerOf, createTestSandbox, inProcessDataClient, MODEL } from "./support.js";

const opened: InProcessSandbox[] = [];
async function sandboxOf(...options: Parameters<typeof createTestSandbox>): Promise<InProcessSandbox> {
  const sandbox = await createTestSandbox(...options);
  opened.push(sandbox);
  return sandbox;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((sandbox) => sandbox.close()));
});

/** Registers shop's source (consumer type None), maps Item to the model and publishes `recordIds`. */
async function publishItems(sandbox: InProcessSandbox, recordIds: readonly string[]): Promise<string> {
  const shop = inProcessDataClient(sandbox, "shop");
  const settings = await shop.POST("/api/v2/IntegrationAgents/Settings", {
    body: { sourceDefinition: { consumerType: "None" } },
  });
  const sourceId = settings.data!.source!.sourceId!;
  await shop.PATCH("/api/v2/IntegrationAgents/Transformations", {
    body: { upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }] },
  });
  await publishRecords(shop, {
    sourceId,
    items: recordIds.map((recordId) => ({ entityId: "Item", recordId, data: { name: recordId } })),
  });
  return sourceId;
}

async function recordNames(sandbox: InProcessSandbox): Promise<string[]> {
  const { data, response } = await inProcessDataClient(sandbox, "shop").GET("/api/v2/QueryingData/GetData", {
    params: { query: { modelId: MODEL } },
  });
  expect(response.status).toBe(200);
  return (data!.items ?? []).map((item) => String((item as { name?: unknown }).name)).sort();
}

describe("sandbox.fetch serves every service by its origin, in process", () => {
  it(
    "the package's clients and token provider register an agent, " +
      "publish records and read them back through sandbox.fetch",
    async () => {
      const sandbox = await sandboxOf();
      await publishItems(sandbox, ["a", "b", "c"]);
      expect(await recordNames(sandbox)).toEqual(["a", "b", "c"]);
      expect(sandbox.violations).toEqual([]);
    },
  );

  it(
    "baseUrl is one https origin per service under " +
      "sandbox.invalid, a name that never resolves; origins lists " +
      "them all",
    async () => {
      const sandbox = await sandboxOf();
      expect(sandbox.baseUrl("data-integration")).toBe("https://data-integration.sandbox.invalid");
      expect(sandbox.issuer).toBe("https://identity-provider.sandbox.invalid");
      expect(sandbox.origins).toContain("https://order-integration.sandbox.invalid");
      expect(sandbox.origins).toHaveLength(new Set(sandbox.origins).size);
    },
  );

  it("requests are journaled as the control API shows them, with the status the door answered", async () => {
    const sandbox = await sandboxOf();
    await sandbox.fetch(`${sandbox.baseUrl("data-integration")}/api/v1/DataModels`);
    expect(sandbox.requests.map(({ service, method, path, status }) => ({ service, method, path, status }))).toEqual([
      { service: "data-integration", method: "GET", path: "/api/v1/DataModels", status: 401 },
    ]);
  });
});

describe("bad input to a sandbox in process is refused naming what was wrong", () => {
  it("an origin it does not serve is rejected naming that origin and every origin it serves", async () => {
    const sandbox = await sandboxOf();
    const refusal = sandbox.fetch("https://api.example.com/api/v1/DataModels");
    await expect(refusal).rejects.toBeInstanceOf(SandboxOriginError);
    await expect(refusal).rejects.toThrow(
      `sandbox.fetch: the sandbox does not serve https://api.example.com; it serves ${sandbox.origins.join(", ")}`,
    );
  });

  it("a relative URL is rejected naming it and the base to use", async () => {
    const sandbox = await sandboxOf();
    await expect(sandbox.fetch("/api/v1/DataModels")).rejects.toThrow(
      'sandbox.fetch: "/api/v1/DataModels" is not an absolute URL: the ' +
        "sandbox routes by origin (use sandbox.baseUrl(service) as the base)",
    );
  });

  it("baseUrl of a service it does not run names the services it runs", async () => {
    const sandbox = await sandboxOf();
    expect(() => sandbox.baseUrl("billing")).toThrow(
      /^sandbox\.baseUrl: the sandbox runs no service "billing"; it runs data-integration, .*identity-provider/,
    );
  });

  it("a closed sandbox refuses every call naming that it was closed", async () => {
    const sandbox = await sandboxOf();
    const snapshot = sandbox.snapshot();
    await sandbox.close();
    await expect(sandbox.fetch(`${sandbox.issuer}/.well-known/jwks`)).rejects.toThrow(
      new SandboxClosedError("sandbox.fetch: the sandbox was closed; create another with createSandbox()"),
    );
    await expect(sandbox.flush()).rejects.toThrow("sandbox.flush: the sandbox was closed");
    await expect(sandbox.reset()).rejects.toThrow("sandbox.reset: the sandbox was closed");
    await expect(sandbox.restore(snapshot)).rejects.toThrow("sandbox.restore: the sandbox was closed");
    expect(() => sandbox.snapshot()).toThrow("sandbox.snapshot: the sandbox was closed");
    expect(() => sandbox.clock.advance(1)).toThrow("sandbox.clock.advance: the sandbox was closed");
  });

  it("options are checked, each refusal naming the option", async () => {
    await expect(createTestSandbox({ clock: "yesterday" as never })).rejects.toThrow(
      "clock must be a Date or epoch milliseconds, the sandbox time at the start (found yesterday)",
    );
    await expect(createTestSandbox({ webhooks: { "partner/hooks": async () => new Response() } })).rejects.toThrow(
      'webhooks["partner/hooks"]: the key must be an absolute http or https URL',
    );
    await expect(createTestSandbox({ webhooks: { "https://partner.example/hooks": "yes" as never } })).rejects.toThrow(
      'webhooks["https://partner.example/hooks"] must be a function ' +
        "(request: Request) => Promise<Response> (found string)",
    );
    await expect(createTestSandbox({ handlers: { getRecords: () => ({ status: 200 }) } as never })).rejects.toThrow(
      'handlers: "getRecords" not an operation of the sandbox\'s specs',
    );
    await expect(createTestSandbox({ seed: { tenants: [{ name: "no id" }] } as never })).rejects.toThrow(
      /^seed: not a valid sandbox seed: \$\.tenants\[0\]/,
    );
  });

  it(
    "a body over its route's limit is 413 naming the limit and the option, as on the port (a " +
      "body in process announces no length: it is refused at the byte past the limit)",
    async () => {
      const sandbox = await sandboxOf();
      const answer = await sandbox.fetch(`${sandbox.issuer}/connect/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "x".repeat(8 * 1024 + 1),
      });
      expect(answer.status).toBe(413);
      expect(((await answer.json()) as { detail: string }).detail).toBe(
        "the body of POST /connect/token has more than 8192 bytes; the limit is 8192 bytes (--token-body-limit)",
      );
    },
  );
});

describe("two sandboxes in one process share nothing", () => {
  it("records, faults and keys of one are not the other's", async () => {
    const [one, two] = await Promise.all([sandboxOf(), sandboxOf()]);
    await publishItems(one, ["only-in-one"]);
    const fault = await one.fetch(`${one.baseUrl("data-integration")}/_sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ operationId: "getDataModels", status: 503 }),
    });
    expect(fault.status).toBe(201);
    one.control.identity.rotateKey({ retirePrevious: true });
    await publishItems(two, ["only-in-two"]);
    expect(await recordNames(two)).toEqual(["only-in-two"]);
    expect((await inProcessDataClient(two, "shop").GET("/api/v1/DataModels")).response.status).toBe(200);
    expect(one.control.identity.jwks().keys[0]!.kid).not.toBe(two.control.identity.jwks().keys[0]!.kid);
  });

  it("a test file that never closes its sandbox, with a redelivery pending, ends on its own", async () => {
    const { stdout, code } = await new Promise<{ stdout: string; code: number | null }>((resolve) => {
      // The timeout kills the child by its PID: a sandbox that keeps the process alive fails the test and leaves
      // nothing running.
      const child = execFile(
        process.execPath,
        ["--import", "tsx", join(packageRoot(), "test/fixtures/in-process/forgotten-close.ts")],
        { cwd: packageRoot(), timeout: scaled(20_000), killSignal: "SIGKILL" },
        (_error, out) => resolve({ stdout: String(out), code: child.exitCode }),
      );
    });
    expect(stdout.trim()).toBe("Pending 1 redelivery pending");
    expect(code).toBe(0);
  });
});

describe("the sandbox clock: a fixed start, moved by sandbox.clock.advance(ms)", () => {
  it(
    "a fixed clock stands still at its start; a token of 600 s " + "passes until its exp and is refused from then on",
    async () => {
      const start = Date.parse("2030-01-01T00:00:00Z");
      const sandbox = await sandboxOf({ clock: new Date(start) });
      const models = `${sandbox.baseUrl("data-integration")}/api/v1/DataModels`;
      const bearer = await bearerOf(sandbox.fetch, sandbox.issuer, "shop");
      expect(sandbox.clock.now()).toBe(start);
      sandbox.clock.advance(599_999);
      expect((await sandbox.fetch(models, { headers: { authorization: bearer } })).status).toBe(200);
      sandbox.clock.advance(1);
      expect(sandbox.clock.now()).toBe(start + 600_000);
      expect((await sandbox.fetch(models, { headers: { authorization: bearer } })).status).toBe(401);
    },
  );

  it("advance refuses a negative or non-finite move naming ms", async () => {
    const sandbox = await sandboxOf();
    expect(() => sandbox.clock.advance(-1)).toThrow(
      "sandbox.clock.advance(ms): ms must be a finite number of milliseconds >= 0 (found -1)",
    );
    expect(() => sandbox.clock.advance(Number.NaN)).toThrow("(found NaN)");
  });
});

describe("snapshot, restore and reset: the state as data", () => {
  it("restore takes back the records and the time of the snapshot's moment; what came after is gone", async () => {
    const sandbox = await sandboxOf({ clock: Date.parse("2030-01-01T00:00:00Z") });
    await publishItems(sandbox, ["before"]);
    const snapshot = sandbox.snapshot();
    const taken = sandbox.clock.now();
    const sourceId = (await inProcessDataClient(sandbox, "shop").GET("/api/v2/IntegrationAgents/Settings")).data!
      .source!.sourceId!;
    await publishRecords(inProcessDataClient(sandbox, "shop"), {
      sourceId,
      items: [{ entityId: "Item", recordId: "after", data: { name: "after" } }],
    });
    sandbox.clock.advance(60_000);
    expect(await recordNames(sandbox)).toEqual(["after", "before"]);
    await sandbox.restore(snapshot);
    expect(sandbox.clock.now()).toBe(taken);
    expect(await recordNames(sandbox)).toEqual(["before"]);
    await sandbox.restore(snapshot);
    expect(await recordNames(sandbox)).toEqual(["before"]);
  });

  it("a snapshot is a value: what happens after it does not change it", async () => {
    const sandbox = await sandboxOf();
    await publishItems(sandbox, ["one"]);
    const snapshot = sandbox.snapshot();
    const copy = structuredClone(snapshot);
    await publishItems(sandbox, ["two"]);
    expect(snapshot).toEqual(copy);
  });

  it("reset drops every change and applies the seed again", async () => {
    const sandbox = await sandboxOf();
    await publishItems(sandbox, ["gone"]);
    await sandbox.reset();
    expect(await recordNames(sandbox)).toEqual([]);
    expect(sandbox.control.identity.serviceAccounts.get("shop")?.clientId).toBe("shop");
  });

  describe(
    "a snapshot of another version or shape is refused with " + "the path of its first mismatch, and nothing changes",
    () => {
      async function refused(
        change: (snapshot: { -readonly [K in keyof SandboxSnapshot]: unknown }) => void,
      ): Promise<string> {
        const sandbox = await sandboxOf();
        await publishItems(sandbox, ["kept"]);
        const snapshot = structuredClone(sandbox.snapshot()) as { -readonly [K in keyof SandboxSnapshot]: unknown };
        change(snapshot);
        const error = await sandbox.restore(snapshot as SandboxSnapshot).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(SnapshotError);
        expect(await recordNames(sandbox)).toEqual(["kept"]);
        return (error as Error).message;
      }

      it("another layout version names $.layoutVersion and both versions", async () => {
        expect(await refused((s) => (s.layoutVersion = 1))).toMatch(
          /^sandbox\.restore: \$\.layoutVersion: the snapshot is of layout version 1; this sandbox reads layout version \d+ only/,
        );
      });

      it("something else than a snapshot names $.kind", async () => {
        expect(await refused((s) => (s.kind = "tenant state"))).toBe(
          'sandbox.restore: $.kind: is "tenant state", not "integration-contracts sandbox snapshot"',
        );
      });

      it("a store this sandbox does not declare names its unit and the stores it has", async () => {
        const message = await refused((s) => ((s.units as unknown[][]).at(-1)![1] = "data-integration.ledger"));
        expect(message).toMatch(
          /^sandbox\.restore: \$\.units\[\d+\]\[1\]: "data-integration\.ledger" is no store of this sandbox's tenants'; it has /,
        );
      });

      it("a store's form that does not read back names the path inside its unit", async () => {
        const message = await refused((s) => {
          const units = s.units as unknown[][];
          units.find((unit) => unit[1] === "data-integration.query-store")![3] = "not a query store";
        });
        expect(message).toMatch(/^sandbox\.restore: \$\.units\[\d+\]\[3\].*does not read back: /);
      });
    },
  );
});
