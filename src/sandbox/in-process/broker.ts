// The message broker in process: what `--amqp-url` would publish to RabbitMQ, kept in order and
// routed to the queues of the AsyncAPI bindings (a message type whose exchange no queue is bound to
// is published and reaches no queue, as on the broker), and a channel of amqplib's shape over those
// queues, so createBrokerConsumer consumes them in process with its prefetch, acks and requeues.
import { brokerQueues, type BrokerConsumeChannel, type BrokerDelivery } from "../../broker/index.js";
import type { BrokerChannel, BrokerRecord, NativeMessage } from "../broker/index.js";
import { brokerPart } from "../broker/part.js";
import { encodeMessage, prepareNativeMessage, routeOf, type BrokerMessage } from "../broker/native-message.js";
import { clockPart } from "../clock-part.js";
import type { SandboxClock } from "../clock.js";
import type { SandboxPart } from "../part.js";
import { reportViolation } from "../violations.js";

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
  /** A channel over the sandbox's queues for `createBrokerConsumer({ channel })`; each call gives a channel of its own. */
  channel(): BrokerConsumeChannel;
}

interface Queued {
  readonly message: BrokerMessage;
  readonly content: Buffer;
  readonly properties: BrokerDelivery["properties"];
  redelivered: boolean;
}

interface Consumer {
  readonly tag: string;
  readonly queue: string;
  readonly onMessage: (message: BrokerDelivery | null) => void;
  readonly noAck: boolean;
  readonly channel: ChannelState;
}

interface ChannelState {
  prefetch: number;
  nextTag: number;
  readonly unacked: Map<number, Queued & { readonly queue: string }>;
}

/**
 * The broker as the sandbox drives it, in the AMQP channel's place: publishing, status, reset, and
 * `idle`, which resolves once every message a consumer can take was handed over and settled. It
 * keeps no backlog to save: nothing waits for a broker that is away.
 */
export interface InProcessBrokerCore extends InProcessBroker, BrokerChannel {}

