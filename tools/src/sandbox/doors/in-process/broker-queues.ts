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

/** What a channel reaches of the queues it consumes from. */
interface ChannelHost {
  queue(name: string): Queued[] | undefined;
  readonly queueNames: readonly string[];
  subscribe(consumer: Omit<Consumer, "tag">): string;
  unsubscribe(tag: string): void;
  /** Dispatches what may go, once this turn's work is done. */
  schedule(): void;
}

/** One consumer's channel, of amqplib's shape: its prefetch, and the deliveries it holds unacknowledged. */
class InProcessChannel implements BrokerConsumeChannel {
  constructor(
    private readonly host: ChannelHost,
    private readonly state: ChannelState,
  ) {}

  async prefetch(count: number): Promise<unknown> {
    this.state.prefetch = count;
    this.host.schedule();
    return {};
  }

  async consume(
    queue: string,
    onMessage: (message: BrokerDelivery | null) => void,
    options?: { noAck?: boolean },
  ): Promise<{ consumerTag: string }> {
    if (this.host.queue(queue) === undefined)
      throw new Error(`NOT_FOUND - no queue '${queue}'; the sandbox's queues are ${this.host.queueNames.join(", ")}`);
    const tag = this.host.subscribe({ queue, onMessage, noAck: options?.noAck === true, channel: this.state });
    this.host.schedule();
    return { consumerTag: tag };
  }

  async cancel(consumerTag: string): Promise<unknown> {
    this.host.unsubscribe(consumerTag);
    this.host.schedule();
    return {};
  }

  ack(message: BrokerDelivery, allUpTo?: boolean): void {
    this.#settle(message, allUpTo, false);
  }

  nack(message: BrokerDelivery, allUpTo?: boolean, requeue = true): void {
    this.#settle(message, allUpTo, requeue);
  }

  #settle(message: BrokerDelivery, allUpTo: boolean | undefined, requeue: boolean): void {
    const { unacked } = this.state;
    const tags =
      allUpTo === true
        ? [...unacked.keys()].filter((tag) => tag <= message.fields.deliveryTag)
        : [message.fields.deliveryTag];
    for (const tag of tags) {
      const held = unacked.get(tag);
      if (held === undefined)
        throw new Error(
          `unknown delivery tag ${tag}: it was acknowledged already, or is not of ` +
            `this channel (on RabbitMQ a PRECONDITION_FAILED closes the channel)`,
        );
      unacked.delete(tag);
      if (requeue) this.host.queue(held.queue)!.unshift({ ...held, redelivered: true });
    }
    this.host.schedule();
  }
}

class InProcessQueues implements BrokerQueues, ChannelHost {
  readonly #queues = new Map<string, Queued[]>(brokerQueues.map((queue) => [queue.name, []]));
  readonly #consumers: Consumer[] = [];
  readonly #channels = new Set<ChannelState>();
  #consumerTags = 0;
  #scheduled = false;
  #settled: (() => void)[] = [];

  constructor(private readonly clock: SandboxClock) {}

  get queueNames(): readonly string[] {
    return [...this.#queues.keys()];
  }

  queue(name: string): Queued[] | undefined {
    return this.#queues.get(name);
  }

  subscribe(consumer: Omit<Consumer, "tag">): string {
    const tag = `in-process-${++this.#consumerTags}`;
    this.#consumers.push({ tag, ...consumer });
    return tag;
  }

  unsubscribe(tag: string): void {
    const at = this.#consumers.findIndex((c) => c.tag === tag);
    if (at !== -1) this.#consumers.splice(at, 1);
  }

  schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => this.#dispatch());
  }

  push(queue: string, queued: Queued): void {
    this.#queues.get(queue)!.push(queued);
    this.schedule();
  }

  channel(): BrokerConsumeChannel {
    const state: ChannelState = { prefetch: 0, nextTag: 0, unacked: new Map() };
    this.#channels.add(state);
    return new InProcessChannel(this, state);
  }

  idle(): Promise<void> {
    if (!this.#scheduled && !this.#deliverable() && this.#unackedCount() === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.#settled.push(resolve);
      this.schedule();
    });
  }

  clear(): void {
    for (const queue of this.#queues.values()) queue.length = 0;
    for (const state of this.#channels) state.unacked.clear();
    this.#wake();
  }

  close(): void {
    this.#consumers.length = 0;
  }

  #unackedCount(): number {
    return [...this.#channels].reduce((sum, channel) => sum + channel.unacked.size, 0);
  }

  #deliverable(): boolean {
    return this.#consumers.some(
      (c) =>
        (this.#queues.get(c.queue)?.length ?? 0) > 0 &&
        (c.channel.prefetch === 0 || c.channel.unacked.size < c.channel.prefetch),
    );
  }

  #wake(): void {
    if (!this.#deliverable() && this.#unackedCount() === 0) {
      const waiting = this.#settled;
      this.#settled = [];
      for (const resolve of waiting) resolve();
    }
  }

  /**
   * Hands each queue's messages to its consumers in turn, within their channel's prefetch; expired commands are dropped
   * as the broker's TTL drops them.
   */
  #dispatch(): void {
    this.#scheduled = false;
    for (const consumer of this.#consumers) {
      const queue = this.#queues.get(consumer.queue);
      const { channel } = consumer;
      while (
        queue !== undefined &&
        queue.length > 0 &&
        (channel.prefetch === 0 || channel.unacked.size < channel.prefetch)
      ) {
        const queued = queue.shift()!;
        if (queued.message.expiresAt !== undefined && queued.message.expiresAt <= this.clock.now()) continue;
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
    this.#wake();
  }
}

export function createBrokerQueues(clock: SandboxClock): BrokerQueues {
  return new InProcessQueues(clock);
}
