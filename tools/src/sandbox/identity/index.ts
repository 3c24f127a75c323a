export { createSandboxIdentity, type SandboxIdentity, type SandboxIdentityOptions } from "./model/sandbox-identity.js";
export type { Authentication, AuthenticateOptions, Refusal, RefusalProblem } from "./model/authenticate.js";
export type { Caller } from "../kernel/caller.js";
export type { TokenAnswer, TokenErrorBody, TokenErrorCode } from "./model/token-answers.js";
export type { DiscoveryDocumentBody } from "./model/discovery.js";
export {
  SandboxIdentityError,
  type IdentityRegistry,
  type SandboxTenant,
  type ServiceAccount,
} from "./model/registry.js";
export type { TokenRequestInput, TokenResponseBody } from "./model/token-endpoint.js";
