// An undici Dispatcher for a sandbox in process, for code that uses undici directly (`request`,
// `fetch`, `setGlobalDispatcher`): each request is answered through sandbox.fetch, no socket opened.
// undici is an optional peer dependency (7, which runs on Node 20.18.1 and later, or 8): this
// module is its own subpath, `@integration-platform/contracts-tools/sandbox/undici`, and speaks
// both of undici's handler interfaces (7 and 8 call `onRequestStart`..., older code `onConnect`...).
import { Dispatcher } from "undici";

/** What the dispatcher needs of a sandbox in process (`createSandbox`): its fetch. */
export interface FetchingSandbox {
  readonly fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
}

type DispatchOptions = Dispatcher.DispatchOptions;
type Handler = Dispatcher.DispatchHandler & Record<string, unknown>;
type Call = (...args: unknown[]) => unknown;

/** The request's headers as fetch takes them: undici gives an object, a flat array or pairs. */
function headersOf(given: DispatchOptions["headers"]): Headers {
  const headers = new Headers();
  if (given === undefined || given === null) return headers;
  if (Array.isArray(given)) {
    if (given.length > 0 && Array.isArray(given[0]))
      for (const [name, value] of given as unknown as [string, string][]) headers.append(name, value);
    else for (let i = 0; i < given.length; i += 2) headers.append(String(given[i]), String(given[i + 1]));
    return headers;
  }
  const entries =
    Symbol.iterator in given
      ? [...(given as Iterable<[string, string | string[] | undefined]>)]
      : Object.entries(given);
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
}

/** The request body as bytes: undici takes a string, bytes, a stream or any async iterable of chunks. */
async function bodyOf(body: DispatchOptions["body"]): Promise<Uint8Array | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return Buffer.from(body);
  if (body instanceof Uint8Array) return body;
  const chunks: Uint8Array[] = [];
  for await (const chunk of body as AsyncIterable<Uint8Array | string>)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** The answer's headers as undici's legacy `onHeaders` takes them: a flat array of names and values as buffers. */
function rawHeaders(headers: Headers): Buffer[] {
  const raw: Buffer[] = [];
  for (const [name, value] of headers) raw.push(Buffer.from(name), Buffer.from(value));
  return raw;
}

/** Answers `options` through `sandbox.fetch` and plays the answer to `handler` in the interface it speaks. */
async function play(
  sandbox: FetchingSandbox,
  options: DispatchOptions,
  handler: Handler,
  signal: AbortSignal,
): Promise<void> {
  const origin = typeof options.origin === "string" ? options.origin : (options.origin?.toString() ?? "");
  const body = await bodyOf(options.body);
  const response = await sandbox.fetch(new URL(options.path, origin), {
    method: options.method,
    headers: headersOf(options.headers),
    ...(body === undefined ? {} : { body: body as BodyInit }),
    signal,
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const call = (name: string, ...args: unknown[]) => (handler[name] as Call | undefined)?.call(handler, ...args);
  if (typeof handler.onResponseStart === "function") {
    const controller = {
      abort: () => undefined,
      pause: () => undefined,
      resume: () => undefined,
      aborted: false,
      paused: false,
      reason: null,
      rawHeaders: rawHeaders(response.headers),
      rawTrailers: [],
    };
    const headers = Object.fromEntries(response.headers);
    call("onResponseStart", controller, response.status, headers, response.statusText);
    if (bytes.byteLength > 0) call("onResponseData", controller, Buffer.from(bytes));
    call("onResponseEnd", controller, {});
    return;
  }
  call("onHeaders", response.status, rawHeaders(response.headers), () => undefined, response.statusText);
  if (bytes.byteLength > 0) call("onData", Buffer.from(bytes));
  call("onComplete", []);
}

/**
 * A Dispatcher whose every request is answered by the sandbox in process; an origin it does not serve fails the request
 * naming the ones it does.
 */
export class SandboxDispatcher extends Dispatcher {
  readonly #sandbox: FetchingSandbox;

  constructor(sandbox: FetchingSandbox) {
    super();
    this.#sandbox = sandbox;
  }

  override dispatch(options: DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const calls = handler as Handler;
    const aborter = new AbortController();
    const call = (name: string, ...args: unknown[]) => (calls[name] as Call | undefined)?.call(calls, ...args);
    if (typeof calls.onRequestStart === "function")
      call(
        "onRequestStart",
        {
          abort: (reason: unknown) => aborter.abort(reason),
          pause: () => undefined,
          resume: () => undefined,
          aborted: false,
          paused: false,
          reason: null,
        },
        {},
      );
    else call("onConnect", (reason: unknown) => aborter.abort(reason));
    play(this.#sandbox, options, calls, aborter.signal).catch((error: unknown) => {
      if (typeof calls.onResponseError === "function") call("onResponseError", {}, error);
      else call("onError", error);
    });
    return true;
  }

  override async close(): Promise<void> {}

  override async destroy(): Promise<void> {}
}

/**
 * A Dispatcher over `sandbox`: `request(url, { dispatcher })`, undici's `fetch(url, { dispatcher })` or
 * `setGlobalDispatcher`.
 */
export function sandboxDispatcher(sandbox: FetchingSandbox): SandboxDispatcher {
  return new SandboxDispatcher(sandbox);
}
