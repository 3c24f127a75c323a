// What one request may cost the sandbox: its limits, their defaults and their check, so no tenant's request can
// stall or exhaust the process. A body is read within them as it streams in (body-reading.ts); each route's body
// limit, and the option that sets it, is request-limits.ts.
import { QueueItemStatusRecordFacts } from "../../../../generated/facts.js";

export { BODY_BYTES_IN_FLIGHT, BodyLimitError, jsonDepthBeyond, readBody, type BodyRules } from "./body-reading.js";

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

/** Checks the limits given to `startSandbox`; the message names the bad one. */
export function checkLimits(given: Partial<SandboxLimits> | undefined): SandboxLimits {
  const limits = { ...DEFAULT_LIMITS, ...given };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isSafeInteger(value) || value < 1)
      throw new RangeError(`limits.${name} must be a positive whole number (found ${String(value)})`);
  }
  return limits;
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
