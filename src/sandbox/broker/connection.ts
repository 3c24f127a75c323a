// The broker channel's connection, as a state machine: connecting, open, blocked (the broker refused
// a message: sending pauses for a backoff), away (the connection is gone: reconnecting after a
// backoff), closing (the sandbox stops: what is held is sent while connected) and closed. Every move
// goes through BROKER_CONNECTION.next, so a move the data does not list throws where it happens.
import { connect as amqpConnect, type ChannelModel, type ConfirmChannel } from "amqplib";
import { defineStateMachine } from "../state-machine.js";

export const BROKER_CONNECTION = defineStateMachine({
  name: "broker connection",
  states: ["connecting", "open", "blocked", "away", "closing", "closed"],
  initial: "connecting",
  transitions: {
    connected: { from: ["connecting"], to: "open", why: "the AMQP handshake and the declarations of the exchanges and queues succeeded" },
    refused: { from: ["open"], to: "blocked", why: "the broker refused a message (a nack): sending pauses for a backoff, doubled for each refusal in a row, the message first in line" },
    unblocked: { from: ["blocked"], to: "open", why: "the refusal's backoff passed: sending goes on" },
    lost: { from: ["connecting", "open", "blocked"], to: "away", why: "the connection closed, or a reconnection failed: the next attempt follows a backoff, doubled up to the longest" },
    retry: { from: ["away"], to: "connecting", why: "the reconnection's backoff passed" },
    close: { from: ["connecting", "open", "blocked", "away"], to: "closing", why: "the sandbox stops: no new message is taken and no reconnection made; while connected, what is held is sent first" },
    closed: { from: ["closing"], to: "closed", why: "the connection is closed; what was not published stays in the backlog" },
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
  /** Real milliseconds before the first reconnection and the first resend after a refusal, doubled for each next one. */
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
  readonly connect?: (url: string, options: { clientProperties: Record<string, string>; timeout: number }) => Promise<ChannelModel>;
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
  /** The broker refused a message: blocked for a backoff, then ready; the backoff's milliseconds, or undefined when sending is paused already. */
  refused(): number | undefined;
  /** The broker confirmed a message: the next refusal's backoff starts from the first again. */
  accepted(): void;
  /** Closes: no reconnection; while connected, waits (bounded) for `drained` first. */
  close(drained: () => Promise<void>): Promise<void>;
}

export function createBrokerConnection(options: ConnectionOptions): BrokerConnection {
  const { log, shown, firstReconnectMs, maxReconnectMs } = options;
  const connect = options.connect ?? amqpConnect;
  let state: ConnectionState = BROKER_CONNECTION.initial;
  let model: ChannelModel | undefined;
  let channel: ConfirmChannel | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectAttempt = 0;
  let refusalTimer: NodeJS.Timeout | undefined;
  let refusals = 0;
  const backoff = (attempt: number) => Math.min(maxReconnectMs, firstReconnectMs * 2 ** attempt);

  function move(transition: ConnectionTransition): void {
    const from = state;
    state = BROKER_CONNECTION.next(from, transition);
    options.moved?.(from, transition, state);
  }

  async function connectOnce(): Promise<void> {
    const made = await connect(options.url, { clientProperties: { connection_name: "integration-contracts sandbox" }, timeout: CONNECT_TIMEOUT_MS });
    // Without listeners an 'error' event would end the sandbox; the 'close' that follows reconnects.
    made.on("error", (error: Error) => (self.lastError = error.message));
    try {
      const confirmChannel = await made.createConfirmChannel();
      // The broker's reason for closing the channel, which the connection's own close does not carry.
      let refusal: string | undefined;
      confirmChannel.on("error", (error: Error) => (self.lastError = refusal = error.message));
      // A channel closed by the broker (a refused publish) takes the connection with it, so one path reconnects.
      confirmChannel.on("close", () => void made.close().catch(() => undefined));
      confirmChannel.on("drain", options.drain);
      await options.declare(confirmChannel);
      if (state !== "connecting") throw new Error("the broker channel was closed while connecting");
      made.on("close", (error?: Error) => gone(made, error?.message ?? refusal ?? "connection closed"));
      model = made;
      channel = confirmChannel;
    } catch (error) {
      await made.close().catch(() => undefined);
      throw error;
    }
    move("connected");
    options.ready();
  }

  function gone(from: ChannelModel, reason: string): void {
    if (from !== model) return;
    model = undefined;
    channel = undefined;
    clearTimeout(refusalTimer);
    refusalTimer = undefined;
    options.lost();
    // Closing: nothing more can be sent before the stop.
    if (state === "closing") return;
    self.lastError = reason;
    move("lost");
    log(`sandbox: the message broker ${shown} went away (${reason}); ${options.held()} message(s) held, reconnecting`);
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      move("retry");
      connectOnce().then(
        () => {
          reconnectAttempt = 0;
          log(`sandbox: the message broker ${shown} is back; publishing ${options.held()} held message(s)`);
        },
        (error: unknown) => {
          self.lastError = (error as Error).message;
          if (state !== "connecting") return;
          move("lost");
          scheduleReconnect();
        },
      );
    }, backoff(reconnectAttempt++));
  }

  const self: BrokerConnection = {
    get state() {
      return state;
    },
    get connected() {
      return channel !== undefined;
    },
    get sendable() {
      return state === "open" || state === "closing" ? channel : undefined;
    },
    lastError: null,
    start: connectOnce,
    refused() {
      if (state !== "open") return undefined;
      const delayMs = backoff(refusals++);
      move("refused");
      refusalTimer = setTimeout(() => {
        refusalTimer = undefined;
        if (state !== "blocked") return;
        move("unblocked");
        options.ready();
      }, delayMs);
      return delayMs;
    },
    accepted() {
      refusals = 0;
    },
    async close(drained) {
      if (state === "closing" || state === "closed") return;
      move("close");
      clearTimeout(reconnectTimer);
      clearTimeout(refusalTimer);
      refusalTimer = undefined;
      if (channel !== undefined) {
        // Sending goes on (a refusal's pause ends here): what is held is sent while connected.
        options.ready();
        // A broker that stopped answering without closing the connection must not hold the stop up.
        let timer: NodeJS.Timeout | undefined;
        const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
        await Promise.race([drained(), bound]);
        clearTimeout(timer);
      }
      const closing = model;
      model = undefined;
      channel = undefined;
      move("closed");
      if (closing !== undefined) await closing.close().catch(() => undefined);
    },
  };
  return self;
}
