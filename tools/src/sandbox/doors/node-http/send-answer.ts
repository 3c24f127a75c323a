// Writing an answer to a node:http response: the status, the headers, and the body in its media
// type, a large JSON body a slice at a time.
import type { ServerResponse } from "node:http";
import { isJsonMediaType, type SandboxAnswer } from "../../kernel/answer.js";
import { isSmallJson, writeJsonSliced } from "../../kernel/time-slice.js";

/** Resolves once `res` may take more (or is gone, when it throws: the answer is no longer read). */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      if (res.destroyed) reject(new Error("the client closed the connection while the answer was written"));
      else resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}

/**
 * Writes the answer; HEAD gets the headers only. A large JSON body is serialized a slice at a time
 * and sent as it is made (chunked), so that it holds the event loop for no one's answer but its
 * own; the promise then resolves once it is written.
 */
export function send(res: ServerResponse, answer: SandboxAnswer, head: boolean): void | Promise<void> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers ?? {})) headers[name.toLowerCase()] = value;
  let payload: string | Uint8Array | undefined;
  if (answer.body !== undefined) {
    const contentType = answer.contentType ?? "application/json";
    headers["content-type"] = contentType;
    if (
      !head &&
      !(answer.body instanceof Uint8Array) &&
      (isJsonMediaType(contentType) || typeof answer.body !== "string") &&
      !isSmallJson(answer.body)
    ) {
      res.writeHead(answer.status, headers);
      return writeJsonSliced(answer.body, (text) =>
        res.destroyed
          ? Promise.reject(new Error("the client closed the connection while the answer was written"))
          : res.write(text)
            ? undefined
            : drained(res),
      ).then(() => void res.end());
    }
    payload =
      answer.body instanceof Uint8Array
        ? answer.body
        : isJsonMediaType(contentType) || typeof answer.body !== "string"
          ? JSON.stringify(answer.body)
          : answer.body;
    headers["content-length"] = String(Buffer.byteLength(payload));
  }
  res.writeHead(answer.status, headers);
  res.end(head ? undefined : payload);
}
