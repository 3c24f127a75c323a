// Who called, as the pipeline's authentication stage found it and every handler reads it: the kernel's
// word for it, so a handler's request names no part (the identity provider makes callers).

/** Who called: the verified claims of a sandbox access token. */
export interface Caller {
  /** `client_id`: the service account. */
  readonly clientId: string;
  /** `tid`: the tenant whose state the call may read and change; undefined for a token without tenant context. */
  readonly tenantId: string | undefined;
  /** `scope`, split. */
  readonly scopes: readonly string[];
  /** `roles`, empty when the account has none. */
  readonly roles: readonly string[];
}
