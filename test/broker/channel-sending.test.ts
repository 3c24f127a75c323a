// The broker channel sends in the background: with a state folder (`beforePublish`) the messages
// handed over in one turn are saved in one batch before any of them is sent, a failed save does not
// hold events back, and a message that breaks its schema is never published but reported.
import { afterEach, describe, expect, inject, it } from "vitest";
import { EventValidationError } from "../../src/events/index.js";
import type { BacklogEntry } from "../../tools/src/sandbox/broker/backlog.js";
import {
  openBrokerChannel,
  type BrokerChannel,
  type BrokerRecord,
  type NativeMessage,
} from "../../tools/src/sandbox/broker/index.js";
import { createSandboxClock } from "../../tools/src/sandbox/kernel/clock.js";
import type { RunningSandbox } from "../../tools/src/sandbox/index.js";
import { Table } from "../../tools/src/sandbox/kernel/store.js";
import { eventually } from "../support/processes.js";
import { rabbitmqctl } from "../support/rabbitmq-server.js";
import { DATA_SEED, dataClient, startDataSandbox } from "../support/data-sandbox.js";
import { tapExchanges, type ExchangeTap } from "./support.js";

const rabbitmq = inject("rabbitmq");
const { url } = rabbitmq;
const SOURCE = "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31";
const TYPE = "PLATFORM.DataService.RefreshSourceConfig";
const message: NativeMessage = {
  tenantId: "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
  sourceId: SOURCE,
  messageType: TYPE,
  payload: { sourceId: SOURCE },
  headers: { "X-DataSourceId": SOURCE },
};

let channel: BrokerChannel | undefined;
let tap: ExchangeTap | undefined;
let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  await channel?.close();
  await tap?.close();
  await sandbox?.stop();
  [channel, tap, sandbox] = [undefined, undefined, undefined];
});

describe("the messages of one turn are saved together, then sent", () => {
  it("three messages handed over at once cause one save, and all three arrive after it", async () => {
    const saves: number[] = [];
    const changed: string[] = [];
    const backlog = new Table<BacklogEntry>((id) => changed.push(id));
    channel = await openBrokerChannel({
      url,
      clock: createSandboxClock(),
      log: () => undefined,
      table: () => backlog,
      beforePublish: async () => void saves.push(channel!.status().published),
    });
    tap = await tapExchanges(url);
    const ids = [channel.publish(message)!, channel.publish(message)!, channel.publish(message)!].map(
      (record) => record.messageId,
    );
    await channel.idle();
    expect(saves).toEqual([0]);
    const arrived = await tap.arrived(TYPE, 3);
    expect(arrived.map((m) => m.properties.messageId)).toEqual(ids);
    // Each message entered the backlog and left it once confirmed.
    expect(changed.sort()).toEqual([...ids, ...ids].sort());
  });
});

describe("a stop while connected sends what is held first", () => {
  it(
    "close() right after 60 messages were handed over: all 60 " + "arrive, confirmed, and nothing is logged as left",
    async () => {
      const logged: string[] = [];
      channel = await openBrokerChannel({ url, clock: createSandboxClock(), log: (line) => logged.push(line) });
      tap = await tapExchanges(url);
      const ids = Array.from({ length: 60 }, () => channel!.publish(message)!.messageId);
      await channel.close();
      expect(channel.status()).toMatchObject({ published: 60, backlog: 0 });
      expect((await tap.arrived(TYPE, 60)).map((m) => m.properties.messageId)).toEqual(ids);
      expect(logged.filter((line) => line.includes("were not published"))).toEqual([]);
      expect(() => channel!.publish(message)).toThrow("the broker channel is closed");
    },
  );
});

