const REDACTED = "[redacted]";

/** Blanks every occurrence of the given secrets out of a text. */
export function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((result, secret) => (secret === "" ? result : result.split(secret).join(REDACTED)), text);
}

/**
 * A copy of an error chain that keeps names and messages (secrets blanked out) and nothing else:
 * the originals may hold response bodies, requests and headers.
 */
export function messagesOnly(error: unknown, secrets: readonly string[]): Error | undefined {
  if (!(error instanceof Error)) return undefined;
  const cause = messagesOnly(error.cause, secrets);
  const copy = new Error(redact(error.message, secrets), cause ? { cause } : undefined);
  copy.name = error.name;
  return copy;
}
