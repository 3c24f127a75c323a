/** What the route needs of a catalogue entry: its contract class, null where the reference does not show it. */
export interface ContractTypeSource {
  readonly contractType: string | null;
}

/**
 * The contractType route segment of a message type: the catalogue's, or where the reference does
 * not show one (catalogue null or no entry), the message type's last dot-separated part, the
 * convention of every contract class the reference does name (`...OrderReleased` -> `OrderReleased`).
 */
export function contractTypeOf(events: Readonly<Record<string, ContractTypeSource>>, messageType: string): string {
  const entry = Object.hasOwn(events, messageType) ? events[messageType] : undefined;
  return entry?.contractType ?? messageType.split(".").at(-1) ?? messageType;
}

/**
 * `{webhook_url}/{messageType}/{contractType}/{messageId}`, the address the message gateway POSTs
 * to: the route is appended to the registered path and a query of the registered address is kept.
 * Built with the URL API, not by joining text, so nothing in the address (a `#`, a `?`) can cut
 * the route off and send the POST somewhere else.
 * @throws TypeError when `webhookUrl` is no absolute URL or carries a fragment
 */
export function messageUrl(webhookUrl: string, messageType: string, contractType: string, messageId: string): string {
  if (!URL.canParse(webhookUrl))
    throw new TypeError(`webhookUrl must be an absolute URL, got ${JSON.stringify(webhookUrl)}`);
  const url = new URL(webhookUrl);
  if (url.hash !== "" || webhookUrl.includes("#"))
    throw new TypeError(`webhookUrl must not carry a fragment (#...), got ${JSON.stringify(webhookUrl)}`);
  const route = [messageType, contractType, messageId].map(encodeURIComponent).join("/");
  url.pathname = `${url.pathname.replace(/(?<!\/)\/+$/, "")}/${route}`;
  return url.href;
}

/** The tenant and user context of one message, as the reference's webhook headers carry it. */
export interface MessageContext {
  /** X-Tenant-Id: "tenant context of the message, set by the publishing service"; omitted when undefined. */
  readonly tenantId: string | undefined;
  /** X-UserClaim-<name> headers by claim name (tid, sub, client_id, iss, Actort, locale, orgs_codes). */
  readonly userClaims: Readonly<Record<string, string>>;
  /** Sent Base64-encoded as X-UserClaimsExtended when given. */
  readonly extendedClaims?: ReadonlyArray<{ readonly Key: string; readonly Value: unknown }> | undefined;
}

/**
 * The reference's webhook message headers other than Authorization: Content-Type, X-Tenant-Id, X-UserClaim-*,
 * X-UserClaimsExtended.
 */
export function messageHeaders(context: MessageContext): Record<string, string> {
  const headers: Record<string, string> = { "Content-Type": "application/json; charset=utf-8" };
  if (context.tenantId !== undefined) headers["X-Tenant-Id"] = context.tenantId;
  for (const [name, value] of Object.entries(context.userClaims)) headers[`X-UserClaim-${name}`] = value;
  if (context.extendedClaims !== undefined) {
    headers["X-UserClaimsExtended"] = Buffer.from(JSON.stringify(context.extendedClaims)).toString("base64");
  }
  return headers;
}
