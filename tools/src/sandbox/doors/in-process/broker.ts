// The message broker in process: what `--amqp-url` would publish to RabbitMQ, kept in order and
// routed to the queues of the AsyncAPI bindings (a message type whose exchange no queue is bound to
// is published and reaches no queue, as on the broker), and a channel of amqplib's shape over those
// queues, so createBrokerConsumer consumes them in process with its prefetch, acks and requeues.
import type { BrokerConsumeChannel } from "../../../../../src/broker/index.js";
import type { BrokerChannel, BrokerRecord } from "../../broker/index.js";
import { brokerPart } from "../../broker/part.js";
import { encodeMessage, prepareNativeMessage, routeOf } from "../../broker/native-message.js";
import { clockPart } from "../../clock/clock-part.js";
import type { SandboxClock } from "../../kernel/clock.js";
import type { SandboxPart } from "../../kernel/part.js";
import { createBrokerQueues } from "./broker-queues.js";
import { reportViolation } from "../../journal/violations.js";

/** One message the sandbox published for a native data source, as the broker would carry it. */
export interface InProcessBrokerMessage {
  readonly messageId: string;
  /** The routing key. */
  readonly messageType: string;
  readonly tenantId: string;
  readonly sourceId: string;
  readonly exchange: string;
  /** The queue bound to its exchange (`DS.Data`, `DS.Commands`); null when none is. */
  readonly queue: string | null;
  /** AMQP headers, X-Tenant-Id included. */
  readonly headers: Readonly<Record<string, string>>;
  /** The payload as published (validated against its message type's schema). */
  readonly payload: unknown;
  /** Sandbox time of publishing, as an ISO date. */
  readonly publishedAt: string;
}

/** The broker of a sandbox in process. */
export interface InProcessBroker {
  /** Every message published since the start or the last reset, oldest first. */
  readonly messages: readonly InProcessBrokerMessage[];
  /**
   * A channel over the sandbox's queues for `createBrokerConsumer({ channel })`; each call gives a channel of its own.
   */
  channel(): BrokerConsumeChannel;
}

/**
 * The broker as the sandbox drives it, in the AMQP channel's place: publishing, status, reset, and
 * `idle`, which resolves once every message a consumer can take was handed over and settled. It
 * keeps no backlog to save: nothing waits for a broker that is away.
 */
export interface InProcessBrokerCore extends InProcessBroker, BrokerChannel {}

export function createInProcessBroker(
  clock: SandboxClock,
  onInvalid: (error: Error, record: BrokerRecord) => void,
): InProcessBrokerCore {
  const messages: InProcessBrokerMessage[] = [];
  const queues = createBrokerQueues(clock);
  let unrouted = 0;
  return {
    get messages() {
      return messages;
    },
    channel: () => queues.channel(),
    publish(native) {
      const route = routeOf(native.messageType);
      if (route === undefined) {
        unrouted++;
        return undefined;
      }
      const message = prepareNativeMessage(native, route, clock.now());
      const record: BrokerRecord = {
        messageId: message.messageId,
        messageType: message.messageType,
        tenantId: message.tenantId,
        sourceId: message.sourceId,
        exchange: route.exchange,
        routingKey: route.routingKey,
        status: "Published",
      };
      let encoded: ReturnType<typeof encodeMessage>;
      try {
        encoded = encodeMessage(message);
      } catch (error) {
        onInvalid(error as Error, record);
        return record;
      }
      const { messageId, messageType, tenantId, sourceId, headers, payload } = message;
      messages.push({
        messageId,
        messageType,
        tenantId,
        sourceId,
        exchange: route.exchange,
        queue: route.queue,
        headers,
        payload,
        publishedAt: new Date(message.publishedAt).toISOString(),
      });
      const { properties } = encoded;
      if (route.queue !== null)
        queues.push(route.queue, {
          message,
          content: encoded.content,
          properties: {
            messageId: properties.messageId,
            contentType: properties.contentType,
            headers: properties.headers,
            timestamp: properties.timestamp,
          },
          redelivered: false,
        });
      return record;
    },
    status: () => ({
      url: "in-process",
      connected: true,
      published: messages.length,
      backlog: 0,
      backlogLimit: 0,
      overflowed: 0,
      unrouted,
      lastError: null,
    }),
    clear() {
      messages.length = 0;
      unrouted = 0;
      queues.clear();
    },
    idle: () => queues.idle(),
    save: () => undefined,
    saveAll: () => [],
    restore: () => undefined,
    resume: () => undefined,
    async close() {
      queues.close();
    },
  };
}

/**
 * The broker part of a sandbox in process: it stands in for the AMQP channel's part (by its name), so the gateway
 * publishes to it.
 */
export const inProcessBrokerPart: SandboxPart<InProcessBrokerCore> = {
  name: brokerPart.name,
  stores: [],
  open: ({ state, instance }) =>
    createInProcessBroker(instance(clockPart), (error, record) =>
      reportViolation(state.sandbox, {
        operationId: `message broker ${record.messageType}`,
        status: 500,
        violations: [`${record.messageId} is not published: ${error.message}`],
        tenantId: record.tenantId,
      }),
    ),
  reset: (broker) => broker.clear(),
  close: (broker) => broker.close(),
};
