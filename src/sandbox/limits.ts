// What one request may cost the sandbox, checked while the body streams in: a body over its
// route's limit is refused before it is held in memory, and JSON nested deeper than the limit is
// refused before it is parsed, so no tenant's request can stall or exhaust the process.
import type { IncomingMessage } from "node:http";

/** Limits of one sandbox (options of `startSandbox` and `integration-contracts sandbox`). */
export interface SandboxLimits {
  /** Largest body of `POST /connect/token`, in bytes. Default {@link DEFAULT_LIMITS}.tokenBodyBytes (8 KiB). */
  readonly tokenBodyBytes: number;
  /** Largest body of a control API call (`/_sandbox/...`), in bytes; a tenant's state has its own. Default 64 KiB. */
  readonly controlBodyBytes: number;
  /** Largest body of `PUT /_sandbox/state/{tenantId}` (a tenant's whole state, file bytes included), in bytes. Default {@link STATE_BODY_BYTES}. */
  readonly stateBodyBytes: number;
  /** Largest body of a data integration call (publishing records), in bytes. Default 8 MiB (see {@link DATA_BODY_BYTES}). */
  readonly dataBodyBytes: number;
  /** Largest body of any other call, in bytes (a file upload gets its upload limit plus {@link MULTIPART_OVERHEAD_BYTES}). Default 1 MiB. */
  readonly bodyBytes: number;
  /** Deepest nesting of arrays and objects in a JSON body. Default 64. */
  readonly jsonDepth: number;
}

/**
 * The reference: "A queue item has a technical maximum of roughly 3000 to 4000 items, depending on
 * JSON size" and "about 500 records per request is recommended". A single request may carry a
 * whole queue item, so the limit admits 4,000 items of 2 KiB each: the spec's publishing item
 * example is about 250 bytes of JSON, so an item eight times as large still fits, while a request
 * that could not be one queue item on the platform is refused.
 */
export const DATA_BODY_BYTES = 4_000 * 2 * 1024;

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
};

/** A body the sandbox refuses before reading further: the status, and the limit it broke. */
export class BodyLimitError extends Error {
  override readonly name = "BodyLimitError";
  constructor(
    readonly status: 400 | 408 | 413,
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
    if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`limits.${name} must be a positive whole number (found ${String(value)})`);
  }
  return limits;
}

/**
 * Reads the body, refusing it with 413 as soon as Content-Length or the bytes received pass
 * `limitBytes`. The rest of a refused body is drained unread, so the answer still reaches a client
 * that is writing.
 */
export function readBody(req: IncomingMessage, limitBytes: number, what: string, flag?: string): Promise<Buffer> {
  const tooLarge = (size: string) =>
    new BodyLimitError(413, "Content Too Large", `the body of ${what} has ${size}; the limit is ${limitBytes} bytes${flag === undefined ? "" : ` (${flag})`}`);
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limitBytes) {
    req.resume();
    return Promise.reject(tooLarge(`${declared} bytes (Content-Length)`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limitBytes) return void chunks.push(chunk);
      req.off("data", onData);
      chunks.length = 0;
      req.resume();
      reject(tooLarge(`more than ${limitBytes} bytes`));
    };
    req.on("data", onData);
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
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

/** The body limit of each route of one sandbox. */
export interface RequestLimits {
  readonly values: SandboxLimits;
  /** The largest body `operationId` of `spec` accepts. */
  bodyLimitOf(op: { readonly spec: string; readonly operationId: string }): number;
  /** The command line option that sets that limit, for the message of a refusal. */
  bodyLimitFlagOf(op: { readonly spec: string; readonly operationId: string }): string;
}

/** The limit of each kind of route, and the option that sets it. */
function routeLimit(op: { readonly spec: string; readonly operationId: string }): { name: keyof SandboxLimits | "upload"; flag: string } {
  if (op.operationId === "importSandboxTenantState") return { name: "stateBodyBytes", flag: "--state-body-limit" };
  if (op.spec === "sandbox-control") return { name: "controlBodyBytes", flag: "--control-body-limit" };
  if (op.spec === "identity-provider") return { name: "tokenBodyBytes", flag: "--token-body-limit" };
  if (op.spec === "data-integration") return { name: "dataBodyBytes", flag: "--data-body-limit" };
  if (op.operationId === "uploadFile") return { name: "upload", flag: "--upload-limit" };
  return { name: "bodyBytes", flag: "--body-limit" };
}

export function createRequestLimits(values: SandboxLimits, uploadLimitBytes: number): RequestLimits {
  return {
    values,
    bodyLimitOf(op) {
      const { name } = routeLimit(op);
      return name === "upload" ? uploadLimitBytes + MULTIPART_OVERHEAD_BYTES : values[name];
    },
    bodyLimitFlagOf: (op) => routeLimit(op).flag,
  };
}
