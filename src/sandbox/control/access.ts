// Who may call the control API. On loopback anyone on the machine may (the sandbox is a test
// tool); once bound to another interface the control API could mint accounts and reset every
// tenant from the network, so it then needs the control token as a bearer token.
import { createHash, timingSafeEqual } from "node:crypto";
import { problem, type SandboxAnswer } from "../answer.js";

export interface ControlAccess {
  /** Whether a control token is required. */
  readonly protected: boolean;
  /** The refusal (401) of a control call with this Authorization header; `undefined` when it may go on. */
  check(authorization: string | undefined): SandboxAnswer | undefined;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

export function createControlAccess(token: string | undefined): ControlAccess {
  const expected = token === undefined ? undefined : digest(token);
  const refuse = (detail: string, error: string): SandboxAnswer => ({
    ...problem(401, "Unauthorized", detail),
    headers: { "www-authenticate": `Bearer realm="sandbox-control", error="${error}"` },
  });
  return {
    protected: expected !== undefined,
    check(authorization) {
      if (expected === undefined) return undefined;
      const match = /^Bearer +(\S+) *$/i.exec(authorization ?? "");
      if (match === null) return refuse("the control API needs the sandbox's control token: send Authorization: Bearer <control token>", "invalid_request");
      // Hashes first: timingSafeEqual needs equal lengths, and the length must not leak either.
      if (!timingSafeEqual(digest(match[1]!), expected)) return refuse("the bearer token is not the sandbox's control token", "invalid_token");
      return undefined;
    },
  };
}
