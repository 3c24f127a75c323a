// Whether a webhook address may be delivered to. A consumer registers its address, and the
// gateway POSTs signed messages there; an address that reaches one of the sandbox's own ports
// would let one tenant make the gateway call the control API (a reset of every tenant) or another
// service with the gateway's token, so such an address is refused at registration and at delivery
// (names can resolve differently later, and the sandbox may be started on other ports).
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { networkInterfaces } from "node:os";

/**
 * Longest webhook address, in characters: what browsers and most servers take as the longest URL.
 * Every delivery to the address carries it (its record, its POST), so one long address sent once
 * would cost that much memory per delivery: 7 MB ones with 300 records took the process down.
 */
export const MAX_WEBHOOK_URL = 2_048;

/** The sandbox's own addresses: the ports it listens on and the interface it is bound to. */
export interface OwnAddresses {
  readonly ports: readonly number[];
  readonly host: string;
}

/** Why `webhookUrl` may not be a webhook address, or `undefined` when it may; `field` names it in the reason. */
export type WebhookAddressCheck = (field: string, webhookUrl: string) => Promise<string | undefined>;

function unbracket(hostname: string): string {
  return hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
}

/** An IPv4-mapped IPv6 address (`::ffff:7f00:1`, as the URL API writes `::ffff:127.0.0.1`) as its IPv4 address. */
function plainAddress(address: string): string {
  const lower = address.toLowerCase();
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex === null) return lower.replace(/^::ffff:/, "");
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

function isLoopbackOrAny(address: string): boolean {
  const plain = plainAddress(address);
  return plain.startsWith("127.") || plain === "::1" || plain === "0.0.0.0" || plain === "::" || plain === "localhost";
}

/** Every address a name or IP literal stands for, with its family; empty when it does not resolve. */
async function addressesOf(hostname: string): Promise<ResolvedAddress[]> {
  const family = isIP(hostname);
  if (family !== 0) return [{ address: hostname, family: family as 4 | 6 }];
  try {
    return (await lookup(hostname, { all: true, verbatim: true })).map((entry) => ({
      address: entry.address,
      family: entry.family as 4 | 6,
    }));
  } catch {
    return [];
  }
}

/** One address a webhook's host name resolved to. */
export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** Where a webhook address may be connected to (its host's addresses, resolved once and checked), or why not. */
export type AddressResolution = { readonly refusal: string } | { readonly addresses: readonly ResolvedAddress[] };

/** Resolves a webhook address and checks it; `field` names it in a refusal. */
export type WebhookAddressResolver = (field: string, webhookUrl: string) => Promise<AddressResolution>;

/**
 * The resolver against `own`: form (length, absolute http(s), no fragment, no credentials), then
 * the host's addresses, each checked against the sandbox's own when the port is one of its own. A
 * connection made to the addresses it answers is made to what was checked: no second lookup can
 * answer differently (DNS rebinding between check and connect).
 */
export function createWebhookAddressResolver(own: () => OwnAddresses): WebhookAddressResolver {
  return (field, webhookUrl) => inspect(own, field, webhookUrl, true);
}

/**
 * The form checks, then the host's addresses: looked up always when `connecting`, else only when the port is one of the
 * sandbox's.
 */
async function inspect(
  own: () => OwnAddresses,
  field: string,
  webhookUrl: string,
  connecting: boolean,
): Promise<AddressResolution> {
  const refuse = (refusal: string) => ({ refusal });
  if (webhookUrl.length > MAX_WEBHOOK_URL)
    return refuse(
      `${field} has ${webhookUrl.length} characters; a webhook address may have at most ${MAX_WEBHOOK_URL}`,
    );
  const url = URL.canParse(webhookUrl) ? new URL(webhookUrl) : undefined;
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:"))
    return refuse(`${field} must be an absolute http or https URL, got ${JSON.stringify(webhookUrl)}`);
  if (webhookUrl.includes("#"))
    return refuse(
      `${field} must not carry a fragment (#...): the route is appended to the path, got ${JSON.stringify(webhookUrl)}`,
    );
  if (url.username !== "" || url.password !== "") return refuse(`${field} must not carry credentials (user:password@)`);
  const hostname = unbracket(url.hostname).toLowerCase();
  const { ports, host } = own();
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  if (!ports.includes(port)) return { addresses: connecting ? await addressesOf(hostname) : [] };
  const addresses = await addressesOf(hostname);
  const bound = unbracket(host).toLowerCase();
  const local = isLoopbackOrAny(bound) || bound === "" ? [] : [bound];
  if (bound === "0.0.0.0" || bound === "::") {
    for (const entries of Object.values(networkInterfaces()))
      for (const entry of entries ?? []) local.push(entry.address.toLowerCase());
  }
  const own_ = addresses.find(({ address }) => isLoopbackOrAny(address) || local.includes(plainAddress(address)));
  if (own_ === undefined) return { addresses };
  return refuse(
    `${field} ${JSON.stringify(webhookUrl)} points at the sandbox itself ` +
      `(${own_.address} port ${port}); a webhook must be another process`,
  );
}

/**
 * The check against `own`: the refusal of {@link createWebhookAddressResolver}, for registration and before each POST.
 */
export function createWebhookAddressCheck(own: () => OwnAddresses): WebhookAddressCheck {
  return async (field, webhookUrl) => {
    const resolution = await inspect(own, field, webhookUrl, false);
    return "refusal" in resolution ? resolution.refusal : undefined;
  };
}

/** The refusal of a registered webhook address (`undefined`, null and "" set none, so they pass). */
export function webhookAddressRefusal(
  gateway: { checkAddress: WebhookAddressCheck },
  field: string,
  value: string | null | undefined,
): Promise<string | undefined> {
  return value === undefined || value === null || value === ""
    ? Promise.resolve(undefined)
    : gateway.checkAddress(field, value);
}
