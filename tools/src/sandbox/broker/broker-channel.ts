// The sandbox's message broker channel: events for native applications (consumer type `None`)
// published to a real AMQP 0-9-1 broker on the exchanges of the AsyncAPI bindings. A message counts
// as published once the broker confirms it (publisher confirms); until then it stays in a bounded
// backlog (tools/src/sandbox/broker/backlog.ts) that survives the broker going away, and, with a state
// folder, the sandbox stopping; it is published again after reconnecting or restarting.
import type { components } from "../../../../generated/types/sandbox-control.js";
import { BrokerBacklog, recordOf, type BrokerRecord } from "./backlog.js";
import {
  BrokerStartError,
  checkUrl,
  DEFAULT_BACKLOG_LIMIT,
  maskedUrl,
  positive,
  type BrokerChannelOptions,
} from "./channel-settings.js";
import { createBrokerConnection, type BrokerConnection } from "./connection.js";
import { prepareNativeMessage, routeOf, type NativeMessage, type SavedBrokerMessage } from "./native-message.js";
import { BacklogSender, type Sender } from "./sending.js";
import { declareTopology } from "./topology.js";

export type { BrokerMessageStatus, BrokerRecord } from "./backlog.js";

/**
 * Counts since the start, as the control API's overview shows them; `overflowed` and `unrouted` are messages that never
 * reached the broker.
 */
export type BrokerStatus = components["schemas"]["SandboxBrokerStatus"];

/** The sandbox's connection to the message broker. */
export interface BrokerChannel {
  /**
   * Publishes an event for a native data source to its exchange (routing key: the message type):
   * it is held in the backlog at once, then checked against its schemas, encoded and sent in the
   * background. Undefined when the message type has no exchange in the reference; the record otherwise.
   */
  publish(message: NativeMessage): BrokerRecord | undefined;
  status(): BrokerStatus;
  /**
   * Resolves once the backlog is empty: every message handed over so far is confirmed by the broker (for tests, instead
   * of sleeping).
   */
  idle(): Promise<void>;
  /** The backlog's message with this id as the state folder keeps it; undefined once it left the backlog. */
  save(messageId: string): SavedBrokerMessage | undefined;
  /** Every message of the backlog, oldest first. */
  saveAll(): SavedBrokerMessage[];
  /**
   * Drops every message held (a reset of the sandbox: they belong to a state that is gone); those already sent may
   * still reach the broker.
   */
  clear(): void;
  /**
   * Takes back saved messages (at the start, before any new message) and publishes them, oldest first, with the same
   * messageIds.
   */
  restore(saved: readonly SavedBrokerMessage[]): void;
  /** Publishes what its store holds after a restart or a restore, oldest first, with the same messageIds. */
  resume(): void;
  /**
   * Publishes what it can of the backlog while connected, then closes; what stays unpublished is
   * logged with its count (and stays in the backlog for the state folder to keep).
   */
  close(): Promise<void>;
}

/**
 * Connects to the broker, declares the exchanges and queues, and resolves with the channel.
 * @throws BrokerStartError naming the URL (password hidden) when it is not an AMQP URL, the broker
 * cannot be reached, or it refuses a declaration (a queue that exists with other arguments)
 */
export async function openBrokerChannel(options: BrokerChannelOptions): Promise<BrokerChannel> {
  const url = checkUrl(options.url);
  const channel = new SandboxBrokerChannel(options, url);
  try {
    await channel.connection.start();
  } catch (error) {
    throw new BrokerStartError(`--amqp-url ${maskedUrl(url)}: ${(error as Error).message}`);
  }
  return channel;
}

class SandboxBrokerChannel implements BrokerChannel {
  readonly connection: BrokerConnection;
  readonly #options: BrokerChannelOptions;
  readonly #shown: string;
  readonly #backlog: BrokerBacklog;
  readonly #sender: Sender;
  readonly #counts = { published: 0, overflowed: 0, unrouted: 0 };
  readonly #unroutedTypes = new Set<string>();
  #waiters: (() => void)[] = [];
  #stopped: Promise<void> | undefined;

