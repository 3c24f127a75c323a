// The broker connection's lifecycle (tools/src/sandbox/broker/connection.ts): every named transition, taken
// as the channel's rules say, and refused from every state the data does not list it from. The
// broker is a fake amqplib connection the test closes and refuses by hand; the backoffs run on
// vitest's fake timers, so no test waits for real time.
import { EventEmitter } from "node:events";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ChannelModel } from "amqplib";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BROKER_CONNECTION,
  createBrokerConnection,
  type BrokerConnection,
  type ConnectionState,
  type ConnectionTransition,
} from "../../../../tools/src/sandbox/broker/connection.js";
import { IllegalTransitionError } from "../../../../tools/src/sandbox/kernel/state-machine.js";
import { projectRoot } from "../../../support/openapi.js";

/** A connection the broker can close, with one confirm channel. */
class FakeConnection extends EventEmitter {
  closed = false;
  readonly channel = new EventEmitter();
  createConfirmChannel() {
    return Promise.resolve(this.channel);
  }
  close() {
    if (!this.closed) {
      this.closed = true;
      this.emit("close");
    }
    return Promise.resolve();
  }
}

interface Harness {
  readonly connection: BrokerConnection;
  readonly moves: string[];
  readonly logged: string[];
  readonly made: FakeConnection[];
  readonly calls: { ready: number; lost: number };
  /** Whether the next connection attempts fail. */
  refuseConnections: boolean;
}

function harness(): Harness {
  const made: FakeConnection[] = [];
  const calls = { ready: 0, lost: 0 };
  const self: Harness = {
    moves: [],
    logged: [],
    made,
    calls,
    refuseConnections: false,
    connection: createBrokerConnection({
      url: "amqp://guest:guest@broker.test",
      shown: "amqp://guest:***@broker.test",
      log: (line) => self.logged.push(line),
      firstReconnectMs: 100,
      maxReconnectMs: 400,
      declare: () => Promise.resolve(),
      held: () => 2,
      ready: () => (calls.ready += 1),
      lost: () => (calls.lost += 1),
      drain: () => undefined,
      connect: () => {
        if (self.refuseConnections) return Promise.reject(new Error("ECONNREFUSED"));
        const connection = new FakeConnection();
        made.push(connection);
        return Promise.resolve(connection as unknown as ChannelModel);
      },
      moved: (from, transition, to) => self.moves.push(`${from} -${transition}-> ${to}`),
    }),
  };
  return self;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the lifecycle is data: each transition leads from the states it lists, and from no other", () => {
  const transitions = Object.entries(BROKER_CONNECTION.transitions) as [
    ConnectionTransition,
    { from: readonly ConnectionState[]; to: ConnectionState },
  ][];

  it.each(transitions)("%s", (name, transition) => {
    for (const state of BROKER_CONNECTION.states) {
      if (transition.from.includes(state)) expect(BROKER_CONNECTION.next(state, name)).toBe(transition.to);
      else expect(() => BROKER_CONNECTION.next(state, name)).toThrow(IllegalTransitionError);
    }
  });

  it("a connection starts connecting, every state is reached by some transition, and closed is the end", () => {
    expect(BROKER_CONNECTION.initial).toBe("connecting");
    const reached = new Set(transitions.map(([, transition]) => transition.to));
    expect(BROKER_CONNECTION.states.filter((state) => !reached.has(state))).toEqual([]);
    expect(transitions.filter(([, transition]) => transition.from.includes("closed"))).toEqual([]);
  });
});

