// The broker topology comes from the AMQP bindings of the AsyncAPI channels, and a binding that
// disagrees with its message's x-exchange / x-queue is refused naming the JSON path.
import { describe, expect, it } from "vitest";
import type { BundledSpec } from "../../../generator/bundle.js";
import { buildBroker } from "../../../generator/broker.js";
import { SpecError } from "../../../generator/spec-error.js";
import { brokerExchanges, brokerQueues, brokerRoutes } from "../../../generated/events/broker.js";

function spec(binding: Record<string, unknown>, message: Record<string, unknown> = {}): BundledSpec {
  return {
    source: "asyncapi/t.yaml",
    name: "t",
    kind: "asyncapi",
    schemaFiles: new Map(),
    document: {
      channels: {
        amqpA: { address: "A.Type", messages: { A: { $ref: "#/components/messages/A" } }, bindings: { amqp: binding } },
      },
      components: {
        messages: {
          A: {
            "x-message-type": "A.Type",
            "x-exchange": "Ns:A",
            "x-queue": "Q",
            "x-queue-arguments": { "x-expires": 5 },
            ...message,
          },
        },
      },
    },
  };
}

const good = { is: "routingKey", exchange: { name: "Ns:A" }, "x-queue": { name: "Q", arguments: { "x-expires": 5 } } };

function refusal(binding: Record<string, unknown>, message?: Record<string, unknown>): SpecError {
  try {
    buildBroker(spec(binding, message), []);
  } catch (error) {
    if (error instanceof SpecError) return error;
    throw error;
  }
  throw new Error("buildBroker accepted the spec");
}

describe("the broker topology is read from the AMQP bindings", () => {
  it("emits the route, exchange and queue of a binding", () => {
    const code = buildBroker(spec(good), []);
    expect(code).toContain('"exchange": "Ns:A"');
    expect(code).toContain('"routingKey": "A.Type"');
    expect(code).toContain('"x-expires": 5');
  });

  it("refuses an exchange other than the message's x-exchange", () => {
    expect(refusal({ ...good, exchange: { name: "Ns:B" } }).message).toContain(
      "$.channels.amqpA.bindings.amqp.exchange.name",
    );
  });

  it("refuses queue arguments other than the message's", () => {
    expect(refusal({ ...good, "x-queue": { name: "Q", arguments: null } }).message).toContain("x-queue.arguments");
  });

  it("refuses a binding that is not by routing key", () => {
    expect(refusal({ ...good, is: "queue" }).message).toContain("$.channels.amqpA.bindings.amqp");
  });
});

describe("the platform's broker topology is the reference's", () => {
  it("routes the record events to DS.Data on their exchanges with their headers", () => {
    expect(brokerRoutes["PLATFORM.DataService.RecordCreated"]).toMatchObject({
      exchange: "PLATFORM.DataService.Events:DataRecordCreatedEvent",
      queue: "DS.Data",
      headers: ["X-DataSourceId", "X-DataModelId", "X-Tenant-Id"],
    });
  });

  it("gives DS.Commands the remote commands' expiry x-expires 3600000", () => {
    expect(brokerQueues).toContainEqual({ name: "DS.Commands", arguments: { "x-expires": 3600000 } });
  });

  it("has no route for EnqueueDataStatusChanged, whose exchange is not shown", () => {
    expect(Object.keys(brokerRoutes)).not.toContain("PLATFORM.DataService.EnqueueDataStatusChanged");
    expect(brokerExchanges).toHaveLength(8);
  });
});