export function createInProcessBroker(clock: SandboxClock, onInvalid: (error: Error, record: BrokerRecord) => void): InProcessBrokerCore {
  const messages: InProcessBrokerMessage[] = [];
  const queues = new Map<string, Queued[]>();
  const consumers: Consumer[] = [];
  const channels = new Set<ChannelState>();
  let unrouted = 0;
  let consumerTags = 0;
  let scheduled = false;
  let settled: (() => void)[] = [];

  const unackedCount = () => [...channels].reduce((sum, channel) => sum + channel.unacked.size, 0);
  const deliverable = () => consumers.some((c) => (queues.get(c.queue)?.length ?? 0) > 0 && (c.channel.prefetch === 0 || c.channel.unacked.size < c.channel.prefetch));
  const wake = () => {
    if (!deliverable() && unackedCount() === 0) {
      const waiting = settled;
      settled = [];
      for (const resolve of waiting) resolve();
    }
  };

  /** Hands each queue's messages to its consumers in turn, within their channel's prefetch; expired commands are dropped as the broker's TTL drops them. */
  function dispatch(): void {
    scheduled = false;
    for (const consumer of consumers) {
      const queue = queues.get(consumer.queue);
      const { channel } = consumer;
      while (queue !== undefined && queue.length > 0 && (channel.prefetch === 0 || channel.unacked.size < channel.prefetch)) {
        const queued = queue.shift()!;
        if (queued.message.expiresAt !== undefined && queued.message.expiresAt <= clock.now()) continue;
        const deliveryTag = ++channel.nextTag;
        const { exchange, routingKey } = queued.message.route;
        if (!consumer.noAck) channel.unacked.set(deliveryTag, { ...queued, queue: consumer.queue });
        consumer.onMessage({ content: queued.content, fields: { routingKey, exchange, redelivered: queued.redelivered, deliveryTag }, properties: queued.properties });
      }
    }
    wake();
  }
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(dispatch);
  };

  function channel(): BrokerConsumeChannel {
    const state: ChannelState = { prefetch: 0, nextTag: 0, unacked: new Map() };
    channels.add(state);
    const settle = (message: BrokerDelivery, allUpTo: boolean | undefined, requeue: boolean) => {
      const tags = allUpTo === true ? [...state.unacked.keys()].filter((tag) => tag <= message.fields.deliveryTag) : [message.fields.deliveryTag];
      for (const tag of tags) {
        const held = state.unacked.get(tag);
        if (held === undefined) throw new Error(`unknown delivery tag ${tag}: it was acknowledged already, or is not of this channel (on RabbitMQ a PRECONDITION_FAILED closes the channel)`);
        state.unacked.delete(tag);
        if (requeue) queues.get(held.queue)!.unshift({ ...held, redelivered: true });
      }
      schedule();
    };
    return {
      async prefetch(count) {
        state.prefetch = count;
        schedule();
        return {};
      },
      async consume(queue, onMessage, options) {
        if (!queues.has(queue)) throw new Error(`NOT_FOUND - no queue '${queue}'; the sandbox's queues are ${[...queues.keys()].join(", ")}`);
        const tag = `in-process-${++consumerTags}`;
        consumers.push({ tag, queue, onMessage, noAck: options?.noAck === true, channel: state });
        schedule();
        return { consumerTag: tag };
      },
      async cancel(consumerTag) {
        const at = consumers.findIndex((c) => c.tag === consumerTag);
        if (at !== -1) consumers.splice(at, 1);
        schedule();
        return {};
      },
      ack: (message, allUpTo) => settle(message, allUpTo, false),
      nack: (message, allUpTo, requeue = true) => settle(message, allUpTo, requeue),
    };
  }

  for (const queue of brokerQueues) queues.set(queue.name, []);

  return {
    get messages() {
      return messages;
    },
    channel,
    publish(native) {
      const route = routeOf(native.messageType);
      if (route === undefined) {
        unrouted++;
        return undefined;
      }
      const message = prepareNativeMessage(native, route, clock.now());
      const record: BrokerRecord = { messageId: message.messageId, messageType: message.messageType, tenantId: message.tenantId, sourceId: message.sourceId, exchange: route.exchange, routingKey: route.routingKey, status: "Published" };
      let encoded: ReturnType<typeof encodeMessage>;
      try {
        encoded = encodeMessage(message);
      } catch (error) {
        onInvalid(error as Error, record);
        return record;
      }
      const { messageId, messageType, tenantId, sourceId, headers, payload } = message;
      messages.push({ messageId, messageType, tenantId, sourceId, exchange: route.exchange, queue: route.queue, headers, payload, publishedAt: new Date(message.publishedAt).toISOString() });
      if (route.queue !== null) {
        const { properties } = encoded;
        queues.get(route.queue)!.push({ message, content: encoded.content, properties: { messageId: properties.messageId, contentType: properties.contentType, headers: properties.headers, timestamp: properties.timestamp }, redelivered: false });
        schedule();
      }
      return record;
    },
    status: () => ({ url: "in-process", connected: true, published: messages.length, backlog: 0, backlogLimit: 0, overflowed: 0, unrouted, lastError: null }),
    clear() {
      messages.length = 0;
      for (const queue of queues.values()) queue.length = 0;
      for (const state of channels) state.unacked.clear();
      unrouted = 0;
      wake();
    },
    idle() {
      if (!scheduled && !deliverable() && unackedCount() === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        settled.push(resolve);
        schedule();
      });
    },
    save: () => undefined,
    saveAll: () => [],
    restore: () => undefined,
    resume: () => undefined,
    async close() {
      consumers.length = 0;
    },
  };
}

/** The broker part of a sandbox in process: it stands in for the AMQP channel's part (by its name), so the gateway publishes to it. */
export const inProcessBrokerPart: SandboxPart<InProcessBrokerCore> = {
  name: brokerPart.name,
  stores: [],
  open: ({ state, instance }) =>
    createInProcessBroker(instance(clockPart), (error, record) =>
      reportViolation(state.sandbox, { operationId: `message broker ${record.messageType}`, status: 500, violations: [`${record.messageId} is not published: ${error.message}`], tenantId: record.tenantId }),
    ),
  reset: (broker) => broker.clear(),
  close: (broker) => broker.close(),
};

