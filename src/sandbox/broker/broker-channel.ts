// The sandbox's message broker channel: events for native applications (consumer type `None`)
// published to a real AMQP 0-9-1 broker on the exchanges of the AsyncAPI bindings. A message counts
// as published once the broker confirms it (publisher confirms); until then it stays in a bounded
// backlog (src/sandbox/broker/backlog.ts) that survives the broker going away, and, with a state
// folder, the sandbox stopping; it is published again after reconnecting or restarting.
import { connect, type ChannelModel, type ConfirmChannel } from "amqplib";
import type { components } from "../../../generated/types/sandbox-control.js";
import { brokerExchanges, brokerQueues, brokerRoutes } from "../../broker/index.js";
import type { SandboxClock } from "../clock.js";
import { BrokerBacklog, encodedOf, recordOf, type BacklogEntry, type BrokerRecord } from "./backlog.js";
import { prepareNativeMessage, propertiesAt, routeOf, type EncodedMessage, type NativeMessage, type SavedBrokerMessage } from "./native-message.js";

export type { BrokerMessageStatus, BrokerRecord } from "./backlog.js";

/** The exchange type, which the reference does not show: the plainest that routes by the routing key. */
export const EXCHANGE_TYPE = "direct";

/** Messages held for one tenant while the broker is away (or has not confirmed them yet), unless `backlogLimit` says otherwise. */
export const DEFAULT_BACKLOG_LIMIT = 10_000;

// Messages sent but not yet confirmed at one time: enough to keep the broker busy, small enough
// that a lost connection sends little twice.
const CONFIRM_WINDOW = 500;

// Messages checked, encoded and sent in one turn of the event loop: a burst of events goes out
// between the sandbox's requests, not in one block that holds their answers up (measured with the
// bench's broker ratio: 25 gave 0.89-0.92x where 100 gave 0.63-0.88x).
const SEND_CHUNK = 25;

// Longest real wait on stop for the broker's confirms of messages already sent.
const CLOSE_WAIT_MS = 5_000;

// Longest silence while connecting (TCP and the AMQP handshake): a paused broker, or a port that
// takes the connection and never speaks AMQP, must refuse the start and not hold a reconnection up.
const CONNECT_TIMEOUT_MS = 10_000;

/** Options of {@link openBrokerChannel}. */
export interface BrokerChannelOptions {
  /** `amqp://` or `amqps://` URL of the broker (`--amqp-url`). */
  readonly url: string;
  /** The sandbox's clock: the message timestamp and a remote command's remaining lifetime follow it. */
  readonly clock: SandboxClock;
  /** Receives a line when the broker goes away, comes back, or refuses a message. */
  readonly log: (line: string) => void;
  /** Most messages held unconfirmed for one tenant; a message beyond it is refused and recorded `Overflowed`, and other tenants' messages are not. Default {@link DEFAULT_BACKLOG_LIMIT}. */
  readonly backlogLimit?: number;
  /** Real milliseconds before the first reconnection attempt, and before the first resend of a message the broker refused, doubled for each next one. Default 250. */
  readonly firstReconnectMs?: number;
  /** Longest real wait between two reconnection attempts. Default 10000. */
  readonly maxReconnectMs?: number;
  /**
   * Told of a message that does not validate against its message type's schemas when it is about to
   * be sent (a bug of the sandbox service that caused it); it is not published. Default: a logged line.
   */
  readonly onInvalid?: (error: Error, record: BrokerRecord) => void;
  /** Told the messageId of every message that enters or leaves the backlog, so the state folder (`--state-dir`) keeps the backlog. Default none. */
  readonly onChange?: (messageId: string) => void;
  /**
   * Resolves once every message handed over so far is saved in the state folder; no message is
   * sent before, so an event the broker has is one the saved state has too. Default none: sent at once.
   */
  readonly beforePublish?: () => Promise<void>;
}

