// The sandbox inspector (/_sandbox/ui/) in headless Chromium after a scripted flow: records
// published by a source whose webhook is dead, a failed queue item, an order moved (and a move
// refused), and a request refused by validation; the overview's broker channel also against a
// sandbox started with a real RabbitMQ. Each page is checked for what it shows; every
// request the page makes stays on the sandbox's 127.0.0.1 origin, none fails, no console error.
// With INSPECTOR_SCREENSHOTS=<folder> (npm run screenshots) each page is also saved at 1280x800.
import { mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokenProvider } from "../../src/auth/index.js";
import { createDataIntegrationClient, createOrderClient, createSandboxControlClient } from "../../src/clients/index.js";
import { publishRecords } from "../../src/publishing/index.js";
import { DEFAULT_SEED, DEFAULT_TENANT_ID, startSandbox, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import { launchChromium } from "../support/chromium.js";
import { projectRoot } from "../support/openapi.js";
import {
  FLOW_DATA_MODELS,
  FLOW_MODEL_ID,
  FLOW_ORDER_NUMBER,
  runInspectorFlow,
  type InspectorFlow,
} from "../support/inspector-flow.js";
import { startRabbitMq, type TestRabbitMq } from "../support/rabbitmq-server.js";
import { scaled } from "../support/time.js";

const screenshots =
  process.env.INSPECTOR_SCREENSHOTS === undefined ? undefined : resolve(process.env.INSPECTOR_SCREENSHOTS);

let sandbox: RunningSandbox;
let browser: Browser;
let flow: InspectorFlow;
let origin: string;

beforeAll(async () => {
  // Redeliveries wait a sandbox minute, so the dead receiver's deliveries stand still between looks.
  [sandbox, browser] = await Promise.all([
    startSandbox({
      basePort: "free",
      seed: { ...DEFAULT_SEED, dataModels: FLOW_DATA_MODELS },
      gateway: { firstRetryMs: 60_000 },
      onLog: () => {},
    }),
    launchChromium(),
  ]);
  flow = await runInspectorFlow(sandbox);
  origin = sandbox.services.find((s) => s.name === "order-integration")!.url;
  if (screenshots !== undefined) mkdirSync(screenshots, { recursive: true });
}, scaled(120_000));
afterAll(async () => {
  await browser?.close();
  await sandbox?.stop();
});

interface Visit {
  readonly page: Page;
  /** Requests to anything but the page's own origin (data: URLs aside). */
  readonly outside: string[];
  readonly failed: string[];
  readonly errors: string[];
  /**
   * Each control call the page made (anything under /_sandbox/ but the inspector's files), with the Authorization
   * header it carried.
   */
  readonly controlCalls: Promise<{ readonly path: string; readonly authorization: string | undefined }>[];
  /** The status the sandbox answered each control call with, beside the Authorization header the call carried. */
  readonly controlAnswers: Promise<{ readonly authorization: string | undefined; readonly status: number }>[];
}

const isControlCall = (url: URL, at: string) =>
  url.origin === at && url.pathname.startsWith("/_sandbox/") && !url.pathname.startsWith("/_sandbox/ui/");

async function open(
  hash: string,
  path = "/_sandbox/ui/",
  at = origin,
  before?: (page: Page) => Promise<void>,
): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await before?.(page);
  const visit: Visit = { page, outside: [], failed: [], errors: [], controlCalls: [], controlAnswers: [] };
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== at) visit.outside.push(request.url());
    if (isControlCall(url, at))
      visit.controlCalls.push(
        request.allHeaders().then((headers) => ({ path: url.pathname, authorization: headers.authorization })),
      );
  });
  page.on("response", (response) => {
    if (isControlCall(new URL(response.url()), at))
      visit.controlAnswers.push(
        response
          .request()
          .allHeaders()
          .then((headers) => ({ authorization: headers.authorization, status: response.status() })),
      );
  });
  page.on("requestfailed", (request) => visit.failed.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on("console", (message) => {
    if (message.type() === "error") visit.errors.push(message.text());
  });
  page.on("pageerror", (error) => visit.errors.push(error.message));
  await page.goto(`${at}${path}${hash}`, { waitUntil: "load" });
  return visit;
}

