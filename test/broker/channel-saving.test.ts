// The broker channel with a state folder (`beforePublish`): the messages handed over in one turn are
// saved in one batch before any of them is sent, and a failed save does not hold events back.
import { afterEach, describe, expect, inject, it } from "vitest";
import { openBrokerChannel, type BrokerChannel, type NativeMessage } from "../../src/sandbox/broker/index.js";
import { createSandboxClock } from "../../src/sandbox/clock.js";
import { tapExchanges, type ExchangeTap } from "./support.js";

const { url } = inject("rabbitmq");
const SOURCE = "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31";
const TYPE = "PLATFORM.DataService.RefreshSourceConfig";
const message: NativeMessage = { tenantId: "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61", sourceId: SOURCE, messageType: TYPE, payload: { sourceId: SOURCE }, headers: { "X-DataSourceId": SOURCE } };

let channel: BrokerChannel | undefined;
let tap: ExchangeTap | undefined;
afterEach(async () => {
  await channel?.close();
  await tap?.close();
});

describe("the messages of one turn are saved together, then sent", () => {
  it("three messages handed over at once cause one save, and all three arrive after it", async () => {
    const saves: number[] = [];
    const changed: string[] = [];
    channel = await openBrokerChannel({
      url,
      clock: createSandboxClock(),
      log: () => undefined,
      onChange: (id) => changed.push(id),
      beforePublish: async () => void saves.push(channel!.status().published),
    });
    tap = await tapExchanges(url);
    const ids = [channel.publish(message)!, channel.publish(message)!, channel.publish(message)!].map((record) => record.messageId);
    await channel.idle();
    expect(saves).toEqual([0]);
    const arrived = await tap.arrived(TYPE, 3);
    expect(arrived.map((m) => m.properties.messageId)).toEqual(ids);
    // Each message entered the backlog and left it once confirmed.
    expect(changed.sort()).toEqual([...ids, ...ids].sort());
  });
});

describe("a save that fails does not hold the events back", () => {
  it("the message is sent anyway, and the log says it was not saved and why", async () => {
    const logged: string[] = [];
    channel = await openBrokerChannel({ url, clock: createSandboxClock(), log: (line) => logged.push(line), onChange: () => undefined, beforePublish: () => Promise.reject(new Error("no space left on device")) });
    tap = await tapExchanges(url);
    const record = channel.publish(message)!;
    await channel.idle();
    expect((await tap.arrived(TYPE)).map((m) => m.properties.messageId)).toEqual([record.messageId]);
    expect(logged).toContainEqual(expect.stringContaining("1 message(s) for the message broker amqp://guest:***@127.0.0.1"));
    expect(logged).toContainEqual(expect.stringContaining("could not be saved in the state folder (no space left on device); publishing them unsaved"));
    expect(channel.status().lastError).toBe("the backlog could not be saved: no space left on device");
  });
});
