// A channel the broker closes (it refused a publish) takes its connection with it and the sandbox
// reconnects: the reason the log and status().lastError give is the broker's, not the close that
// followed it, and the message is published after the reconnection.
import { connect } from "amqplib";
import { afterEach, describe, expect, inject, it } from "vitest";
import { brokerRoutes } from "../../src/broker/index.js";
import { openBrokerChannel, type BrokerChannel } from "../../tools/src/sandbox/broker/index.js";
import { createSandboxClock } from "../../tools/src/sandbox/kernel/clock.js";

const { url } = inject("rabbitmq");
const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const SOURCE = "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31";
const COMMAND = "PLATFORM.DataService.RefreshSourceConfig";

let channel: BrokerChannel | undefined;
afterEach(async () => {
  await channel?.close();
  channel = undefined;
});

describe("a publish the broker refuses is reported with the broker's reason", () => {
  it(
    "with its exchange deleted behind the sandbox's back, the log and lastError name " +
      "NOT_FOUND, and the message is published after the reconnection declares it again",
    async () => {
      const logged: string[] = [];
      channel = await openBrokerChannel({
        url,
        clock: createSandboxClock(),
        log: (line) => logged.push(line),
        firstReconnectMs: 50,
      });
      const admin = await connect(url);
      try {
        await (await admin.createChannel()).deleteExchange(brokerRoutes[COMMAND].exchange);
      } finally {
        await admin.close();
      }
      channel.publish({
        tenantId: TENANT,
        sourceId: SOURCE,
        messageType: COMMAND,
        payload: { sourceId: SOURCE },
        headers: { "X-DataSourceId": SOURCE },
      });
      await channel.idle();
      expect(channel.status()).toMatchObject({ connected: true, published: 1, backlog: 0 });
      expect(logged).toContainEqual(expect.stringMatching(/went away \(.*NOT_FOUND - no exchange/));
      expect(channel.status().lastError).toMatch(/NOT_FOUND - no exchange/);
    },
  );
});
