import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/**
 * The first port of the kernel's ephemeral range: ports below it are never handed out for a bind of
 * port 0 or an outgoing connection, so a port chosen there is not taken by another test's traffic
 * between the choice and the bind.
 */
function ephemeralLow(): number {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

/**
 * A base port for a process that takes `span` ports from it (base .. base + span - 1), chosen at
 * random below the ephemeral range. Another test may still choose the same one: the caller starts
 * its process and chooses again when the process reports a port in use ({@link withFreshPorts}).
 */
export function randomBasePort(span = 6): number {
  const high = ephemeralLow() - span;
  const low = 20_000;
  return low + Math.floor(Math.random() * (high - low));
}

/**
 * Starts something on a fresh base port and starts it again on another when it reports a port in
 * use (EADDRINUSE, or its own "already in use"): no free-port-then-spawn race can fail a test.
 */
export async function withFreshPorts<T>(start: (basePort: number) => Promise<T>, span = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(randomBasePort(span));
    } catch (error) {
      if (attempt >= 20 || !/already in use|eaddrinuse/i.test(String((error as Error).message))) throw error;
    }
  }
}

/**
 * A port of 127.0.0.1 that was free a moment ago and on which nothing listens: for a dead address
 * (a receiver that refuses connections). A process the test starts binds port 0 and reports its
 * port instead, or uses {@link withFreshPorts}.
 */
export function deadPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Whether `port` of 127.0.0.1 can be bound now, i.e. no process holds it. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ host: "127.0.0.1", port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}
