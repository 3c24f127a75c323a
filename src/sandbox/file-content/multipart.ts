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
  const match = new RegExp(`(?:^|;)\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(header) ?? new RegExp(`(?:^|;)\\s*${name}=([^;\\s]+)`, "i").exec(header);
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
    if (headerEnd < 0 || next < 0 || headerEnd > next) throw new MultipartError(`body part ${parts.length} is not closed by the boundary`);
    const headers = new Map(
      body
        .subarray(at, headerEnd)
        .toString("utf8")
        .split("\r\n")
        .filter((line) => line.includes(":"))
        .map((line) => [line.slice(0, line.indexOf(":")).trim().toLowerCase(), line.slice(line.indexOf(":") + 1).trim()] as const),
    );
    const disposition = headers.get("content-disposition") ?? "";
    const name = parameter(disposition, "name");
    if (name === undefined) throw new MultipartError(`body part ${parts.length} has no Content-Disposition name`);
    // The part's data ends before the CRLF that precedes the next delimiter.
    parts.push({ name, filename: parameter(disposition, "filename"), contentType: headers.get("content-type"), data: body.subarray(headerEnd + 4, next - 2) });
    at = next;
  }
}