describe("the connection takes each transition where the channel's rules say", () => {
  it("connected: the handshake and the declarations succeeded, and sending may start", async () => {
    const { connection, moves, calls } = harness();
    await connection.start();
    expect([connection.state, connection.connected, connection.sendable !== undefined, calls.ready]).toEqual([
      "open",
      true,
      true,
      1,
    ]);
    expect(moves).toEqual(["connecting -connected-> open"]);
  });

  it(
    "refused, then unblocked: a refusal pauses sending for the first backoff, " +
      "a second refusal meanwhile changes nothing, then sending goes on",
    async () => {
      const { connection, moves, calls } = harness();
      await connection.start();
      expect(connection.refused()).toBe(100);
      expect([connection.state, connection.sendable, connection.refused()]).toEqual(["blocked", undefined, undefined]);
      await vi.advanceTimersByTimeAsync(100);
      expect([connection.state, calls.ready]).toEqual(["open", 2]);
      expect(moves).toEqual(["connecting -connected-> open", "open -refused-> blocked", "blocked -unblocked-> open"]);
    },
  );

  it("refusals in a row double the pause up to the longest; a confirmed message starts it over", async () => {
    const { connection } = harness();
    await connection.start();
    const pauses: (number | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      pauses.push(connection.refused());
      await vi.advanceTimersByTimeAsync(400);
    }
    connection.accepted();
    pauses.push(connection.refused());
    expect(pauses).toEqual([100, 200, 400, 400, 100]);
  });

  it(
    "lost, then retry: a connection the broker closes is away, what was " +
      "sent is given back, and after the backoff it connects again",
    async () => {
      const { connection, moves, calls, made, logged } = harness();
      await connection.start();
      await made[0]!.close();
      expect([connection.state, connection.connected, calls.lost]).toEqual(["away", false, 1]);
      expect(logged).toEqual([
        "sandbox: the message broker amqp://guest:***@broker.test went " +
          "away (connection closed); 2 message(s) held, reconnecting",
      ]);
      await vi.advanceTimersByTimeAsync(100);
      expect([connection.state, made.length]).toEqual(["open", 2]);
      expect(moves.slice(1)).toEqual(["open -lost-> away", "away -retry-> connecting", "connecting -connected-> open"]);
      expect(logged.at(-1)).toBe(
        "sandbox: the message broker amqp://guest:***@broker.test is back; publishing 2 held message(s)",
      );
    },
  );

  it(
    "lost from blocked: a refusal's pause ends with the " + "connection, and the reconnection follows its own backoff",
    async () => {
      const { connection, made, moves } = harness();
      await connection.start();
      connection.refused();
      await made[0]!.close();
      expect(connection.state).toBe("away");
      await vi.advanceTimersByTimeAsync(100);
      expect(connection.state).toBe("open");
      expect(moves).toContain("blocked -lost-> away");
      expect(moves).not.toContain("blocked -unblocked-> open");
    },
  );

  it(
    "lost from connecting: a reconnection that fails is away " + "again, each next attempt after a doubled backoff",
    async () => {
      const h = harness();
      await h.connection.start();
      h.refuseConnections = true;
      await h.made[0]!.close();
      await vi.advanceTimersByTimeAsync(100);
      expect([h.connection.state, h.connection.lastError]).toEqual(["away", "ECONNREFUSED"]);
      h.refuseConnections = false;
      await vi.advanceTimersByTimeAsync(199);
      expect(h.connection.state).toBe("away");
      await vi.advanceTimersByTimeAsync(1);
      expect(h.connection.state).toBe("open");
      expect(h.moves.slice(1)).toEqual([
        "open -lost-> away",
        "away -retry-> connecting",
        "connecting -lost-> away",
        "away -retry-> connecting",
        "connecting -connected-> open",
      ]);
    },
  );

  it("close, then closed: while connected what is held is drained first, then the connection is closed", async () => {
    const { connection, made, moves } = harness();
    await connection.start();
    let drain!: () => void;
    const closing = connection.close(() => new Promise<void>((resolve) => (drain = resolve)));
    await vi.advanceTimersByTimeAsync(0);
    expect([connection.state, connection.sendable !== undefined, made[0]!.closed]).toEqual(["closing", true, false]);
    drain();
    await closing;
    expect([connection.state, made[0]!.closed]).toEqual(["closed", true]);
    expect(moves.slice(1)).toEqual(["open -close-> closing", "closing -closed-> closed"]);
  });

  it("close from blocked: the pause ends and what is held is sent before the stop", async () => {
    const { connection, calls } = harness();
    await connection.start();
    connection.refused();
    const closing = connection.close(() => Promise.resolve());
    expect(calls.ready).toBe(2);
    await closing;
    expect(connection.state).toBe("closed");
  });

  it("close from away: the reconnection is cancelled and nothing connects again", async () => {
    const { connection, made, moves } = harness();
    await connection.start();
    await made[0]!.close();
    await connection.close(() => Promise.resolve());
    await vi.advanceTimersByTimeAsync(1_000);
    expect([connection.state, made.length]).toEqual(["closed", 1]);
    expect(moves.slice(-2)).toEqual(["away -close-> closing", "closing -closed-> closed"]);
  });

  it("a drain that never ends does not hold the stop up longer than the close wait", async () => {
    const { connection } = harness();
    await connection.start();
    const closing = connection.close(() => new Promise<void>(() => undefined));
    await vi.advanceTimersByTimeAsync(5_000);
    await closing;
    expect(connection.state).toBe("closed");
  });
});

describe("docs/design.md shows the lifecycle as the data is", () => {
  it("its table lists every transition with the states it leads from and to", () => {
    const design = readFileSync(join(projectRoot, "docs", "design.md"), "utf8");
    const table = design.slice(design.indexOf("| broker connection (`broker/connection.ts`)"));
    for (const [name, transition] of Object.entries(BROKER_CONNECTION.transitions)) {
      expect(table, name).toMatch(
        new RegExp(`^\\| \`${name}\`[^|]*\\| ${transition.from.join(", ")} \\| ${transition.to} \\|$`, "m"),
      );
    }
  });
});
