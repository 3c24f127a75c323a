export { createSandboxIdentity, type SandboxIdentity, type SandboxIdentityOptions } from "./sandbox-identity.js";
export type { Authentication, AuthenticateOptions, Caller, Refusal, RefusalProblem } from "./authenticate.js";
export type { SandboxAnswer, TokenErrorBody, TokenErrorCode } from "./answer.js";
export type { DiscoveryDocumentBody } from "./discovery.js";
export { SandboxIdentityError, type IdentityRegistry, type SandboxTenant, type ServiceAccount } from "./registry.js";
export type { TokenRequestInput, TokenResponseBody } from "./token-endpoint.js";
