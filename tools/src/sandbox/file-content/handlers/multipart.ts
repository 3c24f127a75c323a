// multipart/form-data (RFC 7578) as the core hands it over: the raw body. Only what an upload
// needs: each part's name, filename, content type and bytes.

/** One part of a multipart/form-data body. */
export interface FormPart {
  readonly name: string;
  readonly filename: string | undefined;
  readonly contentType: string | undefined;
  readonly data: Buffer;
}

/** A body that is not the multipart/form-data its Content-Type says; the message says what is wrong. */
export class MultipartError extends Error {
  override readonly name = "MultipartError";
}

function parameter(header: string, name: string): string | undefined {
  const match =
    new RegExp(`(?:^|;)\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(header) ??
    new RegExp(`(?:^|;)\\s*${name}=([^;\\s]+)`, "i").exec(header);
  return match?.[1]?.replace(/\\(.)/g, "$1");
}

/** The parts of `body`, sent with `contentType` (`multipart/form-data; boundary=...`). */
export function parseMultipart(contentType: string | undefined, body: Buffer): FormPart[] {
  const boundary = parameter(contentType ?? "", "boundary");
  if (boundary === undefined) throw new MultipartError("header Content-Type has no boundary parameter");
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) throw new MultipartError(`body has no boundary ${boundary}`);
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString() === "--") return parts;
    const headerEnd = body.indexOf("\r\n\r\n", at);
    const next = body.indexOf(delimiter, at);
    if (headerEnd < 0 || next < 0 || headerEnd > next)
      throw new MultipartError(`body part ${parts.length} is not closed by the boundary`);
    const headers = new Map(
      body
        .subarray(at, headerEnd)
        .toString("utf8")
        .split("\r\n")
        .filter((line) => line.includes(":"))
        .map(
          (line) =>
            [line.slice(0, line.indexOf(":")).trim().toLowerCase(), line.slice(line.indexOf(":") + 1).trim()] as const,
        ),
    );
    const disposition = headers.get("content-disposition") ?? "";
    const name = parameter(disposition, "name");
    if (name === undefined) throw new MultipartError(`body part ${parts.length} has no Content-Disposition name`);
    // The part's data ends before the CRLF that precedes the next delimiter.
    parts.push({
      name,
      filename: parameter(disposition, "filename"),
      contentType: headers.get("content-type"),
      data: body.subarray(headerEnd + 4, next - 2),
    });
    at = next;
  }
}

// RFC 9110 section 8.3.1: media-type = type "/" subtype parameters, each a token, a parameter's
// value a token or a quoted string.
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const MEDIA_TYPE = new RegExp(
  `^${TOKEN}/${TOKEN}(?:[ \\t]*;[ \\t]*${TOKEN}=(?:${TOKEN}|"(?:[\\t ` +
    `\\x21\\x23-\\x5b\\x5d-\\x7e]|\\\\[\\t \\x21-\\x7e])*"))*$`,
);

/**
 * Longest file name and media type a file keeps, in characters: both come back as headers of its
 * content, where a client takes about 16 KB of headers in all (a name is sent percent-encoded in
 * Content-Disposition, up to three times its length), and 255 is what file systems take as a name.
 */
export const MAX_HEADER_TEXT = 255;

/** Why a file name cannot be stored, or `undefined`; `what` names it in the reason. */
export function fileNameRefusal(what: string, name: string): string | undefined {
  if (name.length > MAX_HEADER_TEXT)
    return `${what} has ${name.length} characters; a file name may have at most ${MAX_HEADER_TEXT}`;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\x00-\x1f\x7f]/.test(name)) return `${what} ${JSON.stringify(name)} has control characters`;
  return undefined;
}

/**
 * Why a part's Content-Type or filename cannot be stored, or `undefined`: both come back later as
 * headers of the file's content (Content-Type, Content-Disposition), so a value no header may
 * carry is refused when it is stored rather than failing every later read.
 */
export function headerFieldRefusal(part: FormPart): string | undefined {
  if (part.contentType !== undefined && part.contentType.length > MAX_HEADER_TEXT) {
    return (
      `body part ${JSON.stringify(part.name)}: Content-Type ` +
      `has ${part.contentType.length} characters; a media type may have at ` +
      `most ${MAX_HEADER_TEXT}`
    );
  }
  if (part.contentType !== undefined && !MEDIA_TYPE.test(part.contentType)) {
    return (
      `body part ${JSON.stringify(part.name)}: ` +
      `Content-Type ${JSON.stringify(part.contentType)} is not a media type (type/subtype ` +
      `with token parameters, ASCII only)`
    );
  }
  return part.filename === undefined
    ? undefined
    : fileNameRefusal(`body part ${JSON.stringify(part.name)}: filename`, part.filename);
}
