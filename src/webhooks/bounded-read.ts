/** The bytes of a stream, or `tooLarge` as soon as it goes past the cap, or `timedOut` when it did not end in time. */
export type BoundedRead =
  | { readonly tooLarge: false; readonly timedOut?: false; readonly bytes: Uint8Array }
  | { readonly tooLarge: true; readonly timedOut?: false }
  | { readonly tooLarge: false; readonly timedOut: true };

/**
 * Reads a byte stream up to `maxBytes` and stops (cancelling the stream) as soon as one chunk
 * goes past it, so a sender can never make us hold more than the cap plus one chunk; with
 * `timeoutMs`, also when the whole stream has not arrived by then, so a sender trickling bytes
 * cannot hold the read open.
 */
export async function readBounded(
  stream: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  timeoutMs?: number,
): Promise<BoundedRead> {
  if (stream === null) return { tooLarge: false, bytes: new Uint8Array(0) };
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  // The timer cancels the stream, which ends a pending read: no race of each read against a deadline, which cost more
  // than the read of a small body.
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          void reader.cancel().catch(() => undefined);
        }, timeoutMs);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (timedOut) return { tooLarge: false, timedOut: true };
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { tooLarge: true };
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { tooLarge: false, bytes };
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Decodes UTF-8 and parses JSON; undefined for anything that is not both. */
export function parseUtf8Json(bytes: Uint8Array): { readonly value: unknown } | undefined {
  try {
    return { value: JSON.parse(utf8.decode(bytes)) as unknown };
  } catch {
    return undefined;
  }
}
