import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { rootCertificates } from "node:tls";
import type { Answer } from "./webhook-check.js";

/** One request to the endpoint under test, its path sent byte for byte (dot segments included). */
export interface OutgoingRequest {
  /** Origin to send to; default the endpoint's. */
  readonly origin?: URL;
  readonly method: string;
  /** The path as sent, not normalised. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | Buffer;
}

/** How the kit reaches the endpoint. */
export interface SenderSettings {
  /** Origin of the webhook address. */
  readonly origin: URL;
  /** PEM certificates trusted for https besides the system's. */
  readonly ca?: string | Buffer | undefined;
  /** Skip certificate verification. */
  readonly insecure?: boolean | undefined;
  /** Milliseconds one request may take before it counts as unanswered. */
  readonly timeoutMs: number;
}

/** Most bytes of an answer's body read for its problem detail; the rest is drained unread. */
const MAX_PROBLEM_BYTES = 8192;

/** The `detail` of a problem details body (RFC 9457), cut to one line of at most 500 characters. */
function problemDetail(contentType: string | undefined, body: Buffer): string | undefined {
  if (contentType === undefined || !/^application\/(problem\+)?json\b/i.test(contentType)) return undefined;
  try {
    const detail = (JSON.parse(body.toString("utf8")) as { detail?: unknown }).detail;
    return typeof detail === "string" && detail !== "" ? detail.replace(/\s+/g, " ").slice(0, 500) : undefined;
  } catch {
    return undefined;
  }
}

/** Sends a request and resolves with its answer; a network error is an answer without status. */
export type Send = (request: OutgoingRequest) => Promise<Answer>;

/**
 * A sender over node:http and node:https rather than fetch: a URL parser would remove the dot
 * segments that one check must send, and a private CA is an option of the request here.
 */
export function createSender(settings: SenderSettings): Send {
  return (outgoing) =>
    new Promise<Answer>((resolve) => {
      const origin = outgoing.origin ?? settings.origin;
      const secure = origin.protocol === "https:";
      let settled = false;
      let headersCame: Answer | undefined;
      const settle = (answer: Answer) => {
        if (settled) return;
        settled = true;
        resolve(answer);
      };
      const body = typeof outgoing.body === "string" ? Buffer.from(outgoing.body) : outgoing.body;
      const options = {
        method: outgoing.method,
        host: origin.hostname.replace(/^\[(.*)\]$/, "$1"),
        port: origin.port === "" ? (secure ? 443 : 80) : Number(origin.port),
        path: outgoing.path,
        headers: { ...outgoing.headers, "Content-Length": String(body.length) },
        // A fresh connection per request: ten concurrent redeliveries must really be concurrent.
        agent: false,
        signal: AbortSignal.timeout(settings.timeoutMs),
        // node:https replaces the system's CAs with `ca`; an endpoint behind a public certificate must still verify.
        ...(secure
          ? {
              ca: settings.ca === undefined ? undefined : [...rootCertificates, settings.ca],
              rejectUnauthorized: settings.insecure !== true,
            }
          : {}),
      } as const;
      const onResponse = (response: IncomingMessage) => {
        const retryAfter = response.headers["retry-after"];
        const answer = {
          status: response.statusCode ?? null,
          retryAfter: typeof retryAfter === "string" ? retryAfter : null,
        };
        headersCame = answer;
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on("data", (chunk: Buffer) => {
          if (kept >= MAX_PROBLEM_BYTES) return;
          chunks.push(chunk);
          kept += chunk.length;
        });
        response.on("error", () => undefined);
        // 'close' follows the end of the body, or its abort when the request timed out meanwhile.
        response.on("close", () => {
          const detail = problemDetail(response.headers["content-type"], Buffer.concat(chunks));
          settle(detail === undefined ? answer : { ...answer, detail });
        });
      };
      const request = secure ? httpsRequest(options, onResponse) : httpRequest(options, onResponse);
      request.on("error", (error: NodeJS.ErrnoException) => {
        // A body cut short (the timeout, a reset) leaves the status the answer had.
        if (headersCame !== undefined) return settle(headersCame);
        const reason =
          error.name === "AbortError" ? `none within ${settings.timeoutMs} ms` : (error.code ?? error.message);
        settle({ status: null, retryAfter: null, error: reason });
      });
      request.end(body);
    });
}
