import type { components } from "../../../../generated/types/sandbox-control.js";
import {
  eventCatalogue,
  EventValidationError,
  parseEvent,
  validateEventHeaders,
  type MessageType,
} from "../../../../src/events/index.js";
import { contractTypeOf, messageHeaders, messageUrl } from "../../../../src/webhooks/simulator/index.js";
import { checkRateLimit, type ConsumerRateLimit } from "./rate-limit.js";
import { newId } from "../kernel/ids.js";

/** How a deliberately invalid event breaks the rules a consumer checks (a trigger's `invalid`). */
export type InvalidRule = components["schemas"]["SandboxInvalidRule"];

/** The contractType route segment of a message type the platform does not have. */
const UNKNOWN_CONTRACT_TYPE = "UnknownMessageType";

/** A message a sandbox service hands to the gateway for one consumer. */
export interface PublishedMessage {
  /** X-Tenant-Id: "tenant context of the message, set by the publishing service". */
  readonly tenantId: string;
  /** The consumer's `webhookUrl` (http or https); the route is appended to it. */
  readonly webhookUrl: string;
  /** A message type of the event catalogue, the routing key. */
  readonly messageType: string;
  /** The event payload; it must validate against the message type's schema. */
  readonly payload: unknown;
  /**
   * The message type's own headers from the catalogue (X-VendorCode, X-DataSourceId, ...); validated against its
   * headers schema.
   */
  readonly headers?: Readonly<Record<string, string>>;
  /** X-UserClaim-<name> headers by claim name. Default `{ tid: tenantId }`. */
  readonly userClaims?: Readonly<Record<string, string>>;
  /** The consumer's `rateLimit` and `rateLimitInterval`; POSTs beyond it wait for a slot. Default none. */
  readonly rateLimit?: ConsumerRateLimit;
  /** Sandbox time (epoch ms) after which an undelivered message is recorded Expired and dropped. Default never. */
  readonly expiresAt?: number;
  /** The messageId route segment. Default a fresh UUID. */
  readonly messageId?: string;
  /**
   * Breaks the message on purpose, for a consumer's negative tests: its token, its payload (sent
   * as given, unchecked) or its message type (any, unchecked). It is POSTed once, never redelivered.
   */
  readonly invalid?: InvalidRule;
}

/**
 * A message checked and shaped as the message gateway POSTs it, Authorization aside: what one
 * delivery keeps, once. The payload is kept as the JSON text POSTed (smaller than the object it
 * was), and the address is made from the consumer's `webhookUrl` when it is needed, so a long
 * address or payload is not held again per delivery, per attempt or per view.
 */
export interface OutgoingMessage {
  readonly messageId: string;
  readonly messageType: MessageType;
  readonly contractType: string;
  readonly tenantId: string;
  /** The consumer's address as registered; {@link outgoingUrl} appends the route. */
  readonly webhookUrl: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The payload as validated, as the JSON text POSTed. */
  readonly body: string;
  readonly rateLimit: ConsumerRateLimit | undefined;
  readonly expiresAt: number | undefined;
  /** The rule the message breaks on purpose; absent for a valid one. */
  readonly invalid?: InvalidRule;
}

/** Registered addresses whose parts around the route are remembered: most POSTs of a flush go to a few. */
const ADDRESSES_REMEMBERED = 1_024;

/** A registered address as the text before the route (its path without trailing slashes) and after it (its query). */
const addressParts = new Map<string, { readonly head: string; readonly query: string }>();

function partsOf(webhookUrl: string): { readonly head: string; readonly query: string } {
  let parts = addressParts.get(webhookUrl);
  if (parts === undefined) {
    // messageUrl's own checks, once per address.
    messageUrl(webhookUrl, "m", "c", "i");
    const url = new URL(webhookUrl);
    // From the text, not url.search: an empty query ("?") is kept as messageUrl keeps it.
    const query = url.href.includes("?") ? url.href.slice(url.href.indexOf("?")) : "";
    url.search = "";
    const head = url.href.slice(0, url.href.length - url.pathname.length) + url.pathname.replace(/(?<!\/)\/+$/, "");
    parts = { head, query };
    if (addressParts.size >= ADDRESSES_REMEMBERED) addressParts.clear();
    addressParts.set(webhookUrl, parts);
  }
  return parts;
}

const isDotSegment = (segment: string) => segment === "." || segment === "..";

