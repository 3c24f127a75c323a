// The broker channel's connection, as a state machine: connecting, open, blocked (the broker refused
// a message: sending pauses for a backoff), away (the connection is gone: reconnecting after a
// backoff), closing (the sandbox stops: what is held is sent while connected) and closed. Every move
// goes through BROKER_CONNECTION.next, so a move the data does not list throws where it happens.
import { connect as amqpConnect, type ChannelModel, type ConfirmChannel } from "amqplib";
import { defineStateMachine } from "../kernel/state-machine.js";

export const BROKER_CONNECTION = defineStateMachine({
  name: "broker connection",
  states: ["connecting", "open", "blocked", "away", "closing", "closed"],
  initial: "connecting",
  transitions: {
    connected: {
      from: ["connecting"],
      to: "open",
      why: "the AMQP handshake and the declarations of the exchanges and queues succeeded",
    },
    refused: {
      from: ["open"],
      to: "blocked",
      why:
        "the broker refused a message (a nack): sending pauses for a backoff, " +
        "doubled for each refusal in a row, the message first in line",
    },
    unblocked: { from: ["blocked"], to: "open", why: "the refusal's backoff passed: sending goes on" },
    lost: {
      from: ["connecting", "open", "blocked"],
      to: "away",
      why:
        "the connection closed, or a reconnection failed: the next " +
        "attempt follows a backoff, doubled up to the longest",
    },
    retry: { from: ["away"], to: "connecting", why: "the reconnection's backoff passed" },
    close: {
      from: ["connecting", "open", "blocked", "away"],
      to: "closing",
      why:
        "the sandbox stops: no new message is taken and no " +
        "reconnection made; while connected, what is held is sent first",
    },
    closed: {
      from: ["closing"],
      to: "closed",
      why: "the connection is closed; what was not published stays in the backlog",
    },
  },
});

export type ConnectionState = (typeof BROKER_CONNECTION.states)[number];
export type ConnectionTransition = keyof typeof BROKER_CONNECTION.transitions;

// Longest silence while connecting (TCP and the AMQP handshake): a paused broker, or a port that
// takes the connection and never speaks AMQP, must refuse the start and not hold a reconnection up.
const CONNECT_TIMEOUT_MS = 10_000;

// Longest real wait on stop for the broker's confirms of messages already sent.
const CLOSE_WAIT_MS = 5_000;

/** Options of {@link createBrokerConnection}. */
export interface ConnectionOptions {
  readonly url: string;
  /** The URL as logs show it (password hidden). */
  readonly shown: string;
  readonly log: (line: string) => void;
  /**
   * Real milliseconds before the first reconnection and the first resend after a refusal, doubled for each next one.
   */
  readonly firstReconnectMs: number;
  /** Longest real wait between two attempts. */
  readonly maxReconnectMs: number;
  /** Declares what the channel publishes to (exchanges, queues, bindings). */
  readonly declare: (channel: ConfirmChannel) => Promise<void>;
  /** How many messages the backlog holds, for the log lines. */
  readonly held: () => number;
  /** Sending may go on: the channel is open, again, or no longer blocked. */
  readonly ready: () => void;
  /** The connection is gone: what was sent and not confirmed may not have reached the broker. */
  readonly lost: () => void;
  /** The channel takes more after a publish that filled its buffer. */
  readonly drain: () => void;
  /** How a connection is made. Default amqplib's `connect`. */
  readonly connect?: (
    url: string,
    options: { clientProperties: Record<string, string>; timeout: number },
  ) => Promise<ChannelModel>;
  /** Told of every move, for tests and the log. Default none. */
  readonly moved?: (from: ConnectionState, transition: ConnectionTransition, to: ConnectionState) => void;
}

export interface BrokerConnection {
  readonly state: ConnectionState;
  /** Whether a connection is up (open, blocked, or closing before it is closed). */
  readonly connected: boolean;
  /** The channel to publish on: while open, and while closing as long as connected. */
  readonly sendable: ConfirmChannel | undefined;
  /** What the broker or the network last said went wrong; null before anything did. */
  lastError: string | null;
  /** Connects for the first time; rejects with what went wrong (nothing is retried). */
  start(): Promise<void>;
  /**
   * The broker refused a message: blocked for a backoff, then ready; the backoff's milliseconds, or undefined when
   * sending is paused already.
   */
  refused(): number | undefined;
  /** The broker confirmed a message: the next refusal's backoff starts from the first again. */
  accepted(): void;
  /** Closes: no reconnection; while connected, waits (bounded) for `drained` first. */
  close(drained: () => Promise<void>): Promise<void>;
}

export function createBrokerConnection(options: ConnectionOptions): BrokerConnection {
  return new AmqpConnection(options);
}

