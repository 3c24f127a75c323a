// Who may call the control API. It resets every tenant and exports their secrets, so it serves only
// the sandbox's own pages and tools: a page the developer opens elsewhere cannot post to it (a
// no-cors fetch or an auto-submitted form carries its own Origin and cannot send
// Content-Type: application/json), nor read it through a name of its own that resolves to
// 127.0.0.1 (DNS rebinding: its Host is that name). On loopback anyone on the machine may call it
// (the sandbox is a test tool); once bound to another interface it also needs the control token.
import { createHash, timingSafeEqual } from "node:crypto";
import { problem, type SandboxAnswer } from "../kernel/answer.js";

/** The parts of a control request that decide whether it may go on. */
export interface ControlRequest {
  readonly method: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface ControlAccess {
  /** Whether a control token is required. */
  readonly protected: boolean;
  /** The refusal (403 for a request from elsewhere, 401 without the control token); `undefined` when it may go on. */
  check(request: ControlRequest): SandboxAnswer | undefined;
}

/** Where the sandbox listens and how it is reached, for telling its own requests from others. */
export interface ControlAccessOptions {
  /** The control token; none on loopback by default. */
  readonly token?: string | undefined;
  /** The interface the sandbox is bound to. */
  readonly host: string;
  /** The ports it listens on. */
  readonly ports: readonly number[];
  /** `--public-url`: its host is one of the sandbox's own. */
  readonly publicUrl?: string | undefined;
}

const digest = (text: string) => createHash("sha256").update(text).digest();
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const LOOPBACK_NAMES = ["127.0.0.1", "localhost", "[::1]"];

function header(headers: ControlRequest["headers"], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

function isLoopback(host: string): boolean {
  const plain = host.replace(/^\[|\]$/g, "").toLowerCase();
  return plain === "localhost" || plain === "::1" || /^127\.\d+\.\d+\.\d+$/.test(plain);
}

/** The `Host` values of the sandbox's own addresses: its loopback names with each port, and the public URL's host. */
function ownHosts(options: ControlAccessOptions): Set<string> {
  const bound = options.host.includes(":") && !options.host.startsWith("[") ? `[${options.host}]` : options.host;
  const names = new Set([...LOOPBACK_NAMES, bound.toLowerCase()]);
  const hosts = new Set<string>();
  for (const name of names) for (const port of options.ports) hosts.add(`${name}:${port}`);
  if (options.ports.includes(80)) for (const name of names) hosts.add(name);
  if (options.publicUrl !== undefined) hosts.add(new URL(options.publicUrl).host.toLowerCase());
  return hosts;
}

export function createControlAccess(options: ControlAccessOptions): ControlAccess {
  const expected = options.token === undefined ? undefined : digest(options.token);
  // Bound elsewhere the token guards the API; on loopback the Host is what a rebinding page cannot fake.
  const hosts = isLoopback(options.host) ? ownHosts(options) : undefined;
  const publicOrigin = options.publicUrl === undefined ? undefined : new URL(options.publicUrl).origin.toLowerCase();
  const forbid = (detail: string): SandboxAnswer =>
    problem(403, "Forbidden", `${detail}: the control API serves only the sandbox's own pages and tools`);
  const refuse = (detail: string, error: string): SandboxAnswer => ({
    ...problem(401, "Unauthorized", detail),
    headers: { "www-authenticate": `Bearer realm="sandbox-control", error="${error}"` },
  });

  /** Why the request is not from the sandbox's own pages or tools, or `undefined`. */
  function foreign(request: ControlRequest): SandboxAnswer | undefined {
    const host = header(request.headers, "host")?.toLowerCase();
    if (hosts !== undefined && (host === undefined || !hosts.has(host))) {
      return forbid(
        `Host ${host === undefined ? "(none)" : JSON.stringify(host)} is not one of the ` +
          `sandbox's own addresses (127.0.0.1, localhost or [::1] with its ` +
          `ports${options.publicUrl === undefined ? "" : `, or ${new URL(options.publicUrl).host}`}` +
          `), as a page reaching it through a name of its own (DNS rebinding) sends`,
      );
    }
    const origin = header(request.headers, "origin");
    if (origin !== undefined) {
      const parsed = URL.canParse(origin) ? new URL(origin) : undefined;
      const own =
        parsed !== undefined &&
        /^https?:$/.test(parsed.protocol) &&
        (parsed.host.toLowerCase() === host || parsed.origin.toLowerCase() === publicOrigin);
      if (!own) return forbid(`Origin ${origin} is not the sandbox's own origin (http://${host ?? "<its address>"})`);
    }
    if (header(request.headers, "sec-fetch-site")?.toLowerCase() === "cross-site")
      return forbid("Sec-Fetch-Site is cross-site: the request comes from a page of another site");
    if (!SAFE_METHODS.has(request.method.toUpperCase())) {
      const mediaType = header(request.headers, "content-type")?.split(";")[0]?.trim().toLowerCase();
      if (mediaType !== "application/json") {
        return forbid(
          `${request.method} needs Content-Type: application/json ` +
            `(given: ${mediaType ?? "none"}), which a form or a no-cors fetch from another ` +
            `page cannot send`,
        );
      }
    }
    return undefined;
  }

  return {
    protected: expected !== undefined,
    check(request) {
      const refusal = foreign(request);
      if (refusal !== undefined || expected === undefined) return refusal;
      const match = /^Bearer +(\S+) *$/i.exec(header(request.headers, "authorization") ?? "");
      if (match === null)
        return refuse(
          "the control API needs the sandbox's control token: send Authorization: Bearer <control token>",
          "invalid_request",
        );
      // Hashes first: timingSafeEqual needs equal lengths, and the length must not leak either.
      if (!timingSafeEqual(digest(match[1]!), expected))
        return refuse("the bearer token is not the sandbox's control token", "invalid_token");
      return undefined;
    },
  };
}