describe("a message the broker refuses is sent again after a backoff, first in line", () => {
  it(
    "while DS.Commands refuses every message the refusals are logged with " +
      "doubling delays; once it takes them the command is published",
    async () => {
      const logged: string[] = [];
      await rabbitmqctl(
        rabbitmq,
        "set_policy",
        "refuse-commands",
        "^DS\\.Commands$",
        JSON.stringify({ "max-length": 0, overflow: "reject-publish" }),
        "--apply-to",
        "queues",
      );
      try {
        channel = await openBrokerChannel({
          url,
          clock: createSandboxClock(),
          log: (line) => logged.push(line),
          firstReconnectMs: 20,
          maxReconnectMs: 10_000,
        });
        const record = channel.publish(message)!;
        const refusals = () =>
          logged.filter((line) => line.includes(`refused ${TYPE} ${record.messageId} for source ${SOURCE}`));
        await eventually("three refusals", () => refusals().length >= 3);
        expect(
          refusals()
            .slice(0, 3)
            .map((line) => /sending again in (\d+) ms/.exec(line)![1]),
        ).toEqual(["20", "40", "80"]);
        expect(channel.status()).toMatchObject({
          published: 0,
          backlog: 1,
          lastError: expect.stringContaining(`the broker refused ${record.messageId}`),
        });
      } finally {
        await rabbitmqctl(rabbitmq, "clear_policy", "refuse-commands");
      }
      await channel.idle();
      expect(channel.status()).toMatchObject({ published: 1, backlog: 0 });
    },
  );
});

describe("a save that fails does not hold the events back", () => {
  it("the message is sent anyway, and the log says it was not saved and why", async () => {
    const logged: string[] = [];
    channel = await openBrokerChannel({
      url,
      clock: createSandboxClock(),
      log: (line) => logged.push(line),
      beforePublish: () => Promise.reject(new Error("no space left on device")),
    });
    tap = await tapExchanges(url);
    const record = channel.publish(message)!;
    await channel.idle();
    expect((await tap.arrived(TYPE)).map((m) => m.properties.messageId)).toEqual([record.messageId]);
    expect(logged).toContainEqual(
      expect.stringContaining("1 message(s) for the message broker amqp://guest:***@127.0.0.1"),
    );
    expect(logged).toContainEqual(
      expect.stringContaining(
        "could not be saved in the state folder (no space left on device); publishing them unsaved",
      ),
    );
    expect(channel.status().lastError).toBe("the backlog could not be saved: no space left on device");
  });
});

describe("a message that breaks its message type's schema is never published", () => {
  it(
    "it leaves the backlog unpublished and is reported " + "naming the JSON path; the next message is published",
    async () => {
      const reported: { error: Error; record: BrokerRecord }[] = [];
      channel = await openBrokerChannel({
        url,
        clock: createSandboxClock(),
        log: () => undefined,
        onInvalid: (error, record) => reported.push({ error, record }),
      });
      tap = await tapExchanges(url);
      const bad = channel.publish({ ...message, payload: { sourceId: "not a uuid" } })!;
      const good = channel.publish(message)!;
      await channel.idle();
      expect((await tap.arrived(TYPE)).map((m) => m.properties.messageId)).toEqual([good.messageId]);
      expect(reported).toHaveLength(1);
      expect(reported[0]!.record).toMatchObject({ messageId: bad.messageId, messageType: TYPE, sourceId: SOURCE });
      expect(reported[0]!.error).toBeInstanceOf(EventValidationError);
      expect((reported[0]!.error as EventValidationError).problems).toEqual([
        { path: "/sourceId", message: 'must match format "uuid"' },
      ]);
      expect(channel.status()).toMatchObject({ published: 1, backlog: 0 });
    },
  );

  it("in the sandbox it is a violation of the tenant, like an answer that breaks the spec", async () => {
    sandbox = await startDataSandbox({
      amqpUrl: url,
      seed: DATA_SEED,
      // A handler that hands the broker an event its schema refuses: a sandbox bug the channel must catch.
      handlers: {
        getDataModels: ({ gateway, tenant }) => {
          gateway.publishNative({ ...message, tenantId: tenant!.tenantId, payload: { sourceId: 42 } });
          return { status: 200, body: { totalCount: 0, items: [] } };
        },
      },
    });
    const client = dataClient(sandbox, "shop");
    expect((await client.GET("/api/v1/DataModels", {})).response.status).toBe(200);
    await sandbox.broker!.idle();
    expect(sandbox.violations).toEqual([
      expect.objectContaining({
        operationId: `message broker ${TYPE}`,
        status: 500,
        violations: [expect.stringMatching(/^[0-9a-f-]{36} is not published: .*\/sourceId must be string/)],
      }),
    ]);
  });
});