  constructor(options: BrokerChannelOptions, url: string) {
    this.#options = options;
    const shown = (this.#shown = maskedUrl(url));
    const { clock, log } = options;
    const backlog = (this.#backlog = new BrokerBacklog(
      positive("backlogLimit", options.backlogLimit, DEFAULT_BACKLOG_LIMIT),
      options.table,
    ));
    this.connection = createBrokerConnection({
      url,
      shown,
      log,
      firstReconnectMs: positive("firstReconnectMs", options.firstReconnectMs, 250),
      maxReconnectMs: positive("maxReconnectMs", options.maxReconnectMs, 10_000),
      declare: declareTopology,
      held: () => backlog.size,
      ready: () => this.#sender.plan(),
      lost: () => {
        // The broker may or may not hold these: they are sent again (with the same messageId).
        backlog.giveBackAll();
        if (this.connection.state === "closing") this.#release();
      },
      drain: () => this.#sender.flush(),
      ...(options.connect === undefined ? {} : { connect: options.connect }),
    });
    this.#sender = new BacklogSender({
      backlog,
      connection: () => this.connection,
      clock,
      log,
      shown,
      invalid:
        options.onInvalid ??
        ((error, record) =>
          log(
            `sandbox: ${record.messageType} ${record.messageId} for ` +
              `source ${record.sourceId} is not published: ${error.message}`,
          )),
      beforePublish: options.beforePublish,
      left: (published) => {
        if (published) this.#counts.published += 1;
        this.#settle();
      },
    });
  }

  publish(message: NativeMessage): BrokerRecord | undefined {
    const { log, clock } = this.#options;
    if (this.connection.state === "closing" || this.connection.state === "closed")
      throw new Error("the broker channel is closed");
    const route = routeOf(message.messageType);
    if (route === undefined) {
      this.#counts.unrouted += 1;
      if (!this.#unroutedTypes.has(message.messageType)) {
        this.#unroutedTypes.add(message.messageType);
        log(
          `sandbox: ${message.messageType} is not published on the ` +
            `message broker: the reference does not show its exchange`,
        );
      }
      return undefined;
    }
    const prepared = prepareNativeMessage(message, route, clock.now());
    if (this.#backlog.fullFor(prepared.tenantId)) {
      this.#counts.overflowed += 1;
      log(
        `sandbox: message broker backlog of tenant ${prepared.tenantId} full ` +
          `(${this.#backlog.limit}): ${prepared.messageType} ${prepared.messageId} for ` +
          `source ${prepared.sourceId} is not published (${this.#counts.overflowed} so far)`,
      );
      return recordOf(prepared, "Overflowed");
    }
    const entry = this.#backlog.hold(prepared, this.#options.beforePublish !== undefined);
    this.#sender.plan();
    return entry.record;
  }

  status(): BrokerStatus {
    const backlog = this.#backlog;
    return {
      url: this.#shown,
      connected: this.connection.connected,
      ...this.#counts,
      backlog: backlog.size,
      backlogLimit: backlog.limit,
      lastError: this.connection.lastError,
    };
  }

  idle(): Promise<void> {
    if (this.#backlog.size === 0 || this.connection.state === "closed") return Promise.resolve();
    return new Promise<void>((resolve) => this.#waiters.push(resolve));
  }

  save(messageId: string): SavedBrokerMessage | undefined {
    return this.#backlog.save(messageId);
  }

  saveAll(): SavedBrokerMessage[] {
    return this.#backlog.saveAll();
  }

  clear(): void {
    const dropped = this.#backlog.clear();
    if (dropped > 0)
      this.#options.log(`sandbox: reset: ${dropped} message(s) held for the message broker ${this.#shown} are dropped`);
    this.#settle();
  }

  restore(saved: readonly SavedBrokerMessage[]): void {
    const { log } = this.#options;
    for (const one of this.#backlog.restore(saved))
      log(
        `sandbox: the saved ${one.messageType} ${one.messageId} for ` +
          `source ${one.sourceId} is not published: this sandbox has no exchange for its ` +
          `message type`,
      );
    if (saved.length > 0)
      log(
        `sandbox: ${this.#backlog.size} message(s) for the message ` +
          `broker ${this.#shown} kept by the state folder are published again`,
      );
    this.#sender.plan();
  }

  resume(): void {
    const held = this.#backlog.resume();
    if (held > 0)
      this.#options.log(
        `sandbox: ${held} message(s) for the message ` +
          `broker ${this.#shown} kept by the state folder are ` +
          `published again`,
      );
    this.#sender.plan();
  }

  close(): Promise<void> {
    this.#stopped ??= this.#stop();
    return this.#stopped;
  }

  async #stop(): Promise<void> {
    await this.connection.close(() => this.idle());
    const left = this.#backlog.size;
    if (left > 0) {
      const kept =
        this.#options.beforePublish === undefined
          ? ""
          : "; the state folder keeps them and they are published after the restart";
      this.#options.log(
        `sandbox: ${left} message(s) for the message ` +
          `broker ${this.#shown} were not published before the sandbox ` +
          `stopped${kept}`,
      );
    }
    this.#settle();
  }

  #release(): void {
    const waiting = this.#waiters;
    this.#waiters = [];
    for (const resolve of waiting) resolve();
  }

  #settle(): void {
    if (this.#backlog.size === 0 || this.connection.state === "closed") this.#release();
  }
}
