// What the broker channel is given (--amqp-url and its limits) and how it checks it: a URL that is not an AMQP one,
// or a broker that cannot be reached at the start, is a BrokerStartError that shows the URL with its password hidden.
import type { SandboxClock } from "../kernel/clock.js";
import type { Table } from "../kernel/store.js";
import type { BacklogEntry, BrokerRecord } from "./backlog.js";
import type { ConnectionOptions } from "./connection.js";

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

export function checkUrl(url: unknown): string {
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

export function positive(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback;
  if (!Number.isInteger(chosen) || chosen <= 0)
    throw new RangeError(`${name} must be a positive whole number, got ${String(value)}`);
  return chosen;
}
