// Reading what the kit's webhook receiver got: the route of a delivery, its payload and headers by
// the AsyncAPI spec, and its gateway token against the identity provider's keys.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from "jose";
import { eventCatalogue, isMessageType, validateEvent, validateEventHeaders } from "../../../../../src/events/index.js";
import { packageRoot } from "../../../package-root.js";
import type { ReceivedDelivery, WebhookReceiver } from "../receiver.js";
import type { ServiceSession } from "../session.js";

/** A delivery's route: `{webhook_url}/{messageType}/{contractType}/{messageId}`, under the channel's path. */
export interface Route {
  readonly channel: string;
  readonly messageType: string;
  readonly contractType: string;
  readonly messageId: string;
}

/** The route of a delivery under the receiver, or undefined when its path has another shape. */
export function routeOf(receiver: WebhookReceiver, delivery: ReceivedDelivery): Route | undefined {
  if (!delivery.path.startsWith(`${receiver.basePath}/`)) return undefined;
  const parts = delivery.path
    .slice(receiver.basePath.length + 1)
    .split("?")[0]!
    .split("/");
  if (parts.length !== 4 || parts.some((part) => part === "")) return undefined;
  const [channel, messageType, contractType, messageId] = parts.map((part) => decodeURIComponent(part)) as [
    string,
    string,
    string,
    string,
  ];
  return { channel, messageType, contractType, messageId };
}

/** The delivery's JSON body, or undefined when it is no JSON. */
export function payloadOf(delivery: ReceivedDelivery): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(delivery.body.toString("utf8"));
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Deliveries of a message type on a channel whose payload `match` accepts, first arrival first. */
export function waitForEvent(
  session: ServiceSession,
  channel: string,
  messageType: string,
  match: (payload: Record<string, unknown>, delivery: ReceivedDelivery) => boolean,
): Promise<ReceivedDelivery | undefined> {
  const receiver = session.receiver!;
  return receiver.waitFor((delivery) => {
    const route = routeOf(receiver, delivery);
    const payload = payloadOf(delivery);
    return (
      route?.channel === channel &&
      route.messageType === messageType &&
      payload !== undefined &&
      match(payload, delivery)
    );
  }, session.eventTimeoutMs);
}

const headerNames = new Map<string, readonly string[]>();

/** The header names of a message type's headers schema, as the spec spells them. */
function schemaHeaderNames(messageType: string): readonly string[] {
  const schema = isMessageType(messageType) ? eventCatalogue[messageType].headersSchema : null;
  if (schema === null) return [];
  let names = headerNames.get(schema);
  if (names === undefined) {
    const document = JSON.parse(
      readFileSync(join(packageRoot(), "generated", "schemas", `${schema}.schema.json`), "utf8"),
    ) as { properties?: Record<string, unknown> };
    names = Object.keys(document.properties ?? {});
    headerNames.set(schema, names);
  }
  return names;
}

/** Why the delivery's payload and headers break the AsyncAPI spec, or an empty list. */
export function eventProblems(messageType: string, delivery: ReceivedDelivery): string[] {
  if (!isMessageType(messageType)) return [`${messageType} is no message type of the spec`];
  const payload = payloadOf(delivery);
  const problems: string[] = [];
  const validation = validateEvent(messageType, payload);
  if (!validation.valid) problems.push(...validation.problems.map((p) => `payload ${p.path || "$"} ${p.message}`));
  const headers: Record<string, string> = {};
  for (const name of schemaHeaderNames(messageType)) {
    const value = delivery.headers[name.toLowerCase()];
    if (typeof value === "string") headers[name] = value;
  }
  problems.push(...validateEventHeaders(messageType, headers).map((p) => `header ${p.path || "$"} ${p.message}`));
  return problems;
}

/** Why the delivery's gateway token fails the reference's webhook rules 2 to 4, or undefined. */
export async function tokenProblem(
  session: ServiceSession,
  jwks: JSONWebKeySet,
  delivery: ReceivedDelivery,
): Promise<string | undefined> {
  const authorization = delivery.headers.authorization ?? "";
  const [scheme, token, ...rest] = authorization.split(" ");
  if (scheme !== "Bearer" || token === undefined || rest.length > 0)
    return `Authorization is ${JSON.stringify(authorization.slice(0, 40))}, not Bearer <JWT>`;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== "RS256") return `alg is ${String(header.alg)}, not RS256`;
    if (typeof header.kid !== "string" || header.kid === "")
      return "the token names no kid: keys rotate, so a consumer selects by key id";
    await jwtVerify(token, createLocalJWKSet(jwks), {
      algorithms: ["RS256"],
      issuer: session.discovery.issuer,
      requiredClaims: ["exp"],
    });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The identity provider's published keys. */
export async function publishedKeys(session: ServiceSession): Promise<JSONWebKeySet> {
  return session.shared(
    "jwks",
    async () =>
      (await (
        await session.recorder.fetchFor("identity-provider")(session.discovery.jwks_uri, { method: "GET" })
      ).json()) as JSONWebKeySet,
  );
}
