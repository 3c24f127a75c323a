// The broker consumer's attempt counter on its own: which attempt a failed delivery was decides whether the message
// is requeued or rejected for good, so the count must follow the broker's when it gives one and stay bounded when not.
import { describe, expect, it } from "vitest";
import { AttemptCounter } from "../../../src/broker/attempt-counter.js";
import type { BrokerDelivery } from "../../../src/broker/channel.js";

function delivery(headers?: Record<string, unknown>): BrokerDelivery {
  return {
    content: new Uint8Array(),
    fields: { routingKey: "PLATFORM.DataService.RecordCreated", exchange: "DS", redelivered: false, deliveryTag: 1 },
    properties: { headers },
  };
}

describe("a failed delivery's attempt is the broker's x-delivery-count plus one, else its own count per key", () => {
  it("takes the broker's x-delivery-count when the message carries it", () => {
    const counter = new AttemptCounter();
    expect(counter.failed(delivery({ "x-delivery-count": 3 }), "t/m")).toEqual({
      number: 4,
      countedBy: "the broker's x-delivery-count",
    });
  });

  it("counts failures per key itself when the broker gives no count, and starts again once told to forget", () => {
    const counter = new AttemptCounter();
    expect(counter.failed(delivery(), "t/m").number).toBe(1);
    expect(counter.failed(delivery({ "x-delivery-count": "2" }), "t/m")).toEqual({
      number: 2,
      countedBy: "this consumer",
    });
    expect(counter.failed(delivery(), "t/other").number).toBe(1);
    counter.forget("t/m");
    expect(counter.failed(delivery(), "t/m").number).toBe(1);
  });

  it("drops the least recently failed key past 10000 remembered, so a flood cannot grow it", () => {
    const counter = new AttemptCounter();
    counter.failed(delivery(), "first");
    counter.failed(delivery(), "kept");
    for (let n = 0; n < 9_998; n++) counter.failed(delivery(), `flood-${n}`);
    counter.failed(delivery(), "kept");
    counter.failed(delivery(), "one-more");
    expect(counter.failed(delivery(), "first").number).toBe(1);
    expect(counter.failed(delivery(), "kept").number).toBe(3);
  });
});
