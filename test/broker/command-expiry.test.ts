// "Remote commands expire after 1 hour": a command the broker channel could not send within its
// hour (the broker was away, or the sandbox was stopped and its state folder kept the command) is
// never handed to a consumer. RabbitMQ delivers a message with expiration "0" to a consumer that is
// waiting, so the channel must not send an expired command at all.
import { connect, type ChannelModel, type ConsumeMessage } from "amqplib";
import { afterEach, describe, expect, inject, it } from "vitest";
import { openBrokerChannel, type BrokerChannel } from "../../tools/src/sandbox/broker/index.js";
import type { SavedBrokerMessage } from "../../tools/src/sandbox/broker/native-message.js";
import { createSandboxClock } from "../../tools/src/sandbox/kernel/clock.js";
import { scaled } from "../support/time.js";

const { url } = inject("rabbitmq");
const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const SOURCE = "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31";
const COMMAND = "PLATFORM.DataService.RefreshSourceConfig";
const HOUR_MS = 3_600_000;

let channel: BrokerChannel | undefined;
let consumer: ChannelModel | undefined;
afterEach(async () => {
  await channel?.close();
  await consumer?.close();
  [channel, consumer] = [undefined, undefined];
});

/** A consumer waiting on an exclusive queue bound like DS.Commands, so a message with expiration "0" would reach it. */
async function waitingConsumer(received: ConsumeMessage[]): Promise<void> {
  consumer = await connect(url);
  const amqp = await consumer.createChannel();
  const { queue } = await amqp.assertQueue("", { exclusive: true, autoDelete: true });
  await amqp.bindQueue(queue, "PLATFORM.DataService.Edge.Contracts.Events:RefreshConfigEvent", COMMAND);
  await amqp.consume(queue, (message) => void (message && received.push(message)), { noAck: true });
}

describe("a remote command whose hour has passed is not published", () => {
  it(
    "a command kept by the state folder and restored after its hour never " +
      "reaches a waiting consumer; a command still in its hour does",
    async () => {
      const clock = createSandboxClock();
      const logged: string[] = [];
      channel = await openBrokerChannel({ url, clock, log: (line) => logged.push(line) });
      const received: ConsumeMessage[] = [];
      await waitingConsumer(received);
      const saved = (messageId: string, sequence: number, expiresAt: number): SavedBrokerMessage => ({
        messageId,
        messageType: COMMAND,
        tenantId: TENANT,
        sourceId: SOURCE,
        headers: { "X-DataSourceId": SOURCE, "X-Tenant-Id": TENANT },
        body: JSON.stringify({ sourceId: SOURCE }),
        publishedAt: expiresAt - HOUR_MS,
        expiresAt,
        sequence,
      });
      const expiredId = "0b6f3a2e-1d4c-4e8b-9a7f-5c2d1e0f3a4b";
      const liveId = "7d2c1b0a-9e8f-4a6b-8c5d-4e3f2a1b0c9d";
      channel.restore([saved(expiredId, 0, clock.now() - 60_000), saved(liveId, 1, clock.now() + HOUR_MS / 2)]);
      await channel.idle();
      // The live command was sent after the expired one, so once it arrived the expired one would have too.
      await expect
        .poll(() => received.map((m) => m.properties.messageId), { timeout: scaled(15_000) })
        .toContain(liveId);
      expect(received.map((m) => m.properties.messageId)).toEqual([liveId]);
      expect(logged).toContainEqual(
        expect.stringContaining(`${COMMAND} ${expiredId} for source ${SOURCE} is not published: it expired`),
      );
    },
  );

  it("a command that waited for the broker past its hour of sandbox time is not published", async () => {
    const clock = createSandboxClock();
    channel = await openBrokerChannel({ url, clock, log: () => undefined });
    const received: ConsumeMessage[] = [];
    await waitingConsumer(received);
    const message = {
      tenantId: TENANT,
      sourceId: SOURCE,
      messageType: COMMAND,
      payload: { sourceId: SOURCE },
      headers: { "X-DataSourceId": SOURCE },
    };
    const expired = channel.publish({ ...message, expiresAt: clock.now() + HOUR_MS })!;
    // Sandbox time passes before the channel's next turn sends it.
    clock.advance((2 * HOUR_MS) / 1000);
    const live = channel.publish({ ...message, expiresAt: clock.now() + HOUR_MS })!;
    await channel.idle();
    await expect
      .poll(() => received.map((m) => m.properties.messageId), { timeout: scaled(15_000) })
      .toContain(live.messageId);
    expect(received.map((m) => m.properties.messageId)).toEqual([live.messageId]);
    expect(received.map((m) => m.properties.messageId)).not.toContain(expired.messageId);
    expect(channel.status().backlog).toBe(0);
  });
});

describe(
  "a remote command's expiration is a whole number of " + "milliseconds, whatever the sandbox clock was moved by",
  () => {
    it(
      "after the clock moved by a fraction of a millisecond, the " +
        "command and the other tenant's message after it are published",
      async () => {
        const clock = createSandboxClock();
        channel = await openBrokerChannel({
          url,
          clock,
          log: () => undefined,
          firstReconnectMs: 50,
          maxReconnectMs: 200,
        });
        const received: ConsumeMessage[] = [];
        await waitingConsumer(received);
        const command = channel.publish({
          tenantId: TENANT,
          sourceId: SOURCE,
          messageType: COMMAND,
          payload: { sourceId: SOURCE },
          headers: { "X-DataSourceId": SOURCE },
          expiresAt: clock.now() + HOUR_MS,
        })!;
        // advanceSeconds is any number >= 0 (SandboxClockAdvance): 0.0005 s leaves sandbox time half a millisecond off
        // the grid.
        clock.advance(0.0005);
        const otherSource = "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
        const later = channel.publish({
          tenantId: "8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d",
          sourceId: otherSource,
          messageType: COMMAND,
          payload: { sourceId: otherSource },
          headers: { "X-DataSourceId": otherSource },
          expiresAt: clock.now() + HOUR_MS,
        })!;
        await expect
          .poll(() => received.map((m) => m.properties.messageId), { timeout: scaled(15_000) })
          .toEqual([command.messageId, later.messageId]);
        for (const message of received) expect(message.properties.expiration).toMatch(/^\d+$/);
        // RabbitMQ may hand a message to its consumer before its confirm reaches the publisher: the count follows the
        // confirm.
        await channel.idle();
        expect(channel.status()).toMatchObject({ published: 2, backlog: 0 });
      },
    );
  },
);
