// Restored equals saved: random histories of writes (records published, queue items started,
// appended and canceled, data models, orders and their statuses, files large and small, imports,
// redeliveries, the clock moved) against a sandbox on a state folder, killed with SIGKILL at random
// points; after each restart every tenant's state and every control listing (queue items with
// their counts, deliveries, orders, data models, tenants and accounts) equals what it was before
// the kill. Writes still on their way when the kill came are each there whole, or not at all.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { spawnWatched } from "../../tools/src/process/child-watch.js";
import { VENDORS } from "../fixtures/sandbox/vendors.js";
import { projectRoot, type Json } from "../support/openapi.js";
import { eventually } from "../support/processes.js";
import { scaled } from "../support/time.js";
import { seededRandom, type SeededRandom } from "../support/random.js";

const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const FOLDER = "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5";
const fixture = join(projectRoot, "test", "fixtures", "sandbox", "state-dir-sandbox.ts");

interface Running {
  readonly child: ChildProcess;
  readonly urls: Record<string, string>;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

async function start(stateDir: string): Promise<Running> {
  const child = spawnWatched(process.execPath, ["--import", "tsx", fixture, stateDir], { cwd: projectRoot });
  children.push(child);
  let output = "";
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const urls = await new Promise<Record<string, string>>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split("\n").find((candidate) => candidate.startsWith("{"));
      if (line !== undefined) resolve(JSON.parse(line) as Record<string, string>);
    });
    child.once("exit", (code) => reject(new Error(`the sandbox exited with ${code}: ${output}`)));
  });
  return { child, urls };
}

function kill({ child }: Running): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGKILL");
  return exited;
}