/** Counts since the start, as the control API's overview shows them; `overflowed` and `unrouted` are messages that never reached the broker. */
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
  /** Resolves once the backlog is empty: every message handed over so far is confirmed by the broker (for tests, instead of sleeping). */
  idle(): Promise<void>;
  /** The backlog's message with this id as the state folder keeps it; undefined once it left the backlog. */
  save(messageId: string): SavedBrokerMessage | undefined;
  /** Every message of the backlog, oldest first. */
  saveAll(): SavedBrokerMessage[];
  /** Drops every message held (a reset of the sandbox: they belong to a state that is gone); those already sent may still reach the broker. */
  clear(): void;
  /** Takes back the backlog a state folder kept (at the start, before any new message) and publishes it, oldest first, with the same messageIds. */
  restore(saved: readonly SavedBrokerMessage[]): void;
  /**
   * Publishes what it can of the backlog while connected, then closes; what stays unpublished is
   * logged with its count (and stays in the backlog for the state folder to keep).
   */
  close(): Promise<void>;
}

/** The broker URL is not one, or the broker cannot be reached or refuses the sandbox's exchanges and queues at the start. */
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
  if (typeof url !== "string" || !URL.canParse(url)) throw new BrokerStartError(`--amqp-url ${JSON.stringify(typeof url === "string" ? maskedUrl(url) : url)} is not a URL (amqp://user:password@host:port/vhost)`);
  const { protocol } = new URL(url);
  if (protocol !== "amqp:" && protocol !== "amqps:") throw new BrokerStartError(`--amqp-url ${maskedUrl(url)}: the scheme must be amqp: or amqps:, got ${protocol}`);
  return url;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback;
  if (!Number.isInteger(chosen) || chosen <= 0) throw new RangeError(`${name} must be a positive whole number, got ${String(value)}`);
  return chosen;
}