async function finish(visit: Visit, screenshot?: string, at = origin): Promise<void> {
  try {
    if (screenshots !== undefined && screenshot !== undefined)
      await visit.page.screenshot({ path: resolve(screenshots, `inspector-${screenshot}.png`) });
    expect(visit.outside, "requests that left 127.0.0.1").toEqual([]);
    expect(new URL(at).hostname).toBe("127.0.0.1");
    expect(visit.failed, "failed requests").toEqual([]);
    expect(visit.errors, "console errors").toEqual([]);
  } finally {
    await visit.page.context().close();
  }
}

const region = (visit: Visit, name: string) => visit.page.getByRole("region", { name, exact: true });

describe("the inspector is served on every service port", () => {
  it(
    "each port answers the page, its script and its style with " + "a policy that allows only the page's own origin",
    async () => {
      for (const service of sandbox.services) {
        const page = await fetch(`${service.url}/_sandbox/ui/`);
        expect(page.status, service.name).toBe(200);
        expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
        expect(page.headers.get("content-security-policy")).toContain("connect-src 'self'");
        expect(await page.text()).toContain('<script type="module" src="app.js"></script>');
      }
      const script = await fetch(`${origin}/_sandbox/ui/app.js`);
      expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect((await fetch(`${origin}/_sandbox/ui`, { redirect: "manual" })).headers.get("location")).toBe(
        "/_sandbox/ui/",
      );
      expect((await fetch(`${origin}/_sandbox/ui/../reset`)).status).not.toBe(204);
      const unknown = await fetch(`${origin}/_sandbox/ui/secrets.json`);
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { detail: string }).detail).toBe('the inspector has no file "secrets.json"');
      const post = await fetch(`${origin}/_sandbox/ui/`, { method: "POST" });
      expect(post.status).toBe(405);
      expect(post.headers.get("allow")).toBe("GET, HEAD");
    },
  );
});

