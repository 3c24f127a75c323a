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

export function createSender(options: SenderOptions): Sender {
  const { backlog, clock, log, shown, beforePublish } = options;
  let planned = false;
  let saving = false;

  // The service that caused the messages answers without waiting for AMQP, and a burst is written in few socket writes.
  function plan(): void {
    const { state } = options.connection();
    if (planned || state === "closed" || state === "blocked") return;
    planned = true;
    setImmediate(() => {
      planned = false;
      flush();
      saveThenSend();
    });
  }

  function saveThenSend(): void {
    if (beforePublish === undefined || saving || options.connection().state === "closed") return;
    const batch = backlog.takeUnsaved();
    if (batch.length === 0) return;
    saving = true;
    const sendBatch = () => {
      saving = false;
      backlog.makeReady(batch);
      plan();
    };
    beforePublish().then(sendBatch, (error: unknown) => {
      // An event held back because the disk failed would be lost for the consumer as well: it is sent.
      options.connection().lastError = `the backlog could not be saved: ${(error as Error).message}`;
      log(
        `sandbox: ${batch.length} message(s) for the message broker ${shown} could not be ` +
          `saved in the state folder (${(error as Error).message}); publishing them unsaved`,
      );
      sendBatch();
    });
  }

  function confirmed(entry: BacklogEntry, error: unknown): void {
    const connection = options.connection();
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
    plan();
    options.left(true);
  }

  /** Sends one message; false when the channel takes no more now. */
  function sendOne(entry: BacklogEntry): boolean {
    const { message } = entry;
    const connection = options.connection();
    // RabbitMQ hands a message with expiration "0" to a consumer that is waiting: a remote command
    // whose hour passed while it was held (broker away, sandbox stopped) must not be sent at all.
    if (message.expiresAt !== undefined && message.expiresAt <= clock.now()) {
      backlog.drop(entry);
      log(
        `sandbox: ${message.messageType} ${message.messageId} for ` +
          `source ${message.sourceId} is not published: it expired ` +
          `at ${new Date(message.expiresAt).toISOString()} (sandbox time) before ` +
          `the broker took it`,
      );
      options.left(false);
      return true;
    }
    let encoded: EncodedMessage;
    try {
      encoded = encodedOf(entry);
    } catch (error) {
      backlog.drop(entry);
      options.invalid(error as Error, entry.record);
      options.left(false);
      return true;
    }
    try {
      return connection.sendable!.publish(
        message.route.exchange,
        message.route.routingKey,
        encoded.content,
        propertiesAt(message, encoded, clock.now()),
        (error) => confirmed(entry, error),
      );
    } catch (error) {
      // The channel closed under us: the connection's close event reconnects.
      connection.lastError = (error as Error).message;
      backlog.giveBack(entry);
      return false;
    }
  }

  function flush(): void {
    for (let sent = 0; options.connection().sendable !== undefined && backlog.sent < CONFIRM_WINDOW; sent++) {
      if (sent === SEND_CHUNK) {
        plan();
        return;
      }
      const entry = backlog.next();
      if (entry === undefined || !sendOne(entry)) return;
    }
  }

  return { plan, flush };
}
