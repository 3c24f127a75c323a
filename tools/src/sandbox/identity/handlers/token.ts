// POST /connect/token: a protocol endpoint, answering RFC 6749 section 5.2 errors as they are
// rather than the problem bodies of the other operations.
import type { operations } from "../../../../../generated/types/identity-provider.js";
import type { AnswerOf, HandlerRequest } from "../../kernel/handler-map.js";
import type { SandboxIdentity } from "../model/sandbox-identity.js";

/**
 * The handler of a protocol endpoint (AnyHandler's `protocol`): it answers as its operation
 * documents, and takes the raw body, which it validates itself, so its request has no typed body.
 */
type ProtocolHandler<Op> = ((
  request: HandlerRequest<Omit<Op, "requestBody">>,
) => AnswerOf<Op> | Promise<AnswerOf<Op>>) & { readonly protocol: string };

export function createTokenHandler(identity: SandboxIdentity): {
  readonly requestToken: ProtocolHandler<operations["requestToken"]>;
} {
  const header = (request: HandlerRequest, name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  const requestToken = async (request: HandlerRequest<Omit<operations["requestToken"], "requestBody">>) => {
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
