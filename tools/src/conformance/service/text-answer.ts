// A request the kit makes for itself (a preflight look, a provider-state hook), answered as text:
// its status and its body up to a small cap, or why there was no answer, in words a report can show.
import type { OwnSend } from "./provider-fetch.js";

/** The most the kit reads of an answer to its own requests: a discovery document, a state hook's values. */
export const OWN_REQUEST_MAX_BYTES = 64 * 1024;

/** The status and the body as text; status `null` when nothing answered. */
export interface TextAnswer {
  readonly status: number | null;
  readonly text: string;
  /** The body ran past {@link OWN_REQUEST_MAX_BYTES}: `text` is its start only. */
  readonly cut: boolean;
  /** Why a 3xx is the answer: the kit did not follow it. */
  readonly notFollowed?: string;
}

/** Sends through `send`, bounded at {@link OWN_REQUEST_MAX_BYTES}, waiting at most `timeoutMs`. */
export async function textAnswer(
  send: OwnSend,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<TextAnswer> {
  try {
    const answer = await send(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }, OWN_REQUEST_MAX_BYTES);
    return {
      status: answer.status,
      text: new TextDecoder().decode(answer.body),
      cut: answer.cut,
      ...(answer.notFollowed === undefined ? {} : { notFollowed: answer.notFollowed }),
    };
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return {
      status: null,
      cut: false,
      text:
        (error as Error).name === "TimeoutError"
          ? `no answer within ${timeoutMs} ms`
          : (cause?.code ?? cause?.message ?? (error as Error).message),
    };
  }
}

/** `307 (a redirect to ..., not followed) {"a":...} (cut at 65536 bytes)`, the start of the body only. */
export function describeTextAnswer(answer: TextAnswer, shown = 300): string {
  if (answer.status === null) return `no answer (${answer.text})`;
  const parts = [String(answer.status)];
  if (answer.notFollowed !== undefined) parts.push(`(${answer.notFollowed})`);
  if (answer.text !== "") parts.push(answer.text.slice(0, shown));
  if (answer.cut) parts.push(`(cut: more than the ${OWN_REQUEST_MAX_BYTES} bytes the kit reads of it)`);
  return parts.join(" ");
}
