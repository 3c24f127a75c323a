// Request bodies as the specs type them: a multipart body is an object whose binary parts are
// `Blob`s (the generator types `contentMediaType`/`format: binary` as `Blob`, and only multipart
// bodies have them), so a body with a Blob member is sent as `multipart/form-data` and every other
// body as openapi-fetch sends it (JSON, or form-urlencoded when that content type is set).
import { defaultBodySerializer } from "openapi-fetch";

function isBlobPart(value: unknown): value is Blob {
  return value instanceof Blob;
}

/** Whether the body is the part map of a multipart body: a plain object with a Blob member (or a list of Blobs). */
export function isMultipartBody(body: unknown): body is Record<string, unknown> {
  if (body === null || typeof body !== "object" || Array.isArray(body) || body instanceof FormData || isBlobPart(body))
    return false;
  for (const value of Object.values(body)) {
    if (isBlobPart(value) || (Array.isArray(value) && value.some(isBlobPart))) return true;
  }
  return false;
}

/**
 * The FormData of a part map: a Blob part keeps its own file name when it is a `File` (else
 * FormData names it `blob`), text goes as it is, a list is one part per item, and any other value
 * is sent as JSON text. An undefined member is left out, as JSON leaves it out.
 */
export function toFormData(parts: Readonly<Record<string, unknown>>): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown) => {
    if (value === undefined) return;
    if (isBlobPart(value)) form.append(name, value);
    else form.append(name, typeof value === "string" ? value : JSON.stringify(value));
  };
  for (const [name, value] of Object.entries(parts)) {
    if (Array.isArray(value)) value.forEach((item) => append(name, item));
    else append(name, value);
  }
  return form;
}

/** openapi-fetch's body serializer for every client: part maps become FormData, the rest as before. */
export function serializeBody(body: unknown, headers?: unknown): unknown {
  if (isMultipartBody(body)) return toFormData(body);
  return (defaultBodySerializer as (body: unknown, headers?: unknown) => unknown)(body, headers);
}
