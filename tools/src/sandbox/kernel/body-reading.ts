// Reading one request's body within its limits, as the body streams in: too large (413), stalled or trickling (408),
// or past the memory that the bodies being read at once share (503); and JSON nested too deep, found before parsing.
import type { IncomingMessage } from "node:http";

/**
 * Bytes of bodies read at once, over all requests: a body that would pass it while others are read
 * is refused with 503 (a body alone may always reach its route's limit). 100 connections each
 * holding 7.99 MB of an 8 MB body kept 620 MiB for up to 300 s.
 */
export const BODY_BYTES_IN_FLIGHT = 256 * 1024 * 1024;

/** A body the sandbox refuses before reading further: the status, and the limit it broke. */
export class BodyLimitError extends Error {
  override readonly name = "BodyLimitError";
  constructor(
    readonly status: 400 | 408 | 413 | 503,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

/** What {@link readBody} checks a body against. */
export interface BodyRules {
  /** Largest body of the route, in bytes. */
  readonly limitBytes: number;
  /** Names the route in refusals: `POST /connect/token`. */
  readonly what: string;
  /** The limit as a refusal says it. Default `<limitBytes> bytes`. */
  readonly limitWords?: string;
  readonly bodyIdleMs: number;
  readonly minBodyBytesPerSecond: number;
  /** Bytes of bodies being read now, over all requests, shared by every {@link readBody}. */
  readonly inFlight: { bytes: number };
}

/**
 * Reads the body, refusing it with 413 as soon as Content-Length or the bytes received pass the
 * route's limit, with 408 when it sends nothing for `bodyIdleMs` or arrives slower than
 * `minBodyBytesPerSecond` once it has been arriving that long, and with 503 when it would pass
 * {@link BODY_BYTES_IN_FLIGHT} while other bodies are read. The rest of a refused body is drained
 * unread, so the answer still reaches a client that is writing.
 */
export function readBody(req: IncomingMessage, rules: BodyRules): Promise<Buffer> {
  const { limitBytes, what, inFlight, limitWords = `${limitBytes} bytes` } = rules;
  const tooLarge = (size: string) =>
    new BodyLimitError(413, "Content Too Large", `the body of ${what} has ${size}; the limit is ${limitWords}`);
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limitBytes) {
    req.resume();
    return Promise.reject(tooLarge(`${declared} bytes (Content-Length)`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let lastChunk = performance.now();
    let firstChunk: number | undefined;
    let done = false;
    const finish = () => {
      if (done) return false;
      done = true;
      clearInterval(watch);
      inFlight.bytes -= received;
      req.off("data", onData);
      return true;
    };
    const refuse = (error: BodyLimitError) => {
      if (!finish()) return;
      chunks.length = 0;
      req.resume();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      lastChunk = performance.now();
      firstChunk ??= lastChunk;
      if (received + chunk.length > limitBytes) return refuse(tooLarge(`more than ${limitBytes} bytes`));
      if (inFlight.bytes > received && inFlight.bytes + chunk.length > BODY_BYTES_IN_FLIGHT) {
        return refuse(
          new BodyLimitError(
            503,
            "Service Unavailable",
            `the sandbox is reading ${inFlight.bytes} bytes of bodies at once; ` +
              `the limit is ${BODY_BYTES_IN_FLIGHT} bytes: send ${what} again`,
          ),
        );
      }
      received += chunk.length;
      inFlight.bytes += chunk.length;
      chunks.push(chunk);
    };
    // A pause is the idle rule's alone: the rate is measured from the first byte to the latest, so a
    // body that stopped is never judged by how long the sandbox has waited since.
    const judge = () => {
      const flowing = firstChunk === undefined ? 0 : lastChunk - firstChunk;
      if (performance.now() - lastChunk >= rules.bodyIdleMs) {
        refuse(
          new BodyLimitError(
            408,
            "Request Timeout",
            `the body of ${what} sent nothing for ${rules.bodyIdleMs} ms ` +
              `after ${received} bytes; a body may pause at most ${rules.bodyIdleMs} ms`,
          ),
        );
      } else if (flowing >= rules.bodyIdleMs && received < (flowing / 1000) * rules.minBodyBytesPerSecond) {
        const rate = Math.round(received / (flowing / 1000));
        refuse(
          new BodyLimitError(
            408,
            "Request Timeout",
            `the body of ${what} arrives at ${rate} bytes/s; a body must ` +
              `arrive at ${rules.minBodyBytesPerSecond} bytes/s or more`,
          ),
        );
      }
    };
    // Real time, not the sandbox clock: this is about the connection, not the platform's rules. Judged
    // after the next poll, so bytes that waited in the socket while this process was busy count as
    // arrived: the sandbox's own stall is not the client's pause.
    const watch = setInterval(
      () => setImmediate(judge).unref(),
      Math.max(10, Math.min(1000, rules.bodyIdleMs / 4)),
    ).unref();
    req.on("data", onData);
    req.on("end", () => {
      if (finish()) resolve(Buffer.concat(chunks));
    });
    req.on("error", (error) => {
      if (finish()) reject(error);
    });
  });
}

/**
 * The deepest nesting of arrays and objects in JSON text, or the position where it passes
 * `limit`; one pass over the text, strings skipped, before JSON.parse builds anything.
 */
export function jsonDepthBeyond(text: string, limit: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return i;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return undefined;
}
