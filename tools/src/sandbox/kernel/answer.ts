// The shape every handler, the example picker and the refusals answer with, whatever door the
// request came through.

/**
 * An answer before it is sent, the one shape of every answer of the sandbox (handlers, the example
 * picker, refusals, the token endpoint): the status, headers, and a body in the media type it names.
 */
export interface SandboxAnswer<B = unknown> {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  /** The media type of `body`; default `application/json` when there is a body. */
  readonly contentType?: string;
  /** JSON value for a JSON media type, a string or bytes otherwise; `undefined` for no body. */
  readonly body?: B;
}

/** An RFC 9457 problem answer. */
export function problem<S extends number>(
  status: S,
  title: string,
  detail: string,
  extra: Record<string, unknown> = {},
): {
  status: S;
  contentType: "application/problem+json";
  body: { type: string; title: string; status: number; detail: string; [extra: string]: unknown };
} {
  return {
    status,
    contentType: "application/problem+json",
    body: { type: "about:blank", title, status, detail, ...extra },
  };
}

/**
 * Whether `mediaType` (of a request or an answer) is covered by a documented media type or a range such as `text/*`.
 */
export function mediaTypeMatches(documented: string, mediaType: string): boolean {
  const range = documented.split(";")[0]!.trim().toLowerCase();
  const actual = mediaType.split(";")[0]!.trim().toLowerCase();
  if (range === "*/*") return true;
  if (range.endsWith("/*")) return actual.startsWith(range.slice(0, -1));
  return actual === range;
}

export function isJsonMediaType(mediaType: string): boolean {
  // The media type of nearly every answer, told without a regular expression.
  if (mediaType === "application/json") return true;
  return /^application\/([\w.+-]+\+)?json\b/i.test(mediaType);
}
