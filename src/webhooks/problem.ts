import type { WebhookAuthReason } from "./errors.js";

/** Why a delivery was not acknowledged; safe to log (never a token, header value or body value). */
export type WebhookRejectionReason =
  | WebhookAuthReason
  | "insecure_transport"
  | "route_not_found"
  | "invalid_route"
  | "unknown_message_type"
  | "contract_type_mismatch"
  | "method_not_allowed"
  | "missing_tenant"
  | "invalid_tenant"
  | "invalid_user_claims"
  | "invalid_extended_claims"
  | "unsupported_media_type"
  | "invalid_content_length"
  | "body_too_large"
  | "incomplete_body"
  | "body_timeout"
  | "invalid_json"
  | "invalid_payload"
  | "duplicate_in_progress"
  | "idempotency_unavailable"
  | "handler_failed"
  | "internal_error";

/** One failing payload field: a JSON pointer into the body and what the schema expects there. */
export interface PayloadFieldError {
  readonly field: string;
  readonly message: string;
}

interface RejectionInit {
  readonly detail: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly errors?: readonly PayloadFieldError[];
}

/**
 * A check refused the delivery. Only fixed texts and schema-derived field paths go into it, so
 * turning it into an answer cannot leak the token or the body.
 */
export class WebhookRejection extends Error {
  override readonly name = "WebhookRejection";
  readonly detail: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly errors: readonly PayloadFieldError[] | undefined;

  constructor(
    readonly status: number,
    readonly reason: WebhookRejectionReason,
    init: RejectionInit,
  ) {
    super(init.detail);
    this.detail = init.detail;
    this.headers = init.headers ?? {};
    this.errors = init.errors;
  }
}

const titles: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** An RFC 9457 problem details answer for a rejection; never cached, never sniffed. */
export function problemResponse(rejection: WebhookRejection): Response {
  const body = {
    type: "about:blank",
    title: titles[rejection.status] ?? "Error",
    status: rejection.status,
    detail: rejection.detail,
    ...(rejection.errors === undefined ? {} : { errors: rejection.errors }),
  };
  return new Response(JSON.stringify(body), {
    status: rejection.status,
    headers: {
      "Content-Type": "application/problem+json",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...rejection.headers,
    },
  });
}

/** The acknowledgement: the gateway only needs the 2xx status. */
export function acknowledgedResponse(): Response {
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