describe(
  "overview: services and ports, tenants, service accounts, the sandbox clock, faults, " +
    "violations, what is kept up to a limit and the message broker channel (off without --amqp-url)",
  () => {
    it(
      "lists what the sandbox runs and holds, with sandbox " + "time ahead of the computer's by the flow's 120 s",
      async () => {
        const control = createSandboxControlClient({ baseUrl: origin });
        await control.POST("/_sandbox/faults", { body: { operationId: "getOrder", status: 503, times: 3 } });
        const visit = await open("#/overview");
        try {
          const services = region(visit, "Services and ports");
          for (const service of sandbox.services)
            await expect.poll(() => services.innerText()).toContain(`${service.name}\t${service.port}`);
          await expect.poll(() => region(visit, "Tenants (1)").innerText()).toContain("Sandbox Tenant");
          await expect.poll(() => region(visit, "Service accounts (1)").innerText()).toContain("sandbox-client");
          await expect
            .poll(() => region(visit, "Active faults (1)").innerText())
            .toMatch(/getOrder\s+503\s+-\s+3 of 3/);
          await expect.poll(() => region(visit, "Violations (0)").innerText()).toContain("No answer broke the spec.");
          const limits = region(visit, "Kept up to a limit");
          await expect
            .poll(() => limits.innerText())
            .toMatch(
              /finished deliveries \(Delivered, Failed, Expired\)\s+50000 or 268435456 bytes per tenant\s+--deliveries-per-tenant, --delivery-history-bytes\s+0/,
            );
          await expect
            .poll(() => limits.innerText())
            .toMatch(/journal entries \(GET \/_sandbox\/journal\)\s+the newest 10000 or 33554432 bytes\s+-\s+0/);
          await expect
            .poll(() => limits.innerText())
            .toContain("Pending deliveries, records, queue items, orders and files are never dropped for space.");
          await expect
            .poll(() => region(visit, "Sandbox clock").innerText())
            .toMatch(/Sandbox time is 1[12]\d s ahead of this computer's clock/);
          await expect
            .poll(() => region(visit, "Message broker").innerText())
            .toContain("off The sandbox runs without --amqp-url");
        } finally {
          await finish(visit, "overview");
          sandbox.control.faults.clear();
        }
      },
    );
  },
);

describe("overview: the sandbox clock against a computer whose clock runs ahead", () => {
  it(
    "says how far sandbox time is behind in seconds, " + "without a sign, measured when the overview was read",
    async () => {
      // This browser's clock reads 10 minutes ahead; the flow moved sandbox time 120 s ahead, so it is about 480 s
      // behind.
      const visit = await open("#/overview", undefined, undefined, (page) =>
        page.clock.setFixedTime(Date.now() + 600_000),
      );
      try {
        await expect
          .poll(() => region(visit, "Sandbox clock").innerText())
          .toMatch(/Sandbox time is 4[5-8]\d s behind this computer's clock \(POST \/_sandbox\/clock\)\./);
      } finally {
        await finish(visit);
      }
    },
  );
});

describe(
  "overview with --amqp-url: the message broker channel's URL without its password, " +
    "connected or away with the reason, published, backlog of its limit, overflowed, unrouted",
  () => {
    // A third sandbox, with a real RabbitMQ of its own: a native source's records go to the broker.
    let rabbitmq: TestRabbitMq | undefined;
    let native: RunningSandbox;
    let at: string;
    beforeAll(async () => {
      rabbitmq = await startRabbitMq();
      native = await startSandbox({
        basePort: "free",
        amqpUrl: rabbitmq.url,
        services: ["data-integration"],
        seed: { ...DEFAULT_SEED, dataModels: FLOW_DATA_MODELS },
        onLog: () => {},
      });
      at = native.services.find((s) => s.name === "data-integration")!.url;
      const data = createDataIntegrationClient({
        baseUrl: at,
        getToken: createTokenProvider({
          issuer: native.services.find((s) => s.name === "identity-provider")!.url,
          clientId: "sandbox-client",
          clientSecret: "sandbox-secret",
          tenantId: DEFAULT_TENANT_ID,
          scope: "apiim",
          allowInsecureHttp: true,
        }),
      });
      const sourceId = (
        await data.POST("/api/v2/IntegrationAgents/Settings", { body: { sourceDefinition: { consumerType: "None" } } })
      ).data!.source!.sourceId!;
      await data.PATCH("/api/v2/IntegrationAgents/Transformations", {
        body: {
          upsert: [
            { customCode: "items", mappings: [{ entityId: "Item", modelId: FLOW_MODEL_ID, autoMapFields: true }] },
          ],
        },
      });
      await publishRecords(data, {
        sourceId,
        items: [{ entityId: "Item", recordId: "NATIVE-1", data: { name: "Desk" } }],
      });
      await native.broker!.idle();
    }, scaled(120_000));
    afterAll(async () => {
      await native?.stop();
      await rabbitmq?.stop();
    });

    it(
      "connected: the page shows the masked URL, the record event the broker " +
        "confirmed, an empty backlog of 10000 and the status events without an exchange",
      async () => {
        const visit = await open("#/overview", "/_sandbox/ui/", at);
        try {
          const panel = region(visit, "Message broker");
          await expect.poll(() => panel.innerText()).toContain("connected");
          // Started, Completed, Running and Success of the queue item go out as EnqueueDataStatusChanged, which has no
          // exchange: 4 unrouted.
          expect((await panel.innerText()).split("\n")).toEqual([
            "Message broker",
            ...["broker", `amqp://guest:***@127.0.0.1:${rabbitmq!.port}`],
            ...["connection", "connected"],
            ...["published", "1 confirmed by the broker"],
            ...["backlog", "0 held (at most 10000 per tenant)"],
            ...["overflowed", "0 not published: the backlog was full"],
            ...["unrouted", "4 not published: no exchange in the reference"],
          ]);
        } finally {
          await finish(visit, "overview-broker", at);
        }
      },
    );

    it("away: once the broker stops, the page shows it away with the reason, without a reload", async () => {
      const visit = await open("#/overview", "/_sandbox/ui/", at);
      try {
        const panel = region(visit, "Message broker");
        await expect.poll(() => panel.innerText()).toContain("connected");
        await rabbitmq!.stop();
        rabbitmq = undefined;
        await expect
          .poll(() => panel.innerText(), { timeout: scaled(15_000) })
          .toMatch(
            /\nconnection\naway\nlast error\n.*(CONNECTION_FORCED|ECONNREFUSED).*\npublished\n1 confirmed by the broker\n/,
          );
      } finally {
        await finish(visit, undefined, at);
      }
    });

    it("no answer the broker sandbox gave broke the spec", () => {
      expect(native.violations).toEqual([]);
    });
  },
);

describe(
  "deliveries: filters by tenant, message type and status; each delivery's " +
    "attempts as a timeline, its payload and headers, a redeliver button",
  () => {
    it(
      "shows the dead receiver's deliveries waiting after ECONNREFUSED, and " +
        "opens one with the keyboard: attempts, next attempt, headers, payload",
      async () => {
        const visit = await open("#/deliveries?status=Pending");
        try {
          const list = visit.page.locator('section[aria-label^="Deliveries"]');
          const row = list.locator("tbody tr", { hasText: "PlatformStore.OrderReleased" });
          await expect.poll(() => row.innerText()).toMatch(/PlatformStore\.OrderReleased\s+Pending\s+2\s+ECONNREFUSED/);
          expect(await list.locator("tbody tr", { hasText: "DataService.EnqueueDataStatusChanged" }).count()).toBe(12);
          await row.focus();
          await visit.page.keyboard.press("Enter");
          const details = region(visit, "Delivery");
          await expect
            .poll(() => details.innerText())
            .toContain(`${flow.deadWebhookUrl}/PLATFORM.PlatformStore.OrderReleased/`);
          const timeline = details.locator("ol.timeline > li");
          expect(await timeline.count()).toBe(2);
          const port = new URL(flow.deadWebhookUrl).port;
          for (const [index, attempt] of (await timeline.allInnerTexts()).entries()) {
            expect(attempt).toMatch(
              new RegExp(`^#${index + 1} \\d\\d:\\d\\d:\\d\\d .* \\d+ ms ECONNREFUSED then redelivery in \\d+ ms`),
            );
            expect(attempt).toContain(`connect ECONNREFUSED 127.0.0.1:${port}`);
          }
          expect(await details.innerText()).toMatch(/next attempt\s+\d\d:\d\d:\d\d in \d+ s/);
          const headers = await details.getByRole("table", { name: "Headers" }).innerText();
          expect(headers).toContain(`X-Tenant-Id\t${flow.tenantId}`);
          expect(headers).toContain("X-VendorCode\t12345678|CZ");
          expect(await details.locator("pre.json").last().innerText()).toContain(`"orderId": "${flow.orderId}"`);
          expect(visit.page.url()).toContain("message=");
        } finally {
          await finish(visit, "deliveries");
        }
      },
    );
    it("the redeliver button sends the message again now, and its new attempt appears", async () => {
      const messageId = sandbox.control.gateway.deliveries({ messageType: "PLATFORM.PlatformStore.OrderReleased" })[0]!
        .messageId;
      const visit = await open(`#/deliveries?message=${messageId}`);
      try {
        const details = region(visit, "Delivery");
        await expect.poll(() => details.locator("ol.timeline > li").count()).toBe(2);
        await details.getByRole("button", { name: "Redeliver" }).click();
        await expect.poll(() => details.getByRole("status").innerText()).toBe("handed to the gateway again");
        await expect.poll(() => details.locator("ol.timeline > li").count(), { timeout: scaled(10_000) }).toBe(3);
        expect(await details.locator("ol.timeline > li").last().innerText()).toContain("ECONNREFUSED");
      } finally {
        await finish(visit);
      }
    });
    it("the message type and status filters narrow the list; a status nothing has shows an empty list", async () => {
      const visit = await open("#/deliveries");
      try {
        await visit.page.getByLabel("Message type").selectOption("PLATFORM.DataService.EnqueueDataStatusChanged");
        await expect
          .poll(() => visit.page.locator('section[aria-label^="Deliveries"] tbody tr').count())
          .toBe(
            sandbox.control.gateway.deliveries({ messageType: "PLATFORM.DataService.EnqueueDataStatusChanged" }).length,
          );
        await visit.page.getByLabel("Status", { exact: true }).selectOption("Delivered");
        await expect.poll(() => region(visit, "Deliveries (0)").innerText()).toContain("No delivery matches.");
      } finally {
        await finish(visit);
      }
    });
    it("updates without a reload: an order released while the page is open appears", async () => {
      const visit = await open("#/deliveries?messageType=PLATFORM.PlatformStore.OrderReleased");
      try {
        await expect.poll(() => visit.page.locator('section[aria-label^="Deliveries"] tbody tr').count()).toBe(1);
        await createSandboxControlClient({ baseUrl: origin }).POST("/_sandbox/orders", {
          body: { tenantId: flow.tenantId, orderNumber: "ORD-LIVE" },
        });
        await expect
          .poll(() => visit.page.locator('section[aria-label^="Deliveries"] tbody tr').count(), {
            timeout: scaled(10_000),
          })
          .toBe(2);
      } finally {
        await finish(visit);
      }
    });
  },
);

describe("requests: the journal with filters; a refused request shows its validation errors", () => {
  it("filters refused requests and opens the one validation refused, with each error", async () => {
    const visit = await open("#/requests");
    try {
      await visit.page.getByLabel("Outcome").selectOption("refused");
      const list = visit.page.locator('section[aria-label^="Requests"]');
      const row = list.locator("tbody tr", { hasText: "GET /api/v2/QueryingData/GetData" });
      const refusedMove = list.locator("tbody tr", { hasText: "SetStatus" });
      await expect.poll(() => refusedMove.count()).toBe(1);
      expect(await refusedMove.innerText()).toContain("412");
      expect(await row.count()).toBe(1);
      await row.click();
      const details = region(visit, "Request");
      await expect.poll(() => details.innerText()).toContain("Validation errors (2)");
      const text = await details.innerText();
      expect(text).toContain("getData");
      expect(text).toContain(`Sandbox Tenant ${flow.tenantId}`);
      expect(text).toContain("400 The request does not match the spec");
      expect(text).toContain("query parameter modelId is required");
      expect(text).toContain('query parameter limit must match format "int32"');
    } finally {
      await finish(visit, "requests");
    }
  });
});

describe("queue items: status, error message and the records each changed", () => {
  it("shows the failed item's error message and the records the successful one changed", async () => {
    const visit = await open(`#/queue-items?item=${flow.succeededQueueItemId}`);
    try {
      const list = region(visit, "Queue items (3)");
      await expect.poll(() => list.innerText()).toMatch(/Failed\s+1\s+0\s+item 0: .*"Unmapped"; no record was changed/);
      const details = region(visit, "Queue item");
      await expect.poll(() => details.innerText()).toContain("Records changed (4)");
      const text = await details.innerText();
      for (const id of ["ITEM-1", "ITEM-2", "ITEM-3", "ITEM-4"]) expect(text).toContain(`${id}.Item.${flow.sourceId}`);
      expect(text).toMatch(/ITEM-4\.Item\.[^\n]*\tBRANCH-7/);
    } finally {
      await finish(visit, "queue-items");
    }
  });
});

describe("records by data model: paged, with the mandant and deleted flags", () => {
  it("shows the model's counts and each record's mandant and deleted flag; a row opens its fields", async () => {
    const visit = await open("#/records");
    try {
      await expect.poll(() => visit.page.getByLabel("Data model").innerText()).toContain("Items (3 live, 1 deleted)");
      const list = region(visit, "Records 1-4 of 4");
      await expect.poll(() => list.locator("tbody tr").count()).toBe(4);
      expect(await list.locator("tbody tr", { hasText: "ITEM-3." }).innerText()).toContain("deleted");
      expect(await list.locator("tbody tr", { hasText: "ITEM-4." }).innerText()).toContain("BRANCH-7");
      expect(await list.locator("tbody tr", { hasText: "ITEM-1." }).innerText()).toMatch(/\ttenant-wide\t/);
      await list.locator("tbody tr", { hasText: "ITEM-2." }).click();
      await expect.poll(() => region(visit, "Record").innerText()).toContain('"Name": "Desk"');
    } finally {
      await finish(visit, "records");
    }
  });
});

describe("orders: the generated state machine with the current status highlighted, and the history of moves", () => {
  it("highlights Validation and lists the move and the refused move to Done", async () => {
    const visit = await open("#/orders");
    try {
      const list = visit.page.locator('section[aria-label^="Orders"]');
      await list.locator("tbody tr", { hasText: FLOW_ORDER_NUMBER }).click();
      const details = region(visit, `Order ${FLOW_ORDER_NUMBER}`);
      await expect.poll(() => details.locator("svg .state.current").getAttribute("data-state")).toBe("Validation");
      expect(
        await details.locator("svg .state").evaluateAll((states) => states.map((s) => s.getAttribute("data-state"))),
      ).toEqual(["(none)", "Validation", "Confirmed", "Done", "Fail"]);
      const history = await details.getByRole("table", { name: "Order history" }).innerText();
      expect(history).toMatch(/\(none\) → Validation\tValidation\tInfo\tOrder received\.\tmoved/);
      expect(history).toMatch(
        /Validation \(stays; asked Done\)\tDone\tInfo\tDeployed\.\trefused\s+Order .* does not allow the requested status Done/,
      );
    } finally {
      await finish(visit, "orders");
    }
  });
});

describe("keyboard navigation", () => {
  it(
    "number keys open the pages, / goes to the first filter, arrows " +
      "move between rows, Enter opens one and Escape closes it",
    async () => {
      const visit = await open("#/overview");
      try {
        await visit.page.getByRole("region", { name: "Sandbox clock" }).waitFor();
        await visit.page.keyboard.press("3");
        await expect.poll(() => visit.page.url()).toMatch(/#\/requests$/);
        await visit.page.getByRole("form", { name: "Request filters" }).waitFor();
        await visit.page.keyboard.press("/");
        await expect
          .poll(() => visit.page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
          .toBe("Service");
        await visit.page.keyboard.press("Escape");
        await visit.page.locator("body").focus();
        await visit.page.evaluate(() => (document.activeElement as HTMLElement).blur());
        await visit.page.keyboard.press("6");
        const rows = visit.page.locator('section[aria-label^="Orders"] tbody tr');
        await expect.poll(() => rows.count()).toBe(2);
        await rows.first().focus();
        await visit.page.keyboard.press("ArrowDown");
        await visit.page.keyboard.press("Enter");
        await expect.poll(() => visit.page.url()).toContain(`order=${flow.orderId}`);
        await visit.page.keyboard.press("Escape");
        await expect.poll(() => visit.page.url()).toMatch(/#\/orders$/);
      } finally {
        await finish(visit);
      }
    },
  );
});

describe("the control token: taken once from ?token= or a form, kept in sessionStorage, sent as a bearer", () => {
  // A second sandbox, started with a control token: the page's files come without it, every
  // control call needs it.
  const TOKEN = "inspector-test-control-token";
  const WRONG = "not-the-inspector-control-token";
  let guarded: RunningSandbox;
  let at: string;
  beforeAll(async () => {
    guarded = await startSandbox({ basePort: "free", controlToken: TOKEN, onLog: () => {} });
    at = guarded.services.find((s) => s.name === "order-integration")!.url;
  }, scaled(60_000));
  afterAll(async () => {
    await guarded?.stop();
  });

  /**
   * Chromium logs each 401 the page was answered as a console error; those are the refusals the test asks for, anything
   * else stays an error.
   */
  const dropRefusalLogs = (visit: Visit) =>
    visit.errors.splice(
      0,
      visit.errors.length,
      ...visit.errors.filter((e) => !e.includes("the server responded with a status of 401")),
    );

  it("the page and its files load without a token; the page then asks for it and shows no control data", async () => {
    const page = await fetch(`${at}/_sandbox/ui/`);
    expect(page.status).toBe(200);
    expect((await fetch(`${at}/_sandbox/ui/app.js`)).status).toBe(200);
    expect((await fetch(`${at}/_sandbox/overview`)).status).toBe(401);
    const visit = await open("#/overview", "/_sandbox/ui/", at);
    try {
      const form = visit.page.getByRole("form", { name: "Control token" });
      await form.waitFor();
      expect(await form.innerText()).not.toContain("The token given before was refused.");
      expect(await visit.page.locator("body").innerText()).not.toContain("Sandbox Tenant");
      expect(await region(visit, "Sandbox clock").count()).toBe(0);
      const calls = await Promise.all(visit.controlCalls);
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.map((c) => c.authorization)).toEqual(calls.map(() => undefined));
      expect(new Set((await Promise.all(visit.controlAnswers)).map((a) => a.status))).toEqual(new Set([401]));
    } finally {
      dropRefusalLogs(visit);
      await finish(visit, undefined, at);
    }
  });

  it(
    "a wrong token is refused with 401 and asked for again; " + "the right one from the form shows the sandbox",
    async () => {
      const visit = await open("#/overview", "/_sandbox/ui/", at);
      try {
        const form = visit.page.getByRole("form", { name: "Control token" });
        await form.getByLabel("Token").fill(WRONG);
        await form.getByLabel("Token").press("Enter");
        await expect.poll(() => form.innerText()).toContain("The token given before was refused.");
        expect(await Promise.all(visit.controlAnswers)).toContainEqual({
          authorization: `Bearer ${WRONG}`,
          status: 401,
        });
        expect((await Promise.all(visit.controlCalls)).map((c) => c.authorization)).toContain(`Bearer ${WRONG}`);
        expect(await visit.page.locator("body").innerText()).not.toContain("Sandbox Tenant");
        await form.getByLabel("Token").fill(TOKEN);
        await form.getByRole("button", { name: "Open the inspector" }).click();
        await expect.poll(() => region(visit, "Tenants (1)").innerText()).toContain("Sandbox Tenant");
      } finally {
        dropRefusalLogs(visit);
        await finish(visit, undefined, at);
      }
    },
  );

  it(
    "?token= is kept for the tab, removed from the address and " +
      "sent on every control call, which the sandbox answers",
    async () => {
      const visit = await open(`?token=${TOKEN}#/overview`, "/_sandbox/ui/", at);
      try {
        await expect.poll(() => region(visit, "Tenants (1)").innerText()).toContain("Sandbox Tenant");
        await expect.poll(() => region(visit, "Service accounts (1)").innerText()).toContain("sandbox-client");
        expect(visit.page.url()).toBe(`${at}/_sandbox/ui/#/overview`);
        expect(
          await visit.page.evaluate(() => sessionStorage.getItem("integration-contracts.sandbox-control-token")),
        ).toBe(TOKEN);
        const calls = await Promise.all(visit.controlCalls);
        expect(calls.map((c) => c.path)).toContain("/_sandbox/overview");
        expect(new Set(calls.map((c) => c.authorization))).toEqual(new Set([`Bearer ${TOKEN}`]));
        expect(new Set((await Promise.all(visit.controlAnswers)).map((a) => a.status))).toEqual(new Set([200]));
      } finally {
        await finish(visit, undefined, at);
      }
    },
  );

  it("no answer the guarded sandbox gave broke the spec", () => {
    expect(guarded.violations).toEqual([]);
  });
});

describe("deep links: every address docs/inspector.md lists opens what it says", () => {
  /** The addresses of the docs' deep link table, placeholders and all. */
  const documented = [
    ...readFileSync(resolve(projectRoot, "docs", "inspector.md"), "utf8").matchAll(/^\| `(#\/[^`]+)` \|/gm),
  ].map((m) => m[1]!);
  const opened: Record<string, string> = {
    deliveries: "Delivery",
    "queue-items": "Queue item",
    records: "Record",
    orders: `Order ${FLOW_ORDER_NUMBER}`,
  };

  it("lists one for a delivery, a queue item, a record and an order", () => {
    expect(documented.map((link) => link.split("?")[0])).toEqual([
      "#/deliveries",
      "#/queue-items",
      "#/records",
      "#/orders",
    ]);
  });

  it.each(documented)("%s", async (link) => {
    const records = (await (
      await fetch(`${origin}/_sandbox/records?tenantId=${flow.tenantId}&modelId=${FLOW_MODEL_ID}`)
    ).json()) as { items: { recordId: string }[] };
    const values: Record<string, string> = {
      messageId: sandbox.control.gateway
        .deliveries({ messageType: "PLATFORM.PlatformStore.OrderReleased" })
        .find((d) => (d.payload as { orderId?: string }).orderId === flow.orderId)!.messageId,
      tenantId: flow.tenantId,
      queueItemId: flow.succeededQueueItemId,
      modelId: FLOW_MODEL_ID,
      recordId: records.items.at(-1)!.recordId,
      orderId: flow.orderId,
    };
    const address = link.replace(/<(\w+)>/g, (_, name: string) =>
      encodeURIComponent(values[name] ?? `no value for ${name}`),
    );
    const page = address.slice(2).split("?")[0]!;
    const visit = await open(address);
    try {
      await expect.poll(() => region(visit, opened[page]!).count()).toBe(1);
      const text = await region(visit, opened[page]!).innerText();
      if (page === "deliveries") expect(text).toContain(values.messageId!);
      if (page === "queue-items") expect(text).toContain("Records changed (4)");
      if (page === "records") expect(text).toContain(values.recordId!);
      if (page === "orders") expect(text).toContain(`order id\n${values.orderId}`);
    } finally {
      await finish(visit);
    }
  });
});

describe(
  "a delivery attempt's answer: the receiver's body wraps, " + "so all of it shows without scrolling sideways",
  () => {
    it("a long one-line problem from the receiver is shown whole in the attempt's timeline", async () => {
      const detail =
        `the receiver refused this ` + `order: ${"a field the receiver did not expect, ".repeat(8)}` + `end of detail`;
      const receiver = createServer((_request, response) => {
        response
          .writeHead(422, { "content-type": "application/problem+json" })
          .end(JSON.stringify({ type: "about:blank", title: "Unprocessable", status: 422, detail }));
      });
      await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
      try {
        const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
        const tokens = createTokenProvider({
          issuer: sandbox.identity.issuer,
          clientId: "sandbox-client",
          clientSecret: "sandbox-secret",
          tenantId: flow.tenantId,
          allowInsecureHttp: true,
        });
        const orders = createOrderClient({ baseUrl: origin, getToken: tokens });
        await orders.PATCH("/api/v1/Integration/Settings", {
          body: { orderReleased: true, consumerChannel: "Webhook", webhookUrl },
        });
        const released = await createSandboxControlClient({ baseUrl: origin }).POST("/_sandbox/orders", {
          body: { tenantId: flow.tenantId, orderNumber: "ORD-REFUSED" },
        });
        await sandbox.control.gateway.idle();
        const delivery = sandbox.control.gateway
          .deliveries({ messageType: "PLATFORM.PlatformStore.OrderReleased" })
          .find((d) => (d.payload as { orderId?: string }).orderId === released.data!.id)!;
        expect(delivery.attempts.map((a) => a.statusCode)).toEqual([422]);
        const visit = await open(`#/deliveries?message=${delivery.messageId}`);
        try {
          const body = region(visit, "Delivery").locator("ol.timeline pre");
          await expect.poll(() => body.count()).toBe(1);
          expect(await body.innerText()).toContain("end of detail");
          const { scrollWidth, clientWidth } = await body.evaluate((pre) => ({
            scrollWidth: pre.scrollWidth,
            clientWidth: pre.clientWidth,
          }));
          expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        } finally {
          await finish(visit);
        }
      } finally {
        receiver.closeAllConnections();
        await new Promise((done) => receiver.close(done));
      }
    });
  },
);

describe("the sandbox stays within its specs", () => {
  it("no answer the inspector read broke the spec", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
