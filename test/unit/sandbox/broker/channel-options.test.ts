// Without a broker: the gateway hands native messages to the broker channel only when there is one,
// and a broker URL or setting that cannot work is refused before any connection, naming it.
import { createServer, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import {
  BrokerStartError,
  maskedUrl,
  openBrokerChannel,
  type BrokerRecord,
  type NativeMessage,
} from "../../../../tools/src/sandbox/broker/index.js";
import { createSandboxClock } from "../../../../tools/src/sandbox/kernel/clock.js";
import { createEventGateway } from "../../../../tools/src/sandbox/gateway/index.js";
import { scaled } from "../../../support/time.js";

const clock = createSandboxClock();
const signToken = async () => "token";
const message: NativeMessage = {
  tenantId: "t",
  sourceId: "s",
  messageType: "PLATFORM.DataService.RefreshSourceConfig",
  payload: { sourceId: "s" },
};

describe(
  "the gateway's publishNative hands a native message to " + "the broker channel, or to nobody when it is off",
  () => {
    it("answers undefined without a broker channel", () => {
      expect(createEventGateway({ clock, signToken }).publishNative(message)).toBeUndefined();
    });
    it("forwards the message to the broker channel and answers its record", () => {
      const seen: NativeMessage[] = [];
      const record = { messageId: "m" } as BrokerRecord;
      const gateway = createEventGateway({ clock, signToken, broker: { publish: (m) => (seen.push(m), record) } });
      expect(gateway.publishNative(message)).toBe(record);
      expect(seen).toEqual([message]);
    });
    it("refuses once the gateway is closed", async () => {
      const gateway = createEventGateway({ clock, signToken, broker: { publish: () => undefined } });
      await gateway.close();
      expect(() => gateway.publishNative(message)).toThrow("the event gateway is closed");
    });
  },
);

describe("a broker URL or setting that cannot work is refused before connecting, naming it", () => {
  const log = () => undefined;
  it.each([
    [
      "not a URL",
      "broker:5672",
      /^--amqp-url "broker:5672" is not a URL|--amqp-url broker:5672: the scheme must be amqp: or amqps:/,
    ],
    [
      "an http URL",
      "http://127.0.0.1:5672",
      /^--amqp-url http:\/\/127\.0\.0\.1:5672: the scheme must be amqp: or amqps:, got http:$/,
    ],
    ["an empty string", "", /^--amqp-url "" is not a URL/],
  ])("%s", async (_name, url, expected) => {
    const opening = openBrokerChannel({ url, clock, log });
    await expect(opening).rejects.toThrow(BrokerStartError);
    await expect(opening).rejects.toThrow(expected);
  });
  it.each([
    ["backlogLimit", { backlogLimit: 0 }],
    ["firstReconnectMs", { firstReconnectMs: -1 }],
    ["maxReconnectMs", { maxReconnectMs: 1.5 }],
  ])("%s that is no positive whole number", async (name, settings) => {
    await expect(openBrokerChannel({ url: "amqp://127.0.0.1:1", clock, log, ...settings })).rejects.toThrow(
      new RegExp(`^${name} must be a positive whole number`),
    );
  });
  it("hides the password of a URL in messages, and leaves one without a password as it is", () => {
    expect(maskedUrl("amqp://app:s3cret@broker:5672/vhost")).toBe("amqp://app:***@broker:5672/vhost");
    expect(maskedUrl("amqp://broker:5672")).toBe("amqp://broker:5672");
    // URL.password is percent-encoded: a password with ^, { }, a space or @ is not found in the text as given.
    expect(maskedUrl("amqp://app:p^{} w@broker:5672/vhost")).toBe("amqp://app:***@broker:5672/vhost");
    expect(maskedUrl("amqp://app:p@ss/w@broker:5672/vhost")).toBe("amqp://app:***@broker:5672/vhost");
    // A URL that does not parse is shown in errors too.
    expect(maskedUrl("amqp://app:s3cret@[broker")).toBe("amqp://app:***@[broker");
  });
});

describe("a broker that takes the connection but never answers refuses the start, naming the URL", () => {
  it(
    "an address whose server accepts TCP and stays silent (a paused broker) is refused, and its socket is closed",
    async () => {
      const sockets: Socket[] = [];
      const ended: Promise<void>[] = [];
      const silent = createServer((socket) => {
        sockets.push(socket);
        // The sandbox's side ends the connection: the silent server sees its end.
        ended.push(new Promise((resolve) => socket.once("end", () => resolve())));
        socket.resume();
      });
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      const { port } = silent.address() as { port: number };
      try {
        const opening = openBrokerChannel({ url: `amqp://guest:guest@127.0.0.1:${port}`, clock, log: () => undefined });
        await expect(opening).rejects.toThrow(BrokerStartError);
        await expect(opening).rejects.toThrow(`--amqp-url amqp://guest:***@127.0.0.1:${port}: connect ETIMEDOUT`);
        expect(sockets).toHaveLength(1);
        await ended[0];
      } finally {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => silent.close(resolve));
      }
    },
    scaled(30_000),
  );
});