/** Declares every exchange and queue of the generated topology and binds each queue to its exchanges by routing key. */
async function declareTopology(channel: ConfirmChannel): Promise<void> {
  for (const exchange of brokerExchanges) await channel.assertExchange(exchange, EXCHANGE_TYPE, { durable: true });
  for (const queue of brokerQueues) await channel.assertQueue(queue.name, { durable: true, arguments: { ...queue.arguments } });
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
  const shown = maskedUrl(url);
  const { clock, log, beforePublish } = options;
  const invalid =
    options.onInvalid ?? ((error: Error, record: BrokerRecord) => log(`sandbox: ${record.messageType} ${record.messageId} for source ${record.sourceId} is not published: ${error.message}`));
  const backlog = new BrokerBacklog(positive("backlogLimit", options.backlogLimit, DEFAULT_BACKLOG_LIMIT), options.onChange);
  const firstReconnectMs = positive("firstReconnectMs", options.firstReconnectMs, 250);
  const maxReconnectMs = positive("maxReconnectMs", options.maxReconnectMs, 10_000);

  let connection: ChannelModel | undefined;
  let channel: ConfirmChannel | undefined;
  let published = 0;
  let overflowed = 0;
  let unrouted = 0;
  const unroutedTypes = new Set<string>();
  let lastError: string | null = null;
  // Closing: no new message is taken and no reconnection made, while what is held is still sent.
  let closing = false;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectAttempt = 0;
  let idleWaiters: (() => void)[] = [];
  let flushPlanned = false;
  let saving = false;
  // Refusals (nacks) in a row: sending pauses for a backoff after each, so a broker that refuses a
  // message is not sent it again in a tight loop, and the message keeps its place first in line.
  let refusals = 0;
  let refusalTimer: NodeJS.Timeout | undefined;
  let stopped: Promise<void> | undefined;

  function settleIdle(): void {
    if (backlog.size > 0 && !closed) return;
    releaseIdleWaiters();
  }

  function releaseIdleWaiters(): void {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  // Messages are sent once per turn of the event loop, all that arrived in it together: the service
  // that caused them answers without waiting for AMQP, and a burst is written in few socket writes.
  function planFlush(): void {
    if (flushPlanned || closed || refusalTimer !== undefined) return;
    flushPlanned = true;
    setImmediate(() => {
      flushPlanned = false;
      flush();
      saveThenSend();
    });
  }

  function saveThenSend(): void {
    if (beforePublish === undefined || saving || closed) return;
    const batch = backlog.takeUnsaved();
    if (batch.length === 0) return;
    saving = true;
    const sendBatch = () => {
      saving = false;
      backlog.makeReady(batch);
      planFlush();
    };
    beforePublish().then(sendBatch, (error: unknown) => {
      // An event held back because the disk failed would be lost for the consumer as well: it is sent.
      lastError = `the backlog could not be saved: ${(error as Error).message}`;
      log(`sandbox: ${batch.length} message(s) for the message broker ${shown} could not be saved in the state folder (${(error as Error).message}); publishing them unsaved`);
      sendBatch();
    });
  }

  function confirmed(entry: BacklogEntry, error: unknown): void {
    if (error !== null && error !== undefined) {
      // A confirm for a message already given back (its connection was lost) changes nothing.
      if (backlog.giveBack(entry) && refusalTimer === undefined) {
        const delayMs = Math.min(maxReconnectMs, firstReconnectMs * 2 ** refusals);
        refusals += 1;
        lastError = `the broker refused ${entry.message.messageId}: ${error instanceof Error ? error.message : String(error)}`;
        log(`sandbox: the message broker ${shown} refused ${entry.message.messageType} ${entry.message.messageId} for source ${entry.message.sourceId}; sending again in ${delayMs} ms`);
        refusalTimer = setTimeout(() => {
          refusalTimer = undefined;
          planFlush();
        }, delayMs);
      }
      return;
    }
    if (!backlog.confirmed(entry)) return;
    refusals = 0;
    published += 1;
    planFlush();
    settleIdle();
  }

  function flush(): void {
    for (let sent = 0; channel !== undefined && refusalTimer === undefined && backlog.sent < CONFIRM_WINDOW; sent++) {
      if (sent === SEND_CHUNK) {
        planFlush();
        return;
      }
      const entry = backlog.next();
      if (entry === undefined) return;
      const { message } = entry;
      // RabbitMQ hands a message with expiration "0" to a consumer that is waiting: a remote command
      // whose hour passed while it was held (broker away, sandbox stopped) must not be sent at all.
      if (message.expiresAt !== undefined && message.expiresAt <= clock.now()) {
        backlog.drop(entry);
        log(`sandbox: ${message.messageType} ${message.messageId} for source ${message.sourceId} is not published: it expired at ${new Date(message.expiresAt).toISOString()} (sandbox time) before the broker took it`);
        settleIdle();
        continue;
      }
      let encoded: EncodedMessage;
      try {
        encoded = encodedOf(entry);
      } catch (error) {
        backlog.drop(entry);
        invalid(error as Error, entry.record);
        settleIdle();
        continue;
      }
      let room: boolean;
      try {
        room = channel.publish(message.route.exchange, message.route.routingKey, encoded.content, propertiesAt(message, encoded, clock.now()), (error) => confirmed(entry, error));
      } catch (error) {
        // The channel closed under us: the connection's close event reconnects.
        lastError = (error as Error).message;
        backlog.giveBack(entry);
        return;
      }
      if (!room) return;
    }
  }

  function lost(from: ChannelModel, reason: string): void {
    if (from !== connection) return;
    connection = undefined;
    channel = undefined;
    // The broker may or may not hold these: they are sent again (with the same messageId).
    backlog.giveBackAll();
    if (closing) {
      // Nothing more can be sent before the stop.
      releaseIdleWaiters();
      return;
    }
    lastError = reason;
    log(`sandbox: the message broker ${shown} went away (${reason}); ${backlog.size} message(s) held, reconnecting`);
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    const delayMs = Math.min(maxReconnectMs, firstReconnectMs * 2 ** reconnectAttempt);
    reconnectAttempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connectOnce().then(
        () => {
          reconnectAttempt = 0;
          log(`sandbox: the message broker ${shown} is back; publishing ${backlog.size} held message(s)`);
        },
        (error: unknown) => {
          lastError = (error as Error).message;
          if (!closing) scheduleReconnect();
        },
      );
    }, delayMs);
  }

  async function connectOnce(): Promise<void> {
    const model = await connect(url, { clientProperties: { connection_name: "integration-contracts sandbox" }, timeout: CONNECT_TIMEOUT_MS });
    // Without listeners an 'error' event would end the sandbox; the 'close' that follows reconnects.
    model.on("error", (error: Error) => (lastError = error.message));
    try {
      const confirmChannel = await model.createConfirmChannel();
      // The broker's reason for closing the channel, which the connection's own close does not carry.
      let refusal: string | undefined;
      confirmChannel.on("error", (error: Error) => (lastError = refusal = error.message));
      // A channel closed by the broker (a refused publish) takes the connection with it, so one path reconnects.
      confirmChannel.on("close", () => void model.close().catch(() => undefined));
      confirmChannel.on("drain", flush);
      await declareTopology(confirmChannel);
      if (closing) throw new Error("the broker channel was closed while connecting");
      model.on("close", (error?: Error) => lost(model, error?.message ?? refusal ?? "connection closed"));
      connection = model;
      channel = confirmChannel;
    } catch (error) {
      await model.close().catch(() => undefined);
      throw error;
    }
    planFlush();
  }

  try {
    await connectOnce();
  } catch (error) {
    throw new BrokerStartError(`--amqp-url ${shown}: ${(error as Error).message}`);
  }

  return {
    publish(message) {
      if (closing) throw new Error("the broker channel is closed");
      const route = routeOf(message.messageType);
      if (route === undefined) {
        unrouted += 1;
        if (!unroutedTypes.has(message.messageType)) {
          unroutedTypes.add(message.messageType);
          log(`sandbox: ${message.messageType} is not published on the message broker: the reference does not show its exchange`);
        }
        return undefined;
      }
      const prepared = prepareNativeMessage(message, route, clock.now());
      if (backlog.fullFor(prepared.tenantId)) {
        overflowed += 1;
        log(`sandbox: message broker backlog of tenant ${prepared.tenantId} full (${backlog.limit}): ${prepared.messageType} ${prepared.messageId} for source ${prepared.sourceId} is not published (${overflowed} so far)`);
        return recordOf(prepared, "Overflowed");
      }
      const entry = backlog.hold(prepared, beforePublish !== undefined);
      planFlush();
      return entry.record;
    },
    status() {
      return { url: shown, connected: channel !== undefined, published, backlog: backlog.size, backlogLimit: backlog.limit, overflowed, unrouted, lastError };
    },
    idle() {
      if (backlog.size === 0 || closed) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    save: (messageId) => backlog.save(messageId),
    saveAll: () => backlog.saveAll(),
    clear() {
      const dropped = backlog.clear();
      if (dropped > 0) log(`sandbox: reset: ${dropped} message(s) held for the message broker ${shown} are dropped`);
      settleIdle();
    },
    restore(saved) {
      for (const one of backlog.restore(saved)) log(`sandbox: the saved ${one.messageType} ${one.messageId} for source ${one.sourceId} is not published: this sandbox has no exchange for its message type`);
      if (saved.length > 0) log(`sandbox: ${backlog.size} message(s) for the message broker ${shown} kept by the state folder are published again`);
      planFlush();
    },
    close() {
      stopped ??= stop();
      return stopped;
    },
  };

  async function stop(): Promise<void> {
    closing = true;
    if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
    // While connected, what is held is sent and confirmed first; a broker that stopped answering
    // without closing the connection must not hold the stop up.
    if (channel !== undefined && backlog.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
      await Promise.race([new Promise<void>((resolve) => idleWaiters.push(resolve)), bound]);
      clearTimeout(timer);
    }
    closed = true;
    const model = connection;
    connection = undefined;
    channel = undefined;
    if (model !== undefined) await model.close().catch(() => undefined);
    const left = backlog.size;
    if (left > 0) {
      const kept = options.onChange === undefined ? "" : "; the state folder keeps them and they are published after the restart";
      log(`sandbox: ${left} message(s) for the message broker ${shown} were not published before the sandbox stopped${kept}`);
    }
    if (refusalTimer !== undefined) clearTimeout(refusalTimer);
    settleIdle();
  }
}
