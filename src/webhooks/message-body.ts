import { parseUtf8Json, readBounded } from "./bounded-read.js";
import { WebhookRejection } from "./problem.js";

function unsupportedMediaType(): WebhookRejection {
  return new WebhookRejection(415, "unsupported_media_type", {
    detail: "The body must be sent as application/json (charset utf-8 if any).",
  });
}

function tooLarge(maxBytes: number): WebhookRejection {
  return new WebhookRejection(413, "body_too_large", { detail: `The body is larger than ${maxBytes} bytes.` });
}

/** `application/json`, optionally with `charset=utf-8` and nothing else (the gateway sends exactly that). */
function checkContentType(headers: Headers): void {
  const [mediaType, ...parameters] = (headers.get("content-type") ?? "").split(";");
  if (mediaType?.trim().toLowerCase() !== "application/json") throw unsupportedMediaType();
  for (const parameter of parameters) {
    const [name, value, ...rest] = parameter.split("=");
    const charset = value
      ?.trim()
      .replace(/^"(.*)"$/, "$1")
      .toLowerCase();
    if (rest.length > 0 || name?.trim().toLowerCase() !== "charset" || charset !== "utf-8") {
      throw unsupportedMediaType();
    }
  }
}

/** Refuses a declared length past the cap before a byte of the body is read. */
function checkContentLength(headers: Headers, maxBytes: number): void {
  const declared = headers.get("content-length");
  if (declared === null) return;
  if (!/^\d{1,15}$/.test(declared)) {
    throw new WebhookRejection(400, "invalid_content_length", { detail: "The Content-Length header is not a number." });
  }
  if (Number(declared) > maxBytes) throw tooLarge(maxBytes);
}

/**
 * The body as JSON: right media type, at most `maxBytes` (by Content-Length and while reading,
 * since a chunked body declares no length), all of it within `timeoutMs`, UTF-8, parseable. Parser messages quote the
 * input, so none of them reaches the answer.
 */
export async function readJsonBody(request: Request, maxBytes: number, timeoutMs: number): Promise<unknown> {
  checkContentType(request.headers);
  checkContentLength(request.headers, maxBytes);
  const read = await readBounded(request.body, maxBytes, timeoutMs).catch(() => {
    throw new WebhookRejection(400, "incomplete_body", { detail: "The body ended before it was complete." });
  });
  if (read.tooLarge) throw tooLarge(maxBytes);
  if (read.timedOut)
    throw new WebhookRejection(408, "body_timeout", {
      detail: `The body did not arrive within ${timeoutMs} ms.`,
      headers: { Connection: "close" },
    });
  const parsed = parseUtf8Json(read.bytes);
  if (parsed === undefined) {
    throw new WebhookRejection(400, "invalid_json", { detail: "The body is not UTF-8 encoded JSON." });
  }
  return parsed.value;
}
