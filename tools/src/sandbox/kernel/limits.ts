// What one request may cost the sandbox, checked while the body streams in: a body over its
// route's limit is refused before it is held in memory, a body that stalls or trickles is refused
// rather than held open, the bodies being read at once share a budget of memory, and JSON nested
// deeper than the limit is refused before it is parsed, so no tenant's request can stall or
// exhaust the process.
import type { IncomingMessage } from "node:http";
import { operationFacts, QueueItemStatusRecordFacts } from "../../../../generated/facts.js";

/** Limits of one sandbox (options of `startSandbox` and `integration-contracts sandbox`). */
export interface SandboxLimits {
  /** Largest body of `POST /connect/token`, in bytes. Default {@link DEFAULT_LIMITS}.tokenBodyBytes (8 KiB). */
  readonly tokenBodyBytes: number;
  /** Largest body of a control API call (`/_sandbox/...`), in bytes; a tenant's state has its own. Default 64 KiB. */
  readonly controlBodyBytes: number;
  /**
   * Largest body of `PUT /_sandbox/state/{tenantId}` (a tenant's whole state, file bytes included), in bytes. Default
   * {@link STATE_BODY_BYTES}.
   */
  readonly stateBodyBytes: number;
  /**
   * Largest body of a data integration call (publishing records), in bytes. Default 8 MiB (see {@link
   * DATA_BODY_BYTES}).
   */
  readonly dataBodyBytes: number;
  /**
   * Largest body of any other call, in bytes (a file upload gets its upload limit plus {@link
   * MULTIPART_OVERHEAD_BYTES}). Default 1 MiB.
   */
  readonly bodyBytes: number;
  /** Deepest nesting of arrays and objects in a JSON body. Default 64. */
  readonly jsonDepth: number;
  /** Most connections open at once over all ports; one more is answered 503 and closed. Default 2,000. */
  readonly connections: number;
  /** Milliseconds a connection has to send a request's headers; then it is answered 408 and closed. Default 10,000. */
  readonly headersTimeoutMs: number;
  /** Milliseconds a body may send nothing before it is refused with 408. Default 10,000. */
  readonly bodyIdleMs: number;
  /**
   * Bytes per second a body must arrive at, on average from its first byte to its latest, once it has been arriving for
   * `bodyIdleMs`; a slower one is refused with 408. Default 16,384.
   */
  readonly minBodyBytesPerSecond: number;
}

/**
 * A single request may carry a whole queue item, so the limit admits a queue item's most items
 * (`x-max-items` of QueueItemStatusRecord, 4,000) of 2 KiB each: the spec's publishing item
 * example is about 250 bytes of JSON, so an item eight times as large still fits, while a request
 * that could not be one queue item on the platform is refused.
 */
export const DATA_BODY_BYTES = QueueItemStatusRecordFacts.maxItems * 2 * 1024;

/**
 * A tenant's exported state holds its records, queue items and files (base64): 64 MiB takes a
 * tenant of several uploads of the default 10 MiB limit, or hundreds of thousands of records.
 */
export const STATE_BODY_BYTES = 64 * 1024 * 1024;

/** Room for a multipart body's boundaries and part headers around an uploaded file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const DEFAULT_LIMITS: SandboxLimits = {
  tokenBodyBytes: 8 * 1024,
  controlBodyBytes: 64 * 1024,
  stateBodyBytes: STATE_BODY_BYTES,
  dataBodyBytes: DATA_BODY_BYTES,
  bodyBytes: 1024 * 1024,
  jsonDepth: 64,
  // Well below the file descriptors a process gets (often 1,024 to 20,000), which the gateway's
  // POSTs, the state folder and the broker need too.
  connections: 2_000,
  headersTimeoutMs: 10_000,
  bodyIdleMs: 10_000,
  minBodyBytesPerSecond: 16 * 1024,
};

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

/** Checks the limits given to `startSandbox`; the message names the bad one. */
export function checkLimits(given: Partial<SandboxLimits> | undefined): SandboxLimits {
  const limits = { ...DEFAULT_LIMITS, ...given };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isSafeInteger(value) || value < 1)
      throw new RangeError(`limits.${name} must be a positive whole number (found ${String(value)})`);
  }
  return limits;
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

