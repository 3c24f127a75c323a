// POST /connect/token: a protocol endpoint, answering RFC 6749 section 5.2 errors as they are
// rather than the problem bodies of the other operations.
import type { AnyHandler, HandlerRequest } from "../../handler-map.js";
import type { SandboxIdentity } from "../model/sandbox-identity.js";

export function createTokenHandler(identity: SandboxIdentity): { readonly requestToken: AnyHandler } {
  const header = (request: HandlerRequest, name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  const requestToken = async (request: HandlerRequest) => {
    const answer = await identity.token({
      contentType: header(request, "content-type"),
      authorization: header(request, "authorization"),
      body: String(request.body),
      source: request.source,
    });
    return { status: answer.status, headers: answer.headers, contentType: "application/json", body: answer.body };
  };
  return { requestToken: Object.assign(requestToken, { protocol: "RFC 6749 section 5.2" }) };
}