/** Calls of one running sandbox, with a fresh token per tenant when one is needed. */
function client(sandbox: Running) {
  const tokens = new Map<string, string>();
  async function token(tenant: number): Promise<string> {
    const basic = Buffer.from(`vendor-${tenant}:vendor-${tenant}-secret`).toString("base64");
    const answer = await fetch(`${sandbox.urls["identity-provider"]}/connect/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${basic}` },
      body: new URLSearchParams({ grant_type: "client_credentials", tid: VENDORS[tenant]!.id, scope: "apiim" }),
    });
    return `Bearer ${((await answer.json()) as { access_token: string }).access_token}`;
  }
  async function call(
    service: string,
    method: string,
    path: string,
    options: { tenant?: number; body?: unknown; form?: FormData } = {},
  ): Promise<{ status: number; body: Json }> {
    const headers: Record<string, string> = {};
    if (options.tenant !== undefined) {
      if (!tokens.has(String(options.tenant))) tokens.set(String(options.tenant), await token(options.tenant));
      headers.authorization = tokens.get(String(options.tenant))!;
    }
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const answer = await fetch(`${sandbox.urls[service]}${path}`, {
      method,
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await answer.text();
    // Sandbox time moved past the token's lifetime: a fresh one, and the call again.
    if (answer.status === 401 && options.tenant !== undefined) {
      tokens.delete(String(options.tenant));
      return call(service, method, path, options);
    }
    return { status: answer.status, body: text === "" ? undefined : JSON.parse(text) };
  }
  return { call };
}

/** Every tenant's state and every control listing, as the running sandbox answers them. */
async function everything(sandbox: Running): Promise<Record<string, unknown>> {
  const { call } = client(sandbox);
  const seen: Record<string, unknown> = {};
  const overview = (await call("identity-provider", "GET", "/_sandbox/overview")).body;
  seen.tenants = overview.tenants;
  seen.serviceAccounts = overview.serviceAccounts;
  seen.limits = overview.limits;
  seen.now = overview.now;
  seen.deliveries = (await call("identity-provider", "GET", "/_sandbox/deliveries")).body;
  for (const tenant of VENDORS) {
    const id = tenant.id;
    seen[`${id} state`] = (await call("identity-provider", "GET", `/_sandbox/state/${id}`)).body;
    seen[`${id} queue items`] = (await call("data-integration", "GET", `/_sandbox/queue-items?tenantId=${id}`)).body;
    seen[`${id} data models`] = (await call("data-integration", "GET", `/_sandbox/data-models?tenantId=${id}`)).body;
    seen[`${id} records`] = (
      await call("data-integration", "GET", `/_sandbox/records?tenantId=${id}&modelId=${MODEL}&limit=10000`)
    ).body;
    seen[`${id} orders`] = (await call("order-integration", "GET", `/_sandbox/orders?tenantId=${id}`)).body;
  }
  return seen;
}

/** Registers each tenant's publishing source, its consumer for record and status events, and the data model. */
async function setUp(sandbox: Running): Promise<string[]> {
  const { call } = client(sandbox);
  const sources: string[] = [];
  for (const [tenant, { id }] of VENDORS.entries()) {
    expect(
      (
        await call("data-integration", "POST", "/_sandbox/data-models", {
          body: { tenantId: id, id: MODEL, code: "Items" },
        })
      ).status,
    ).toBe(201);
    const settings = await call("data-integration", "POST", "/api/v2/IntegrationAgents/Settings", {
      tenant,
      body: { sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: `http://127.0.0.1:9/hooks/${tenant}` } },
    });
    sources.push(settings.body.source.sourceId as string);
    expect(
      (
        await call("data-integration", "PATCH", "/api/v2/IntegrationAgents/Transformations", {
          tenant,
          body: {
            upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }],
          },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await call("data-integration", "PATCH", "/api/v2/IntegrationAgents/ConfigureConsumer", {
          tenant,
          body: { dataRecordChanges: true, enqueueDataStatus: true },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await call("order-integration", "PATCH", "/api/v1/Integration/Settings", {
          tenant,
          body: { orderReleased: true, consumerCode: `vendor-${tenant}-orders` },
        })
      ).status,
    ).toBe(200);
  }
  return sources;
}

/** One random write of the history; what it left open (pending queue items, orders) is remembered for later writes. */
async function write(
  sandbox: Running,
  rng: SeededRandom,
  sources: readonly string[],
  open: { pending: [number, string][]; orders: [number, string][] },
  step: number,
): Promise<void> {
  const { call } = client(sandbox);
  const tenant = rng.int(VENDORS.length);
  const items = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      entityId: "Item",
      recordId: `R-${rng.int(60)}`,
      fields: [
        { key: "name", value: `step ${step} item ${i}` },
        { key: "size", value: String(rng.int(1000)) },
      ],
    }));
  const kind = rng.pick([
    "publish",
    "publish",
    "pending",
    "append",
    "cancel",
    "model",
    "order",
    "status",
    "file",
    "clock",
    "redeliver",
    "import",
  ] as const);
  if (kind === "publish" || (kind === "pending" && open.pending.length > 3)) {
    // Now and then a queue item large enough to be processed after its answer (202).
    const count = rng.next() < 0.15 ? 500 + rng.int(100) : 1 + rng.int(30);
    expect([201, 202]).toContain(
      (
        await call("data-integration", "POST", `/api/v1/SourcingData/EnqueueDataBySourceId/${sources[tenant]}/start`, {
          tenant,
          body: { items: items(count) },
        })
      ).status,
    );
  } else if (kind === "pending") {
    const started = await call(
      "data-integration",
      "POST",
      `/api/v1/SourcingData/EnqueueDataBySourceId/${sources[tenant]}/start`,
      { tenant, body: { items: items(1 + rng.int(10)), incompleteData: true } },
    );
    expect([201, 202]).toContain(started.status);
    open.pending.push([tenant, started.body.queueItemId as string]);
  } else if (kind === "append" && open.pending.length > 0) {
    const [owner, queueItemId] = open.pending[rng.int(open.pending.length)]!;
    const incompleteData = rng.next() < 0.5;
    expect([200, 201, 202]).toContain(
      (
        await call(
          "data-integration",
          "POST",
          `/api/v1/SourcingData/EnqueueDataBySourceId/${sources[owner]}/append/${queueItemId}`,
          { tenant: owner, body: { items: items(1 + rng.int(10)), incompleteData } },
        )
      ).status,
    );
    if (!incompleteData)
      open.pending.splice(
        open.pending.findIndex(([, id]) => id === queueItemId),
        1,
      );
  } else if (kind === "cancel" && open.pending.length > 0) {
    const [owner, queueItemId] = open.pending.splice(rng.int(open.pending.length), 1)[0]!;
    expect(
      (
        await call(
          "data-integration",
          "DELETE",
          `/api/v1/SourcingData/EnqueueDataBySourceId/${sources[owner]}/cancel/${queueItemId}`,
          { tenant: owner },
        )
      ).status,
    ).toBeLessThan(300);
  } else if (kind === "model") {
    const id = `00000000-0000-4000-8000-${String(step).padStart(12, "0")}`;
    expect(
      (
        await call("data-integration", "POST", "/_sandbox/data-models", {
          body: { tenantId: VENDORS[tenant]!.id, id, code: `M${step}` },
        })
      ).status,
    ).toBe(201);
  } else if (kind === "order") {
    const order = await call("order-integration", "POST", "/_sandbox/orders", {
      body: { tenantId: VENDORS[tenant]!.id, orderNumber: `ORD-${step}` },
    });
    expect(order.status).toBe(201);
    open.orders.push([tenant, order.body.id as string]);
  } else if (kind === "status" && open.orders.length > 0) {
    const [owner, orderId] = rng.pick(open.orders);
    // A move the state machine refuses (4xx) changes nothing, and is part of a history too.
    const systemStatus = rng.pick(["Validation", "Confirmed", null] as const);
    expect(
      (
        await call("order-integration", "POST", `/api/v1/Order/${orderId}/SetStatus?orderAccessType=Vendor`, {
          tenant: owner,
          body: { systemStatus, severity: "Info", message: `step ${step}` },
        })
      ).status,
    ).toBeLessThan(500);
  } else if (kind === "file") {
    // Now and then a file over the size a line holds, saved in a file of its own.
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(rng.next() < 0.3 ? 100_000 + rng.int(50_000) : 1 + rng.int(2000)).fill(step % 256)], {
        type: "application/octet-stream",
      }),
      `file-${step}.bin`,
    );
    const upload = await call("file-content", "POST", "/api/v1/FileUpload?accessLevel=Private", { tenant, form });
    expect(upload.status).toBe(200);
    if (rng.next() < 0.7)
      expect(
        (
          await call("file-content", "POST", `/api/v1/Files/${upload.body.uploadId}?accessLevel=Private`, {
            tenant,
            body: { sharingType: "Restricted", folderId: FOLDER, name: `file-${step}` },
          })
        ).status,
      ).toBe(200);
  } else if (kind === "clock") {
    expect(
      (await call("identity-provider", "POST", "/_sandbox/clock", { body: { advanceSeconds: rng.int(120) } })).status,
    ).toBe(200);
  } else if (kind === "redeliver") {
    const { items: listed } = (await call("identity-provider", "GET", "/_sandbox/deliveries?status=Failed")).body as {
      items: { messageId: string }[];
    };
    if (listed.length > 0)
      expect(
        (await call("identity-provider", "POST", `/_sandbox/deliveries/${rng.pick(listed).messageId}/redeliver`))
          .status,
      ).toBe(202);
  } else if (kind === "import") {
    const { id } = VENDORS[tenant]!;
    const exported = (await call("identity-provider", "GET", `/_sandbox/state/${id}`)).body;
    expect((await call("identity-provider", "PUT", `/_sandbox/state/${id}`, { body: exported })).status).toBe(204);
  }
}

