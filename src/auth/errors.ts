/** What a {@link TokenRequestError} tells about the failed exchange. */
export interface TokenRequestFailure {
  /** Which request failed: reading the discovery document or asking the token endpoint. */
  step: "discovery" | "token";
  /** The address asked, origin and path only. */
  url: string;
  /** HTTP status of the answer, when one came. */
  status?: number;
  /** OAuth 2.0 `error` code of the answer (RFC 6749 section 5.2), when it carried one. */
  error?: string;
  /** OAuth 2.0 `error_description` of the answer, with the client secret blanked out. */
  errorDescription?: string;
  /** Why it failed, rebuilt from the original error chain without response bodies. */
  cause?: Error;
}

/**
 * Getting an access token failed. Never carries the client secret or a token: the cause chain is
 * rebuilt from messages only, because the library's own errors hold response bodies (an answer
 * refused for its `token_type` still holds its `access_token`).
 */
export class TokenRequestError extends Error {
  override readonly name = "TokenRequestError";
  readonly step: TokenRequestFailure["step"];
  readonly url: string;
  readonly status: number | undefined;
  readonly error: string | undefined;
  readonly errorDescription: string | undefined;

  constructor(failure: TokenRequestFailure) {
    const answer = [
      failure.status === undefined ? undefined : `HTTP ${failure.status}`,
      failure.error,
      failure.errorDescription,
    ].filter((part) => part !== undefined);
    const reason = answer.length > 0 ? answer.join(", ") : (failure.cause?.message ?? "no answer");
    super(
      `${failure.step} request to ${failure.url} failed: ${reason}`,
      failure.cause ? { cause: failure.cause } : undefined,
    );
    this.step = failure.step;
    this.url = failure.url;
    this.status = failure.status;
    this.error = failure.error;
    this.errorDescription = failure.errorDescription;
  }
}
