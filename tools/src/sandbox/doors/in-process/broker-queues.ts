// The queues of the broker in process and the channels over them, as RabbitMQ keeps them for a
// consumer: each queue's messages in order, handed to its consumers within their channel's
// prefetch, held unacknowledged until acked, requeued at the front (redelivered) on a nack, and
// dropped once a remote command's lifetime ran out (the queue's message TTL).
import { brokerQueues, type BrokerConsumeChannel, type BrokerDelivery } from "../../../../../src/broker/index.js";
import type { BrokerMessage } from "../../broker/native-message.js";
import type { SandboxClock } from "../../kernel/clock.js";

/** A message on a queue: its body and AMQP properties as a consumer gets them. */
export interface Queued {
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

/** The sandbox's queues (those of the AsyncAPI bindings) and the consumers' channels over them. */
export interface BrokerQueues {
  /** Puts a message at the end of `queue`. */
  push(queue: string, queued: Queued): void;
  /** A channel of amqplib's shape of its own. */
  channel(): BrokerConsumeChannel;
  /** Resolves once every message a consumer can take was handed over and settled. */
  idle(): Promise<void>;
  /** Empties every queue and forgets what was unacknowledged (a reset). */
  clear(): void;
  /** Stops every consumer. */
  close(): void;
}

export function createBrokerQueues(clock: SandboxClock): BrokerQueues {
  const queues = new Map<string, Queued[]>(brokerQueues.map((queue) => [queue.name, []]));
  const consumers: Consumer[] = [];
  const channels = new Set<ChannelState>();
  let consumerTags = 0;
  let scheduled = false;
  let settled: (() => void)[] = [];

  const unackedCount = () => [...channels].reduce((sum, channel) => sum + channel.unacked.size, 0);
  const deliverable = () =>
    consumers.some(
      (c) =>
        (queues.get(c.queue)?.length ?? 0) > 0 &&
        (c.channel.prefetch === 0 || c.channel.unacked.size < c.channel.prefetch),
    );
  const wake = () => {
    if (!deliverable() && unackedCount() === 0) {
      const waiting = settled;
      settled = [];
      for (const resolve of waiting) resolve();
    }
  };

  /**
   * Hands each queue's messages to its consumers in turn, within their channel's prefetch; expired commands are dropped
   * as the broker's TTL drops them.
   */
  function dispatch(): void {
    scheduled = false;
    for (const consumer of consumers) {
      const queue = queues.get(consumer.queue);
      const { channel } = consumer;
      while (
        queue !== undefined &&
        queue.length > 0 &&
        (channel.prefetch === 0 || channel.unacked.size < channel.prefetch)
      ) {
        const queued = queue.shift()!;
        if (queued.message.expiresAt !== undefined && queued.message.expiresAt <= clock.now()) continue;
        const deliveryTag = ++channel.nextTag;
        const { exchange, routingKey } = queued.message.route;
        if (!consumer.noAck) channel.unacked.set(deliveryTag, { ...queued, queue: consumer.queue });
        consumer.onMessage({
          content: queued.content,
          fields: { routingKey, exchange, redelivered: queued.redelivered, deliveryTag },
          properties: queued.properties,
        });
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
      const tags =
        allUpTo === true
          ? [...state.unacked.keys()].filter((tag) => tag <= message.fields.deliveryTag)
          : [message.fields.deliveryTag];
      for (const tag of tags) {
        const held = state.unacked.get(tag);
        if (held === undefined)
          throw new Error(
            `unknown delivery tag ${tag}: it was acknowledged already, or is not of ` +
              `this channel (on RabbitMQ a PRECONDITION_FAILED closes the channel)`,
          );
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
        if (!queues.has(queue))
          throw new Error(`NOT_FOUND - no queue '${queue}'; the sandbox's queues are ${[...queues.keys()].join(", ")}`);
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

  return {
    push(queue, queued) {
      queues.get(queue)!.push(queued);
      schedule();
    },
    channel,
    idle() {
      if (!scheduled && !deliverable() && unackedCount() === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        settled.push(resolve);
        schedule();
      });
    },
    clear() {
      for (const queue of queues.values()) queue.length = 0;
      for (const state of channels) state.unacked.clear();
      wake();
    },
    close() {
      consumers.length = 0;
    },
  };
}
