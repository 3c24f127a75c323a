// A request the kit makes for itself (a preflight look, a provider-state hook), answered as text:
// its status and the start of its body, or why there was no answer, in words a report can show.
// Redirects are not followed: a 3xx is the answer.

/** The status and the first characters of the body; status `null` when nothing answered. */
export interface TextAnswer {
  readonly status: number | null;
  readonly text: string;
}

/** Sends `init` to `url` through `send`, waiting at most `timeoutMs`; keeps `keep` characters of the body. */
export async function textAnswer(
  send: (input: string, init: RequestInit) => Promise<Response>,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  keep: number,
): Promise<TextAnswer> {
  try {
    const response = await send(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
    return { status: response.status, text: (await response.text()).slice(0, keep) };
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return {
      status: null,
      text:
        (error as Error).name === "TimeoutError"
          ? `no answer within ${timeoutMs} ms`
          : (cause?.code ?? cause?.message ?? (error as Error).message),
    };
  }
}
