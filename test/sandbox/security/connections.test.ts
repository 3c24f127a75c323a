// Connections bounded (issue 31): on main about 21,000 idle connections, one header byte every 5 s
// each, made every port refuse new connections for about 75 s a wave (headers had 60 s, checked
// every 30 s, and the process ran out of file descriptors), and a body could hold its connection
// and its bytes for up to 300 s. Each rule is tested here with small limits, so nothing waits long.
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { RunningSandbox, SandboxLimits } from "../../../tools/src/sandbox/index.js";
import { serviceUrl, startTestSandbox } from "../../support/sandbox.js";
import { expectStillAnswering } from "../../support/sandbox-probes.js";

let sandbox: RunningSandbox | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await sandbox?.stop();
  sandbox = undefined;
});

async function start(limits: Partial<SandboxLimits>): Promise<{ host: string; port: number }> {
  sandbox = await startTestSandbox({ services: ["identity-provider"], limits });
  const { hostname, port } = new URL(serviceUrl(sandbox, "identity-provider"));
  return { host: hostname, port: Number(port) };
}

/** A raw connection; `answer` resolves with what the server sent once it closed the connection. */
function open(at: { host: string; port: number }): Promise<{ socket: Socket; answer: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(at, () => {
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
      const answer = new Promise<string>((done) => socket.once("close", () => done(text)));
      resolve({ socket, answer });
    });
    socket.once("error", reject);
    sockets.push(socket);
  });
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
const detailOf = (text: string) => (JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4)) as { detail: string }).detail;

describe(
  "a cap on the connections open at once: one more is answered 503 naming " +
    "the limit and closed, and the port serves again once some close",
  () => {
    it("with 3 idle connections open, a 4th is 503 at once; after they close, requests are served", async () => {
      const at = await start({ connections: 3 });
      const idle = await Promise.all([open(at), open(at), open(at)]);
      const fourth = await open(at);
      fourth.socket.write(`GET /.well-known/openid-configuration HTTP/1.1\r\nHost: 127.0.0.1:${at.port}\r\n\r\n`);
      const answer = await fourth.answer;
      expect(statusOf(answer)).toBe(503);
      expect(answer).toContain("Retry-After: 1");
      expect(detailOf(answer)).toBe(
        "the sandbox has 3 connections open, its limit (limits.connections); close idle connections or retry",
      );
      for (const { socket } of idle) socket.destroy();
      await Promise.all(idle.map(({ answer }) => answer));
      await expectStillAnswering(sandbox!);
    });
  },
);

describe(
  "headers must arrive within the headers timeout: a " + "connection that drips them is answered 408 and closed",
  () => {
    it("a slowloris connection sending one header byte at a time is closed after the timeout (1 s here)", async () => {
      const at = await start({ headersTimeoutMs: 1_000 });
      const { socket, answer } = await open(at);
      socket.write("GET /.well-known/openid-configuration HTTP/1.1\r\nHost: x\r\n");
      // Drips a header byte each 100 ms, as the attack did every 5 s; the server's timeout ends it.
      const drip = setInterval(() => socket.writable && socket.write("X"), 100);
      try {
        expect(statusOf(await answer)).toBe(408);
      } finally {
        clearInterval(drip);
      }
      await expectStillAnswering(sandbox!);
    });
  },
);

describe(
  "a body must keep arriving: one that pauses longer than the idle timeout, " +
    "or trickles slower than the minimum rate, is 408 naming the rule",
  () => {
    const tokenRequest = (port: number, length: number) =>
      `POST /connect/token HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ` +
      `application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`;

    it("10 bytes of a 100-byte body, then nothing: 408 after the idle timeout (300 ms here)", async () => {
      const at = await start({ bodyIdleMs: 300 });
      const { socket, answer } = await open(at);
      socket.write(`${tokenRequest(at.port, 100)}grant_type`);
      const text = await answer;
      expect(statusOf(text)).toBe(408);
      expect(detailOf(text)).toBe(
        "the body of POST /connect/token sent nothing for 300 ms after 10 bytes; a body may pause at most 300 ms",
      );
    });

    it("a byte every 20 ms against a minimum of 1,000,000 bytes/s: 408 naming the rate", async () => {
      const at = await start({ bodyIdleMs: 300, minBodyBytesPerSecond: 1_000_000 });
      const { socket, answer } = await open(at);
      socket.write(tokenRequest(at.port, 5_000));
      const drip = setInterval(() => socket.writable && socket.write("x"), 20);
      try {
        const text = await answer;
        expect(statusOf(text)).toBe(408);
        expect(detailOf(text)).toMatch(
          /^the body of POST \/connect\/token arrives at \d+ bytes\/s; a body must arrive at 1000000 bytes\/s or more$/,
        );
      } finally {
        clearInterval(drip);
      }
      await expectStillAnswering(sandbox!);
    });
  },
);