/** `10485760 bytes (10 MiB)`: a size in bytes, and in MiB or KiB when it is a whole number of them. */
export function bytesInWords(bytes: number): string {
  const unit =
    bytes > 0 && bytes % (1024 * 1024) === 0
      ? ` (${bytes / (1024 * 1024)} MiB)`
      : bytes > 0 && bytes % 1024 === 0
        ? ` (${bytes / 1024} KiB)`
        : "";
  return `${bytes} bytes${unit}`;
}

/** The body limit of each route of one sandbox. */
export interface RequestLimits {
  readonly values: SandboxLimits;
  /** The largest body `operationId` of `spec` accepts. */
  bodyLimitOf(op: { readonly spec: string; readonly operationId: string }): number;
  /**
   * That limit as a refusal says it, with the option that sets it: `8192 bytes (--token-body-limit)`, and for an upload
   * what it is made of.
   */
  bodyLimitWords(op: { readonly spec: string; readonly operationId: string }): string;
  /** What a body of `op` is read against; `what` names the route in refusals. */
  bodyRulesOf(op: { readonly spec: string; readonly operationId: string }, what: string): BodyRules;
}

type ValueOf<T> = T extends unknown ? T[keyof T] : never;
type Operation = ValueOf<ValueOf<typeof operationFacts>>;

/**
 * The body limit an operation names with `x-sandbox-body-limit` (its own or its spec's), or `bodyBytes` when it names
 * none.
 */
type BodyLimitName = LimitOf<Operation> | "bodyBytes";
type LimitOf<T> = T extends { readonly sandboxBodyLimit: infer N } ? N : never;

/** The option of each body limit the specs name; a name the specs add fails the type check here until it has one. */
const FLAGS: Readonly<Record<BodyLimitName, string>> = {
  tokenBodyBytes: "--token-body-limit",
  controlBodyBytes: "--control-body-limit",
  stateBodyBytes: "--state-body-limit",
  dataBodyBytes: "--data-body-limit",
  uploadLimitBytes: "--upload-limit",
  bodyBytes: "--body-limit",
};

const OPERATIONS: Readonly<Record<string, Readonly<Record<string, Operation | undefined>> | undefined>> =
  operationFacts;

/** The limit of an operation's body, and the option that sets it. */
function routeLimit(op: { readonly spec: string; readonly operationId: string }): {
  name: BodyLimitName;
  flag: string;
} {
  const operation = OPERATIONS[op.spec]?.[op.operationId];
  const name = operation !== undefined && "sandboxBodyLimit" in operation ? operation.sandboxBodyLimit : "bodyBytes";
  return { name, flag: FLAGS[name] };
}

export function createRequestLimits(values: SandboxLimits, uploadLimitBytes: number): RequestLimits {
  const inFlight = { bytes: 0 };
  const bodyLimitOf = (op: { readonly spec: string; readonly operationId: string }) => {
    const { name } = routeLimit(op);
    return name === "uploadLimitBytes" ? uploadLimitBytes + MULTIPART_OVERHEAD_BYTES : values[name];
  };
  const bodyLimitWords = (op: { readonly spec: string; readonly operationId: string }) => {
    const limit = `${bodyLimitOf(op)} bytes`;
    const { name, flag } = routeLimit(op);
    // The documented limit is the file's; the body around it may carry the multipart framing too.
    if (name !== "uploadLimitBytes") return `${limit} (${flag})`;
    return (
      `${limit}: the upload limit, ${bytesInWords(uploadLimitBytes)}, for the file ` +
      `and ${bytesInWords(MULTIPART_OVERHEAD_BYTES)} for its multipart framing (uploadLimitBytes, ` +
      `--upload-limit)`
    );
  };
  return {
    values,
    bodyLimitOf,
    bodyLimitWords,
    bodyRulesOf(op, what) {
      return {
        limitBytes: bodyLimitOf(op),
        limitWords: bodyLimitWords(op),
        what,
        bodyIdleMs: values.bodyIdleMs,
        minBodyBytesPerSecond: values.minBodyBytesPerSecond,
        inFlight,
      };
    },
  };
}
