// Sending the backlog on the broker connection: once per turn of the event loop, in chunks, within
// a window of unconfirmed messages; with a state folder a message is sent only once it is saved; a
// refused message is sent again after the connection's backoff, first in line.
import type { SandboxClock } from "../kernel/clock.js";
import { encodedOf, type BacklogEntry, type BrokerBacklog, type BrokerRecord } from "./backlog.js";
import type { BrokerConnection } from "./connection.js";
import { propertiesAt, type EncodedMessage } from "./native-message.js";

// Messages sent but not yet confirmed at one time: enough to keep the broker busy, small enough
// that a lost connection sends little twice.
const CONFIRM_WINDOW = 500;

// Messages checked, encoded and sent in one turn of the event loop: a burst of events goes out
// between the sandbox's requests, not in one block that holds their answers up (measured with the
// bench's broker ratio: 25 gave 0.89-0.92x where 100 gave 0.63-0.88x).
const SEND_CHUNK = 25;

export interface SenderOptions {
  readonly backlog: BrokerBacklog;
  readonly connection: () => BrokerConnection;
  readonly clock: SandboxClock;
  readonly log: (line: string) => void;
  /** The broker's URL as logs show it. */
  readonly shown: string;
  /** Told of a message that does not validate against its schemas; it is not published. */
  readonly invalid: (error: Error, record: BrokerRecord) => void;
  /** Resolves once every message handed over so far is saved; undefined: sent at once. */
  readonly beforePublish: (() => Promise<void>) | undefined;
  /** A message left the backlog: confirmed (`published`) or dropped. */
  readonly left: (published: boolean) => void;
}

export interface Sender {
  /** Sends what may go, in the next turn of the event loop (all that arrived in this one together). */
  plan(): void;
  /** Sends what may go now (the channel drained). */
  flush(): void;
}

/** The sender of one broker channel: what is planned or being saved, over the channel's backlog and connection. */
export class BacklogSender implements Sender {
  readonly #options: SenderOptions;
  #planned = false;
  #saving = false;

  constructor(options: SenderOptions) {
    this.#options = options;
  }

  // The service that caused the messages answers without waiting for AMQP, and a burst is written in few socket writes.
  plan(): void {
    const { state } = this.#options.connection();
    if (this.#planned || state === "closed" || state === "blocked") return;
    this.#planned = true;
    setImmediate(() => {
      this.#planned = false;
      this.flush();
      this.#saveThenSend();
    });
  }

  flush(): void {
    const { backlog, connection } = this.#options;
    for (let sent = 0; connection().sendable !== undefined && backlog.sent < CONFIRM_WINDOW; sent++) {
      if (sent === SEND_CHUNK) {
        this.plan();
        return;
      }
      const entry = backlog.next();
      if (entry === undefined || !this.#sendOne(entry)) return;
    }
  }

  #saveThenSend(): void {
    const { backlog, beforePublish, log, shown } = this.#options;
    if (beforePublish === undefined || this.#saving || this.#options.connection().state === "closed") return;
    const batch = backlog.takeUnsaved();
    if (batch.length === 0) return;
    this.#saving = true;
    const sendBatch = () => {
      this.#saving = false;
      backlog.makeReady(batch);
      this.plan();
    };
    beforePublish().then(sendBatch, (error: unknown) => {
      // An event held back because the disk failed would be lost for the consumer as well: it is sent.
      this.#options.connection().lastError = `the backlog could not be saved: ${(error as Error).message}`;
      log(
        `sandbox: ${batch.length} message(s) for the message broker ${shown} could not be ` +
          `saved in the state folder (${(error as Error).message}); publishing them unsaved`,
      );
      sendBatch();
    });
  }

  #confirmed(entry: BacklogEntry, error: unknown): void {
    const { backlog, log, shown } = this.#options;
    const connection = this.#options.connection();
    if (error !== null && error !== undefined) {
      // A confirm for a message already given back (its connection was lost) changes nothing.
      if (!backlog.giveBack(entry)) return;
      const delayMs = connection.refused();
      if (delayMs === undefined) return;
      connection.lastError =
        `the broker refused ${entry.message.messageId}` +
        `: ${error instanceof Error ? error.message : JSON.stringify(error)}`;
      log(
        `sandbox: the message broker ${shown} refused ${entry.message.messageType}` +
          ` ${entry.message.messageId} for source ${entry.message.sourceId}; sending again ` +
          `in ${delayMs} ms`,
      );
      return;
    }
    if (!backlog.confirmed(entry)) return;
    connection.accepted();
    this.plan();
    this.#options.left(true);
  }

  /** Sends one message; false when the channel takes no more now. */
  #sendOne(entry: BacklogEntry): boolean {
    const { backlog, clock } = this.#options;
    const { message } = entry;
    const connection = this.#options.connection();
    if (this.#expired(entry)) return true;
    let encoded: EncodedMessage;
    try {
      encoded = encodedOf(entry);
    } catch (error) {
      backlog.drop(entry);
      this.#options.invalid(error as Error, entry.record);
      this.#options.left(false);
      return true;
    }
    try {
      return connection.sendable!.publish(
        message.route.exchange,
        message.route.routingKey,
        encoded.content,
        propertiesAt(message, encoded, clock.now()),
        (error) => this.#confirmed(entry, error),
      );
    } catch (error) {
      // The channel closed under us: the connection's close event reconnects.
      connection.lastError = (error as Error).message;
      backlog.giveBack(entry);
      return false;
    }
  }

  /** Drops the message when its lifetime ended before the broker took it, and says so. */
  #expired(entry: BacklogEntry): boolean {
    const { backlog, clock, log } = this.#options;
    const { message } = entry;
    // RabbitMQ hands a message with expiration "0" to a consumer that is waiting: a remote command
    // whose hour passed while it was held (broker away, sandbox stopped) must not be sent at all.
    if (message.expiresAt === undefined || message.expiresAt > clock.now()) return false;
    backlog.drop(entry);
    log(
      `sandbox: ${message.messageType} ${message.messageId} for ` +
        `source ${message.sourceId} is not published: it expired ` +
        `at ${new Date(message.expiresAt).toISOString()} (sandbox time) before ` +
        `the broker took it`,
    );
    this.#options.left(false);
    return true;
  }
}
