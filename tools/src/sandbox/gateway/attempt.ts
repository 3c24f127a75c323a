// One POST of the sandbox's message gateway, and what its delivery record keeps of it: the answer's
// status, content type, the start of its body and a problem's title, or why no answer came.
import type { DeliveryAnswer } from "./delivery-record.js";
import { MAX_WEBHOOK_URL } from "./webhook-address.js";

/** Bytes of the receiver's body a record keeps. */
export const ANSWER_BODY_BYTES = 512;
/** Largest problem details body whose title is read; a longer body is cut off unread. */
const PROBLEM_BODY_BYTES = 16 * 1024;

/** How one POST ended: an answer, or the reason none came. */
export type AttemptResult =
  | { readonly answer: DeliveryAnswer; readonly durationMs: number }
  | { readonly answer?: undefined; readonly errorCode: string; readonly error: string; readonly durationMs: number };

const NO_BYTES = Buffer.alloc(0);

async function readStart(body: ReadableStream<Uint8Array> | null): Promise<{ bytes: Buffer; complete: boolean }> {
  if (body === null) return { bytes: NO_BYTES, complete: true };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: Buffer.concat(chunks), complete: true };
    chunks.push(value);
    total += value.byteLength;
    if (total > PROBLEM_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return { bytes: Buffer.concat(chunks), complete: false };
    }
  }
}

function problemTitle(contentType: string | null, text: string): string | null {
  if (contentType?.split(";")[0]?.trim().toLowerCase() !== "application/problem+json") return null;
  try {
    const title = (JSON.parse(text) as { title?: unknown } | null)?.title;
    return typeof title === "string" ? title : null;
  } catch {
    return null;
  }
}

async function answerOf(response: Response): Promise<DeliveryAnswer> {
  const contentType = response.headers.get("content-type");
  const { bytes, complete } = await readStart(response.body);
  // stream: true holds back a character cut at the limit instead of decoding it as U+FFFD. Most answers (a 204) have
  // no body, and a decoder of their own each was garbage of every POST.
  const body =
    bytes.byteLength === 0 ? "" : new TextDecoder().decode(bytes.subarray(0, ANSWER_BODY_BYTES), { stream: true });
  const location = response.status >= 300 && response.status < 400 ? response.headers.get("location") : null;
  return {
    statusCode: response.status,
    contentType,
    body,
    bodyTruncated: bytes.byteLength > ANSWER_BODY_BYTES,
    problemTitle: complete ? problemTitle(contentType, bytes.toString("utf8")) : null,
    ...(location === null ? {} : { location: location.slice(0, MAX_WEBHOOK_URL) }),
  };
}

function failureOf(error: unknown, timeoutMs: number): { errorCode: string; error: string } {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "TimeoutError") return { errorCode: "TIMEOUT", error: `no complete answer within ${timeoutMs} ms` };
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const code = typeof cause?.code === "string" ? cause.code : undefined;
  const message =
    typeof cause?.message === "string" && cause.message !== ""
      ? cause.message
      : error instanceof Error
        ? error.message
        : String(error);
  return { errorCode: code ?? "NETWORK", error: message };
}

/**
 * POSTs once and reads the answer (the whole of it, up to 16 KiB, within `timeoutMs` from sending),
 * so a receiver that never finishes its answer is a `TIMEOUT` like one that never starts it. A
 * redirect is never followed: it is the answer (the one it points to could be anything, the
 * sandbox's own control API included).
 */
export async function postAttempt(
  url: string,
  init: RequestInit,
  options: { readonly fetch: typeof fetch; readonly timeoutMs: number; readonly signal: AbortSignal },
): Promise<AttemptResult> {
  const started = performance.now();
  const duration = () => Math.max(0, Math.round(performance.now() - started));
  // A controller of the attempt's own, ended by its timer or by the gateway's stop: AbortSignal.any over
  // AbortSignal.timeout cost as much as the rest of the gateway's work on a POST to a receiver in process.
  const attempt = new AbortController();
  const timer = setTimeout(
    () => attempt.abort(new DOMException(`no answer within ${options.timeoutMs} ms`, "TimeoutError")),
    options.timeoutMs,
  );
  timer.unref();
  const stop = () => attempt.abort(options.signal.reason);
  if (options.signal.aborted) stop();
  else options.signal.addEventListener("abort", stop, { once: true });
  try {
    const response = await options.fetch(url, { ...init, redirect: "manual", signal: attempt.signal });
    const answer = await answerOf(response);
    return { answer, durationMs: duration() };
  } catch (error) {
    return { ...failureOf(error, options.timeoutMs), durationMs: duration() };
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener("abort", stop);
  }
}
