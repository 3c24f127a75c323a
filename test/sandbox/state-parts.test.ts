// Adding a stateful part is one declaration and its module (docs/design.md, "Adding a stateful
// part"): a part declared here, in the test and nowhere in src/, with a store per tenant, a store of
// the sandbox's own and one kept on reset, is seeded, saved in the state folder and read back on a
// restart, exported and imported with its tenant, reset and closed, without any other file naming it;
// and, as a service is a part with operations ("Adding a service"), its handler answers a call.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { exportTenantState, importTenantState } from "../../tools/src/sandbox/control/tenant-state.js";
import { DEFAULT_TENANT_ID, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import type { SandboxPart } from "../../tools/src/sandbox/kernel/part.js";
import type { Unit } from "../../tools/src/sandbox/kernel/state.js";
import { SANDBOX_PARTS } from "../../tools/src/sandbox/assembly/sandbox-parts.js";
import { startSandboxWith } from "../../tools/src/sandbox/doors/node-http/running-sandbox.js";
import { createSandboxState } from "../../tools/src/sandbox/kernel/state.js";
import { declareDocument, declareTable, type SandboxScope } from "../../tools/src/sandbox/kernel/store.js";
import type { operations as DataIntegration } from "../../generated/types/data-integration.js";
import type { TenantHandlerMap } from "../../tools/src/sandbox/kernel/handler-map.js";
import { bearer, OTHER_TENANT_ID, serviceUrl, TWO_TENANTS } from "../support/sandbox.js";

interface Visit {
  readonly path: string;
}

/** What each tenant holds: its visits by id. */
const VISITS = declareTable<Visit>("test-visits.visits", {
  save: (visit) => ({ path: visit.path }),
  load: (json) => ({ path: (json as Visit).path }),
});

/** What the sandbox holds once: a count of visits, started anew by a reset. */
const TOTAL = declareDocument<{ count: number }, SandboxScope>("test-visits.total", {
  scope: "sandbox",
  create: () => ({ count: 0 }),
  save: (total) => ({ count: total.count }),
  load: (json) => ({ count: (json as { count: number }).count }),
});

/** What a reset keeps: when the first visit was counted. */
const FIRST = declareDocument<{ at: string | null }, SandboxScope>("test-visits.first", {
  scope: "sandbox",
  keptOnReset: true,
  create: () => ({ at: null }),
  save: (first) => ({ at: first.at }),
  load: (json) => ({ at: (json as { at: string | null }).at }),
});

/** The calls the part's lifecycle got, in order. */
const calls: string[] = [];

const visitsPart: SandboxPart<{ readonly opened: number }> = {
  name: "test-visits",
  stores: [VISITS, TOTAL, FIRST],
  open: () => (calls.push("open"), { opened: calls.length }),
  applySeed(context, seed) {
    calls.push("applySeed");
    for (const tenant of seed.tenants ?? []) context.tenants.of(tenant.id).get(VISITS).set("seeded", { path: "/" });
  },
  resume: (context) => void calls.push(`resume ${context.sandbox.get(TOTAL).count}`),
  reset: (instance) => void calls.push(`reset ${instance.opened}`),
  close: (instance) => void calls.push(`close ${instance.opened}`),
  // A service is a part with operations: each GET /api/v1/DataSources (which the sandbox does not model) is a visit.
  service: {
    spec: "data-integration",
    tenantContext: true,
    handlers: (): TenantHandlerMap<DataIntegration> => ({
      getDataSources({ tenant }) {
        const visits = tenant.get(VISITS);
        visits.set(`sources-${[...visits.keys()].length}`, { path: "/api/v1/DataSources" });
        return { status: 200 };
      },
    }),
  },
};

const parts = [...SANDBOX_PARTS, visitsPart];
const running: RunningSandbox[] = [];
afterEach(async () => {
  for (const sandbox of running.splice(0)) await sandbox.stop();
  calls.length = 0;
});

async function start(stateDir?: string): Promise<RunningSandbox> {
  const sandbox = await startSandboxWith(
    { basePort: "free", seed: TWO_TENANTS, onLog: () => {}, ...(stateDir === undefined ? {} : { stateDir }) },
    parts,
  );
  running.push(sandbox);
  return sandbox;
}

async function stop(sandbox: RunningSandbox): Promise<void> {
  running.splice(running.indexOf(sandbox), 1);
  await sandbox.stop();
}

/** Two visits of the default tenant, counted in the sandbox's own stores. */
async function visit(sandbox: RunningSandbox): Promise<void> {
  const { tenants, sandbox: own, persistence } = sandbox.control;
  tenants.of(DEFAULT_TENANT_ID).get(VISITS).set("v1", { path: "/a" }).set("v2", { path: "/b" });
  own.get(TOTAL).count = 2;
  own.get(FIRST).at = "2026-11-23T10:00:00.000Z";
  await persistence.commit();
}

const visitsOf = (sandbox: RunningSandbox, tenantId: string) =>
  Object.fromEntries(sandbox.control.tenants.of(tenantId).get(VISITS));

describe("a part declared outside src/ opens with the sandbox, takes its share of the seed, and closes with it", () => {
  it("open, then the seed; a stop closes its instance", async () => {
    const sandbox = await start();
    expect(calls).toEqual(["open", "applySeed"]);
    expect(visitsOf(sandbox, DEFAULT_TENANT_ID)).toEqual({ seeded: { path: "/" } });
    await stop(sandbox);
    expect(calls).toEqual(["open", "applySeed", "close 1"]);
  });

  it("a start that fails after it opened closes it too", async () => {
    const seed = { serviceAccounts: [{ clientId: "nobody's", clientSecret: "secret", tenantIds: ["no-such-tenant"] }] };
    await expect(startSandboxWith({ basePort: "free", seed, onLog: () => {} }, parts)).rejects.toThrow(
      /^seed: \$\.serviceAccounts\[0\]\.tenantIds\[0\]: no tenant "no-such-tenant"/,
    );
    expect(calls).toEqual(["open", "close 1"]);
  });
});

describe("a part with a service answers its operations, with no other file naming it", () => {
  it("its handler answers the call and writes the caller's tenant's store", async () => {
    const sandbox = await start();
    const response = await fetch(`${serviceUrl(sandbox, "data-integration")}/api/v1/DataSources`, {
      headers: { authorization: await bearer(sandbox, "beta") },
    });
    expect(response.status).toBe(200);
    expect(visitsOf(sandbox, OTHER_TENANT_ID)).toEqual({
      seeded: { path: "/" },
      "sources-1": { path: "/api/v1/DataSources" },
    });
    expect(visitsOf(sandbox, DEFAULT_TENANT_ID)).toEqual({ seeded: { path: "/" } });
    expect(sandbox.violations).toEqual([]);
  });
});

describe("its stores are kept in the state folder and read back on a restart", () => {
  it("the tenant's visits and the sandbox's count come back, and the part resumes from them", async () => {
    const stateDir = join(mkdtempSync(join(tmpdir(), "sandbox-parts-")), "state");
    const first = await start(stateDir);
    await visit(first);
    await stop(first);
    calls.length = 0;

    const second = await start(stateDir);
    expect(calls).toEqual(["open", "resume 2"]);
    expect(visitsOf(second, DEFAULT_TENANT_ID)).toEqual({
      seeded: { path: "/" },
      v1: { path: "/a" },
      v2: { path: "/b" },
    });
    expect(second.control.sandbox.get(FIRST).at).toBe("2026-11-23T10:00:00.000Z");
    expect(second.violations).toEqual([]);
  });
});

describe("its tenant store travels with the tenant's state document", () => {
  it("exported with the tenant, not with another; imported into another tenant, it is that tenant's", async () => {
    const sandbox = await start();
    await visit(sandbox);
    const exported = exportTenantState(sandbox.control, sandbox.control.parts.parts, DEFAULT_TENANT_ID)!;
    expect((exported.stores as Record<string, unknown>)["test-visits.visits"]).toEqual({
      seeded: { path: "/" },
      v1: { path: "/a" },
      v2: { path: "/b" },
    });
    expect(exported.stores).not.toHaveProperty("test-visits.total");
    const other = exportTenantState(sandbox.control, sandbox.control.parts.parts, OTHER_TENANT_ID)!;
    expect((other.stores as Record<string, unknown>)["test-visits.visits"]).toEqual({ seeded: { path: "/" } });

    const moved = { ...exported, tenant: { id: OTHER_TENANT_ID, name: "Beta Retail" }, serviceAccounts: [] };
    importTenantState(sandbox.control, sandbox.control.parts.parts, OTHER_TENANT_ID, moved);
    expect(visitsOf(sandbox, OTHER_TENANT_ID)).toEqual({
      seeded: { path: "/" },
      v1: { path: "/a" },
      v2: { path: "/b" },
    });
  });
});

describe("a reset drops its stores, but the one kept on reset, and applies its seed again", () => {
  it("the part stops first; its tenant visits and count start anew; what is kept on reset stays", async () => {
    const sandbox = await start();
    await visit(sandbox);
    calls.length = 0;
    await sandbox.control.reset();
    expect(calls).toEqual(["reset 1", "applySeed"]);
    expect(visitsOf(sandbox, DEFAULT_TENANT_ID)).toEqual({ seeded: { path: "/" } });
    expect(sandbox.control.sandbox.get(TOTAL).count).toBe(0);
    expect(sandbox.control.sandbox.get(FIRST).at).toBe("2026-11-23T10:00:00.000Z");
  });
});

describe("the whole state goes out and back in as units, the loop persistence runs (a snapshot in memory)", () => {
  it("the units of a running sandbox, read into a new state, give the same units", async () => {
    const sandbox = await start();
    await visit(sandbox);
    const units = JSON.parse(JSON.stringify([...sandbox.control.state.units()])) as Unit[];
    expect(units).toContainEqual(["sandbox", "test-visits.total", null, { count: 2 }]);
    expect(units).toContainEqual([`tenant:${DEFAULT_TENANT_ID}`, "test-visits.visits", "v1", { path: "/a" }]);
    const copy = createSandboxState(sandbox.control.state.stores, () => undefined);
    const reader = copy.reader();
    for (const unit of units) reader.take(unit);
    reader.finish();
    expect(JSON.parse(JSON.stringify([...copy.units()]))).toEqual(units);
  });
});