/**
 * Waits until every delivery has had its POST answered (the gateway's receiver answers at once; sandbox time stands
 * still), then writes a change and waits for its answer, so everything before it is saved.
 */
async function settle(sandbox: Running): Promise<void> {
  const { call } = client(sandbox);
  await eventually(
    "every POST of the gateway answered",
    async () =>
      (
        (await call("identity-provider", "GET", "/_sandbox/deliveries?status=Pending")).body.items as {
          nextAttemptAt: string | null;
        }[]
      ).every((delivery) => delivery.nextAttemptAt !== null),
    scaled(15_000),
  );
  expect((await call("identity-provider", "POST", "/_sandbox/clock", { body: { advanceSeconds: 0 } })).status).toBe(
    200,
  );
}

async function history(seed: number, kills: number): Promise<void> {
  const rng = seededRandom(seed);
  const stateDir = join(mkdtempSync(join(tmpdir(), "sandbox-restore-")), "state");
  let sandbox = await start(stateDir);
  const sources = await setUp(sandbox);
  const open = { pending: [] as [number, string][], orders: [] as [number, string][] };
  let step = 0;
  for (let round = 1; round <= kills; round++) {
    for (let n = 5 + rng.int(15); n > 0; n--) {
      try {
        await write(sandbox, rng, sources, open, step++);
      } catch (error) {
        throw new Error(`seed ${seed}, step ${step - 1}: ${(error as Error).message}`, { cause: error });
      }
    }
    await settle(sandbox);
    const saved = await everything(sandbox);
    // Writes on their way when the kill comes: each one is there whole after the restart, or not at all.
    const unanswered = Array.from({ length: rng.int(4) }, (_, i) => ({
      tenantId: VENDORS[i % VENDORS.length]!.id,
      id: `ffffffff-0000-4000-8000-${String(step * 10 + i).padStart(12, "0")}`,
      code: `in-flight-${step}-${i}`,
    }));
    const sent = unanswered.map((model) =>
      fetch(`${sandbox.urls["data-integration"]}/_sandbox/data-models`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(model),
      }).catch(() => undefined),
    );
    await kill(sandbox);
    await Promise.all(sent);
    sandbox = await start(stateDir);
    const restored = await everything(sandbox);
    for (const model of unanswered) {
      const listing = restored[`${model.tenantId} data models`] as {
        totalCount: number;
        items: { id: string; code: string | null }[];
      };
      const found = listing.items.find((item) => item.id === model.id);
      if (found !== undefined)
        expect(found.code, `seed ${seed}: a write on its way is there whole or not at all`).toBe(model.code);
      listing.items = listing.items.filter((item) => item.id !== model.id);
      listing.totalCount = listing.items.length;
      delete (restored[`${model.tenantId} state`] as { stores: Record<string, Record<string, unknown>> }).stores[
        "data-integration.data-models"
      ]![model.id];
    }
    expect(restored, `seed ${seed}, kill ${round} after step ${step}: what the restart reads back`).toEqual(saved);
    // The writes that made it are part of what comes next.
    await settle(sandbox);
  }
  await kill(sandbox);
}

describe(
  "restored equals saved: a sandbox killed with SIGKILL at random points " +
    "reads back every tenant's state and every listing as they were",
  () => {
    it("a fixed history (seed 30), killed three times", () => history(30, 3), scaled(300_000));
    const seed = Number(process.env.RESTORE_SEED) || Math.floor(Math.random() * 2 ** 31);
    it(
      `a random history (seed in the failure message; RESTORE_SEED=<seed> runs it again), killed three times`,
      () => history(seed, 3),
      scaled(300_000),
    );
  },
);
