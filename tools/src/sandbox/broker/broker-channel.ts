// The sandbox's message broker channel: events for native applications (consumer type `None`)
// published to a real AMQP 0-9-1 broker on the exchanges of the AsyncAPI bindings. A message counts
// as published once the broker confirms it (publisher confirms); until then it stays in a bounded
// backlog (tools/src/sandbox/broker/backlog.ts) that survives the broker going away, and, with a state
// folder, the sandbox stopping; it is published again after reconnecting or restarting.
import type { ConfirmChannel } from "amqplib";
import type { components } from "../../../../generated/types/sandbox-control.js";
import { brokerExchanges, brokerQueues, brokerRoutes } from "../../../../src/broker/index.js";
import type { SandboxClock } from "../kernel/clock.js";
import type { Table } from "../kernel/store.js";
import { BrokerBacklog, recordOf, type BacklogEntry, type BrokerRecord } from "./backlog.js";
import { createBrokerConnection, type BrokerConnection, type ConnectionOptions } from "./connection.js";
import { prepareNativeMessage, routeOf, type NativeMessage, type SavedBrokerMessage } from "./native-message.js";
import { createSender, type Sender } from "./sending.js";

export type { BrokerMessageStatus, BrokerRecord } from "./backlog.js";

/** The exchange type, which the reference does not show: the plainest that routes by the routing key. */
export const EXCHANGE_TYPE = "direct";

/**
 * Messages held for one tenant while the broker is away (or has not confirmed them yet), unless `backlogLimit` says
 * otherwise.
 */
export const DEFAULT_BACKLOG_LIMIT = 10_000;

/** Options of {@link openBrokerChannel}. */
export interface BrokerChannelOptions {
  /** `amqp://` or `amqps://` URL of the broker (`--amqp-url`). */
  readonly url: string;
  /** The sandbox's clock: the message timestamp and a remote command's remaining lifetime follow it. */
  readonly clock: SandboxClock;
  /** Receives a line when the broker goes away, comes back, or refuses a message. */
  readonly log: (line: string) => void;
  /**
   * Most messages held unconfirmed for one tenant; a message beyond it is refused and recorded `Overflowed`, and other
   * tenants' messages are not. Default {@link DEFAULT_BACKLOG_LIMIT}.
   */
  readonly backlogLimit?: number;
  /**
   * Real milliseconds before the first reconnection attempt, and before the first resend of a message the broker
   * refused, doubled for each next one. Default 250.
   */
  readonly firstReconnectMs?: number;
  /** Longest real wait between two reconnection attempts. Default 10000. */
  readonly maxReconnectMs?: number;
  /**
   * Told of a message that does not validate against its message type's schemas when it is about to
   * be sent (a bug of the sandbox service that caused it); it is not published. Default: a logged line.
   */
  readonly onInvalid?: (error: Error, record: BrokerRecord) => void;
  /**
   * Where the backlog is held: the sandbox's `broker.backlog` store, which the state folder (`--state-dir`) keeps, read
   * at each use. Default a store of its own.
   */
  readonly table?: () => Table<BacklogEntry>;
  /** How a connection is made. Default amqplib's `connect`. */
  readonly connect?: ConnectionOptions["connect"];
  /**
   * Resolves once every message handed over so far is saved in the state folder; no message is
   * sent before, so an event the broker has is one the saved state has too. Default none: sent at once.
   */
  readonly beforePublish?: () => Promise<void>;
}

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
 * The broker URL is not one, or the broker cannot be reached or refuses the sandbox's exchanges and queues at the
 * start.
 */
export class BrokerStartError extends Error {
  override readonly name = "BrokerStartError";
}

/**
 * The URL with its password replaced by `***`, for logs and errors. The text as given is masked,
 * not the parsed URL's `password`: that one is percent-encoded (`^`, `{`, a space), so it is not
 * found in the text, and a URL that does not parse still has to be shown. Everything from the
 * first `:` of the user info to the last `@` goes, so a password holding `@` or `/` goes whole.
 */
export function maskedUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/?#@]*:).*@/is, "$1***@");
}

function checkUrl(url: unknown): string {
  if (typeof url !== "string" || !URL.canParse(url))
    throw new BrokerStartError(
      `--amqp-url ${JSON.stringify(typeof url === "string" ? maskedUrl(url) : url)}` +
        ` is not a URL (amqp://user:password@host:port/vhost)`,
    );
  const { protocol } = new URL(url);
  if (protocol !== "amqp:" && protocol !== "amqps:")
    throw new BrokerStartError(`--amqp-url ${maskedUrl(url)}: the scheme must be amqp: or amqps:, got ${protocol}`);
  return url;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback;
  if (!Number.isInteger(chosen) || chosen <= 0)
    throw new RangeError(`${name} must be a positive whole number, got ${String(value)}`);
  return chosen;
}

/** Declares every exchange and queue of the generated topology and binds each queue to its exchanges by routing key. */
async function declareTopology(channel: ConfirmChannel): Promise<void> {
  for (const exchange of brokerExchanges) await channel.assertExchange(exchange, EXCHANGE_TYPE, { durable: true });
  for (const queue of brokerQueues)
    await channel.assertQueue(queue.name, { durable: true, arguments: { ...queue.arguments } });
  for (const route of Object.values(brokerRoutes)) {
    if (route.queue !== null) await channel.bindQueue(route.queue, route.exchange, route.routingKey);
  }
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
    this.#sender = createSender({
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
