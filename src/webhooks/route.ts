import { WebhookConfigError } from "./errors.js";
import { WebhookRejection } from "./problem.js";

/** The three path variables of `POST {webhook_url}/{messageType}/{contractType}/{messageId}`. */
export interface WebhookRoute {
  readonly messageType: string;
  readonly contractType: string;
  readonly messageId: string;
}

// RFC 3986 unreserved characters. No routing key, contract class name or message id needs
// percent-encoding, so refusing '%' outright also refuses encoded slashes, backslashes and dots.
const SAFE_SEGMENT = /^[A-Za-z0-9._~-]+$/;
const MAX_NAME_LENGTH = 200;

function isDotSegment(segment: string): boolean {
  return segment === "." || segment === "..";
}

/**
 * True for a raw request path that a URL parser would rewrite (dot segments, backslashes) or that
 * hides separators in percent-encoding. Checked before any normalisation can hide a traversal.
 */
export function hasUnsafePathSyntax(path: string): boolean {
  return path.includes("\\") || path.includes("%") || path.split("/").some(isDotSegment);
}

/** Validates the configured base path once and returns it without a trailing slash. */
export function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.endsWith("/") ? basePath.slice(0, -1) : basePath;
  if (trimmed === "") return "";
  const segments = trimmed.split("/");
  const valid =
    segments[0] === "" && segments.slice(1).every((segment) => SAFE_SEGMENT.test(segment) && !isDotSegment(segment));
  if (!valid) {
    throw new WebhookConfigError("basePath must start with '/' and contain only unreserved characters between slashes");
  }
  return trimmed;
}

/** The received path, quoted, cut at 200 characters; it passed hasUnsafePathSyntax, so it holds no encoded bytes. */
function shownPath(pathname: string): string {
  return JSON.stringify(pathname.length > 200 ? `${pathname.slice(0, 200)}...` : pathname);
}

function invalidRoute(detail: string): WebhookRejection {
  return new WebhookRejection(400, "invalid_route", { detail });
}

/**
 * Reads the route after the base path: exactly three non-empty segments of unreserved characters.
 * Shapes that are not a webhook route answer 404; a route with an unsafe segment answers 400.
 */
export function parseRoute(pathname: string, basePath: string, maxMessageIdLength: number): WebhookRoute {
  if (hasUnsafePathSyntax(pathname)) {
    throw invalidRoute("The path contains dot segments, backslashes or percent-encoding.");
  }
  const prefix = `${basePath}/`;
  const shape = `a webhook route is ${basePath}/{messageType}/{contractType}/{messageId}`;
  if (!pathname.startsWith(prefix)) {
    throw new WebhookRejection(404, "route_not_found", {
      detail:
        `The path ${shownPath(pathname)} is not under the basePath ${JSON.stringify(prefix)}: ${shape}. ` +
        "The basePath option of createWebhookHandler is the path of the webhook URL the gateway was given.",
    });
  }
  const segments = pathname.slice(prefix.length).split("/");
  const [messageType, contractType, messageId] = segments;
  if (segments.length !== 3 || messageType === undefined || contractType === undefined || messageId === undefined) {
    throw new WebhookRejection(404, "route_not_found", {
      detail:
        `The path ${shownPath(pathname)} has ${segments.length} segment(s) after the basePath ` +
        `${JSON.stringify(prefix)}, not 3: ${shape}. If the webhook URL the gateway was given has a path, ` +
        "set the basePath option of createWebhookHandler to it.",
    });
  }
  for (const segment of segments) {
    if (!SAFE_SEGMENT.test(segment)) {
      throw invalidRoute("Route segments must be non-empty and use only letters, digits, '.', '_', '~' and '-'.");
    }
  }
  if (messageType.length > MAX_NAME_LENGTH || contractType.length > MAX_NAME_LENGTH) {
    throw invalidRoute("The messageType or contractType segment is too long.");
  }
  if (messageId.length > maxMessageIdLength) {
    throw invalidRoute(`The messageId segment is longer than ${maxMessageIdLength} characters.`);
  }
  return { messageType, contractType, messageId };
}