class AmqpConnection implements BrokerConnection {
  lastError: string | null = null;
  #state: ConnectionState = BROKER_CONNECTION.initial;
  #model: ChannelModel | undefined;
  #channel: ConfirmChannel | undefined;
  #reconnectTimer: NodeJS.Timeout | undefined;
  #reconnectAttempt = 0;
  #refusalTimer: NodeJS.Timeout | undefined;
  #refusals = 0;

  constructor(private readonly options: ConnectionOptions) {}

  get state(): ConnectionState {
    return this.#state;
  }
  get connected(): boolean {
    return this.#channel !== undefined;
  }
  get sendable(): ConfirmChannel | undefined {
    return this.#state === "open" || this.#state === "closing" ? this.#channel : undefined;
  }

  start(): Promise<void> {
    return this.#connect();
  }

  refused(): number | undefined {
    if (this.#state !== "open") return undefined;
    const delayMs = this.#backoff(this.#refusals++);
    this.#move("refused");
    this.#refusalTimer = setTimeout(() => {
      this.#refusalTimer = undefined;
      if (this.#state !== "blocked") return;
      this.#move("unblocked");
      this.options.ready();
    }, delayMs);
    return delayMs;
  }

  accepted(): void {
    this.#refusals = 0;
  }

  async close(drained: () => Promise<void>): Promise<void> {
    if (this.#state === "closing" || this.#state === "closed") return;
    this.#move("close");
    clearTimeout(this.#reconnectTimer);
    this.#unblock();
    if (this.#channel !== undefined) {
      // Sending goes on (a refusal's pause ends here): what is held is sent while connected.
      this.options.ready();
      // A broker that stopped answering without closing the connection must not hold the stop up.
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
      await Promise.race([drained(), bound]);
      clearTimeout(timer);
    }
    const closing = this.#model;
    this.#model = undefined;
    this.#channel = undefined;
    this.#move("closed");
    if (closing !== undefined) await closing.close().catch(() => undefined);
  }

  #backoff(attempt: number): number {
    return Math.min(this.options.maxReconnectMs, this.options.firstReconnectMs * 2 ** attempt);
  }

  #move(transition: ConnectionTransition): void {
    const from = this.#state;
    this.#state = BROKER_CONNECTION.next(from, transition);
    this.options.moved?.(from, transition, this.#state);
  }

  #unblock(): void {
    clearTimeout(this.#refusalTimer);
    this.#refusalTimer = undefined;
  }

  async #connect(): Promise<void> {
    const { options } = this;
    const made = await (options.connect ?? amqpConnect)(options.url, {
      clientProperties: { connection_name: "integration-contracts sandbox" },
      timeout: CONNECT_TIMEOUT_MS,
    });
    // Without listeners an 'error' event would end the sandbox; the 'close' that follows reconnects.
    made.on("error", (error: Error) => (this.lastError = error.message));
    try {
      const confirmChannel = await made.createConfirmChannel();
      // The broker's reason for closing the channel, which the connection's own close does not carry.
      let refusal: string | undefined;
      confirmChannel.on("error", (error: Error) => (this.lastError = refusal = error.message));
      // A channel closed by the broker (a refused publish) takes the connection with it, so one path reconnects.
      confirmChannel.on("close", () => void made.close().catch(() => undefined));
      confirmChannel.on("drain", options.drain);
      await options.declare(confirmChannel);
      if (this.#state !== "connecting") throw new Error("the broker channel was closed while connecting");
      made.on("close", (error?: Error) => this.#gone(made, error?.message ?? refusal ?? "connection closed"));
      this.#model = made;
      this.#channel = confirmChannel;
    } catch (error) {
      await made.close().catch(() => undefined);
      throw error;
    }
    this.#move("connected");
    options.ready();
  }

  #gone(from: ChannelModel, reason: string): void {
    if (from !== this.#model) return;
    this.#model = undefined;
    this.#channel = undefined;
    this.#unblock();
    this.options.lost();
    // Closing: nothing more can be sent before the stop.
    if (this.#state === "closing") return;
    this.lastError = reason;
    this.#move("lost");
    this.options.log(
      `sandbox: the message broker ${this.options.shown} went away ` +
        `(${reason}); ${this.options.held()} message(s) held, reconnecting`,
    );
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = undefined;
      this.#move("retry");
      this.#connect().then(
        () => {
          this.#reconnectAttempt = 0;
          this.options.log(
            `sandbox: the message broker ${this.options.shown} is back; ` +
              `publishing ${this.options.held()} held message(s)`,
          );
        },
        (error: unknown) => {
          this.lastError = (error as Error).message;
          if (this.#state !== "connecting") return;
          this.#move("lost");
          this.#scheduleReconnect();
        },
      );
    }, this.#backoff(this.#reconnectAttempt++));
  }
}