/**
 * The address the message is POSTed to: `{webhook_url}/{messageType}/{contractType}/{messageId}`, as messageUrl makes
 * it. Joined to the address's remembered parts (parsing the address for every POST was a twentieth of a flush in
 * process); a dot segment, which the URL API resolves, takes messageUrl's own way.
 */
export function outgoingUrl(
  message: Pick<OutgoingMessage, "webhookUrl" | "messageType" | "contractType" | "messageId">,
): string {
  const { webhookUrl, messageType, contractType, messageId } = message;
  if (isDotSegment(messageType) || isDotSegment(contractType) || isDotSegment(messageId))
    return messageUrl(webhookUrl, messageType, contractType, messageId);
  const { head, query } = partsOf(webhookUrl);
  const type = encodeURIComponent(messageType);
  return `${head}/${type}/${encodeURIComponent(contractType)}/${encodeURIComponent(messageId)}${query}`;
}

// The gateway sets these itself; a publisher's value would be silently overwritten.
const GATEWAY_HEADERS = new Set(["authorization", "content-type", "x-tenant-id"]);

// What a webhook accepts as a route segment (RFC 3986 unreserved characters).
const ROUTE_SEGMENT = /^[A-Za-z0-9._~-]+$/;

function requireText(field: string, value: unknown): string {
  if (typeof value !== "string" || value === "")
    throw new TypeError(`${field} must be a non-empty string, got ${JSON.stringify(value)}`);
  return value;
}

function checkWebhookUrl(value: unknown): string {
  const text = requireText("webhookUrl", value);
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new TypeError(`webhookUrl must be an absolute http or https URL, got ${JSON.stringify(text)}`);
  }
  return text;
}

function checkHeaders(headers: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (GATEWAY_HEADERS.has(lower) || lower.startsWith("x-userclaim")) {
      throw new TypeError(
        `headers.${name} is set by the gateway: Authorization, Content-Type, ` +
          `X-Tenant-Id (from tenantId), X-UserClaim-* (from userClaims)`,
      );
    }
    if (typeof value !== "string")
      throw new TypeError(`headers.${name} must be a string, got ${JSON.stringify(value)}`);
  }
  return headers;
}

/**
 * Checks a published message and shapes it: the payload against the message type's schema and
 * the headers against its headers schema. A message that does not validate is a bug of the
 * sandbox service that published it, so it throws (EventValidationError naming the JSON path)
 * rather than sending what no consumer should accept.
 */
export function prepareMessage(message: PublishedMessage): OutgoingMessage {
  const tenantId = requireText("tenantId", message.tenantId);
  const webhookUrl = checkWebhookUrl(message.webhookUrl);
  const messageType = requireText("messageType", message.messageType) as MessageType;
  const { invalid } = message;
  const unchecked = invalid === "schema-invalid-payload" || invalid === "unknown-message-type";
  const payload = unchecked ? message.payload : parseEvent(messageType, message.payload);
  const messageId = message.messageId === undefined ? newId() : requireText("messageId", message.messageId);
  if (!ROUTE_SEGMENT.test(messageId))
    throw new TypeError(
      `messageId must use only letters, digits, '.', '_', '~' and '-', got ${JSON.stringify(messageId)}`,
    );
  if (message.expiresAt !== undefined && !Number.isFinite(message.expiresAt)) {
    throw new RangeError(`expiresAt must be a time in epoch milliseconds, got ${String(message.expiresAt)}`);
  }
  const rateLimit = message.rateLimit === undefined ? undefined : checkRateLimit("rateLimit", message.rateLimit);
  const headers = {
    ...checkHeaders(message.headers ?? {}),
    ...messageHeaders({ tenantId, userClaims: message.userClaims ?? { tid: tenantId } }),
  };
  const unknownType = invalid === "unknown-message-type";
  const headerProblems = unknownType ? [] : validateEventHeaders(messageType, headers);
  if (headerProblems.length > 0) throw new EventValidationError(`${messageType} headers`, headerProblems);
  const contractType = unknownType ? UNKNOWN_CONTRACT_TYPE : contractTypeOf(eventCatalogue, messageType);
  // Checked once here (an address with a fragment is refused); each POST makes it again.
  messageUrl(webhookUrl, messageType, contractType, messageId);
  return {
    messageId,
    messageType,
    contractType,
    tenantId,
    webhookUrl,
    headers,
    body: JSON.stringify(payload),
    rateLimit,
    expiresAt: message.expiresAt,
    ...(invalid === undefined ? {} : { invalid }),
  };
}
