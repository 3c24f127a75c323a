// verify-service's broker capability against the sandbox's channel to a real RabbitMQ: the sandbox
// scores 100%, and a channel broken in each of two ways fails the check named for it.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { verifyService, type ServiceVerificationReport } from "../../tools/src/conformance/index.js";
import {
  DEFAULT_TENANT_ID,
  startSandbox,
  type BrokerChannel,
  type RunningSandbox,
} from "../../tools/src/sandbox/index.js";
import { scaled } from "../support/time.js";

const { url: amqpUrl } = inject("rabbitmq");
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ basePort: "free", amqpUrl, onLog: () => {} });
});
afterAll(() => sandbox?.stop());

function verifyBroker(): Promise<ServiceVerificationReport> {
  const service = (name: string) => sandbox.services.find((s) => s.name === name)!.url;
  return verifyService({
    issuer: service("identity-provider"),
    clientId: "sandbox-client",
    clientSecret: "sandbox-secret",
    tenantId: DEFAULT_TENANT_ID,
    dataIntegrationUrl: service("data-integration"),
    stateHookUrl: `${service("data-integration")}/_sandbox/provider-states`,
    amqpUrl,
    only: ["broker"],
    eventTimeoutMs: scaled(5000),
  });
}

/** Replaces the channel's publish until the test ends. */
async function withBrokenPublish(
  change: (
    message: Parameters<BrokerChannel["publish"]>[0],
    publish: BrokerChannel["publish"],
  ) => ReturnType<BrokerChannel["publish"]>,
  run: () => Promise<void>,
): Promise<void> {
  const channel = sandbox.broker!;
  const publish = channel.publish.bind(channel);
  channel.publish = (message) => change(message, publish);
  try {
    await run();
  } finally {
    channel.publish = publish;
    await sandbox.control.reset();
  }
}

describe("the sandbox's broker channel keeps the contract: the broker capability scores 100%", () => {
  it("passes every broker check", async () => {
    const report = await verifyBroker();
    expect(report.results.map((r) => [r.name, r.status, r.why])).toEqual([
      ["broker/record-created-on-exchange", "pass", undefined],
      ["broker/record-deleted-on-exchange", "pass", undefined],
      ["broker/headers", "pass", undefined],
      ["broker/payload-valid", "pass", undefined],
    ]);
    await sandbox.control.reset();
  });
});

describe("a broken broker channel fails the check named for it", () => {
  it("broker/record-created-on-exchange catches a channel that drops RecordCreated", async () => {
    await withBrokenPublish(
      (message, publish) =>
        message.messageType === "PLATFORM.DataService.RecordCreated" ? undefined : publish(message),
      async () => {
        const report = await verifyBroker();
        expect(report.results.find((r) => r.name === "broker/record-created-on-exchange")?.status).toBe("fail");
      },
    );
  });

  it("broker/headers catches a channel whose X-DataModelId names another model", async () => {
    await withBrokenPublish(
      (message, publish) =>
        publish({
          ...message,
          headers: {
            ...message.headers,
            ...(message.headers?.["X-DataModelId"] === undefined ? {} : { "X-DataModelId": randomUUID() }),
          },
        }),
      async () => {
        const report = await verifyBroker();
        expect(report.results.find((r) => r.name === "broker/headers")?.status).toBe("fail");
      },
    );
  });
});
