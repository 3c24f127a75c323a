// Delivery addresses (issue 21 finding 3): built with the URL API, a fragment refused at
// registration, and an address that reaches one of the sandbox's own ports refused at
// registration (400 naming the field) and never POSTed to.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { createSandboxClock } from "../../../tools/src/sandbox/kernel/clock.js";
import { createEventGateway, createWebhookAddressCheck } from "../../../tools/src/sandbox/gateway/index.js";
import { messageUrl } from "../../../src/webhooks/simulator/index.js";
import { dataClient, startDataSandbox } from "../../support/data-sandbox.js";
import { serviceUrl } from "../../support/sandbox.js";
import { bearerOf } from "../../support/sandbox-probes.js";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startDataSandbox({ services: ["data-integration", "order-integration"] });
});
afterAll(() => sandbox.stop());

const ownPort = () => new URL(serviceUrl(sandbox, "identity-provider")).port;

describe(
  "the message address is the registered address with the " + "route appended to its path, built with the URL API",
  () => {
    it("a query is kept after the route, and a trailing slash is not doubled", () => {
      expect(messageUrl("https://hooks.example.test/in/?key=1", "PLATFORM.X.Y", "Y", "m-1")).toBe(
        "https://hooks.example.test/in/PLATFORM.X.Y/Y/m-1?key=1",
      );
      expect(messageUrl("https://hooks.example.test", "PLATFORM.X.Y", "Y", "m-1")).toBe(
        "https://hooks.example.test/PLATFORM.X.Y/Y/m-1",
      );
    });
    it.each(["http://127.0.0.1:4010/_sandbox/reset#", "http://hooks.example.test/in#frag"])(
      "%s (a fragment) cannot become a message address",
      (address) => {
        expect(() => messageUrl(address, "PLATFORM.X.Y", "Y", "m-1")).toThrow(
          `webhookUrl must not carry a fragment (#...), got ${JSON.stringify(address)}`,
        );
      },
    );
  },
);

describe("registration refuses an address of the sandbox's own ports, or with a fragment, naming the field", () => {
  const register = async (consumerWebhookUrl: string) => {
    const response = await fetch(`${serviceUrl(sandbox, "data-integration")}/api/v2/IntegrationAgents/Settings`, {
      method: "POST",
      headers: { authorization: await bearerOf(sandbox, "shop"), "content-type": "application/json" },
      body: JSON.stringify({ sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl } }),
    });
    return { status: response.status, detail: ((await response.json()) as { detail?: string }).detail };
  };

  it.each(["127.0.0.1", "localhost", "[::1]", "0.0.0.0", "127.8.9.10", "[::ffff:127.0.0.1]"])(
    "http://%s:<a sandbox port>/_sandbox/reset is 400 naming consumerWebhookUrl",
    async (host) => {
      const address = `http://${host}:${ownPort()}/_sandbox/reset`;
      const { status, detail } = await register(address);
      expect(status).toBe(400);
      expect(detail).toMatch(
        new RegExp(
          `^body \\$\\.sourceDefinition\\.consumerWebhookUrl "${address.replace(/[.[\]]/g, "\\$&")}" ` +
            `points at the sandbox itself \\(.+ port ${ownPort()}\\); a webhook must be another process$`,
        ),
      );
    },
  );
  it("the port of another sandbox service is refused too", async () => {
    const { status } = await register(`${serviceUrl(sandbox, "order-integration")}/hooks`);
    expect(status).toBe(400);
  });
  it("a fragment is 400 naming the field", async () => {
    const { status, detail } = await register(`http://127.0.0.1:${ownPort()}/_sandbox/reset#`);
    expect(status).toBe(400);
    expect(detail).toContain("body $.sourceDefinition.consumerWebhookUrl must not carry a fragment");
  });
  it("a loopback address on another port (a consumer on this machine) is accepted", async () => {
    const { status } = await register("http://127.0.0.1:9/hooks");
    expect(status).toBe(200);
  });
  it("the data source settings and the order settings refuse it as well, each naming its field", async () => {
    const shop = dataClient(sandbox, "shop");
    const source = (await shop.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
    const patched = await fetch(
      `${serviceUrl(sandbox, "data-integration")}/api/v1/DataSources/${source}/IntegrationSettings`,
      {
        method: "PATCH",
        headers: { authorization: await bearerOf(sandbox, "shop"), "content-type": "application/json" },
        body: JSON.stringify({
          consumerType: "Webhook",
          consumerWebhookUrl: `http://localhost:${ownPort()}/_sandbox/reset`,
        }),
      },
    );
    expect(patched.status).toBe(400);
    expect(((await patched.json()) as { detail: string }).detail).toMatch(
      /^body \$\.consumerWebhookUrl "http:\/\/localhost:\d+\/_sandbox\/reset" points at the sandbox itself/,
    );
    const order = await fetch(`${serviceUrl(sandbox, "order-integration")}/api/v1/Integration/Settings`, {
      method: "PATCH",
      headers: { authorization: await bearerOf(sandbox, "shop"), "content-type": "application/json" },
      body: JSON.stringify({
        orderReleased: true,
        consumerChannel: "Webhook",
        webhookUrl: `http://[::1]:${ownPort()}/_sandbox/reset`,
      }),
    });
    expect(order.status).toBe(400);
    expect(((await order.json()) as { detail: string }).detail).toMatch(
      /^body \$\.webhookUrl "http:\/\/\[::1\]:\d+\/_sandbox\/reset" points at the sandbox itself/,
    );
  });
});

describe("the gateway checks the address again before every POST (the sandbox may since listen on other ports)", () => {
  it("a message to an own port is recorded Failed with the reason and never POSTed", async () => {
    const posted: string[] = [];
    const clock = createSandboxClock(() => Date.UTC(2026, 10, 23, 10, 0, 0));
    const gateway = createEventGateway({
      clock,
      signToken: () => Promise.resolve("token"),
      checkAddress: createWebhookAddressCheck(() => ({ ports: [4010], host: "127.0.0.1" })),
      fetch: (input) => {
        posted.push(input instanceof Request ? input.url : String(input));
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
    try {
      const record = gateway.publish({
        tenantId: "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
        webhookUrl: "http://localhost:4010/hooks",
        messageType: "PLATFORM.PlatformStore.OrderReleased",
        payload: {
          orderId: "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
          productId: "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
          vendorCode: "12345678|CZ",
        },
        headers: { "X-VendorCode": "12345678|CZ" },
      });
      await gateway.idle();
      expect(posted).toEqual([]);
      expect(record.status).toBe("Failed");
      expect(record.attempts).toEqual([
        expect.objectContaining({
          reason: "refused: not POSTed",
          error: expect.stringMatching(
            /^webhookUrl "http:\/\/localhost:4010\/hooks\/PLATFORM.PlatformStore.OrderReleased\/OrderReleased\/[0-9a-f-]+" points at the sandbox itself/,
          ),
        }),
      ]);
    } finally {
      await gateway.close();
    }
  });
});
