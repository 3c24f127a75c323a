// The report is shared (a CI artefact, a pasted log) and the provider writes part of it: an answer
// may echo the Authorization header or the client secret. Every text the kit reports passes one
// redactor that knows the run's secrets (learnt as they are sent or received) and the JSON members
// that hold secrets whatever their value.

/** What a secret is replaced with. */
export const REDACTED = "[redacted]";

/** Members whose string value is a secret in any answer: a provider's tenant export, a token answer. */
const SECRET_NAMES =
  "client_?secret|clientSecret|access_?token|accessToken|refresh_?token|id_?token|control_?token|controlToken|password";
const SECRET_MEMBERS = new RegExp(`("(?:${SECRET_NAMES})"\\s*:\\s*")((?:[^"\\\\]|\\\\.)*)("?)`, "gi");
const SECRET_MEMBER = new RegExp(`^(?:${SECRET_NAMES})$`, "i");

/** Whether a member of this name holds a secret as its string value, whatever the value. */
export function isSecretMember(name: string): boolean {
  return SECRET_MEMBER.test(name);
}

/** Shorter strings are no secret worth hiding, and hiding them would blot out ordinary words. */
const SHORTEST_SECRET = 6;

/** Where an excerpt stops: the start of a secret may stand right before it. */
const CUT = "...";

/** `text` with each start of a secret (of {@link SHORTEST_SECRET} characters or more) that an excerpt cut hidden. */
function hideCutSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  for (let at = result.indexOf(CUT); at !== -1; at = result.indexOf(CUT, at + CUT.length)) {
    const before = result.slice(0, at);
    const longest = Math.max(
      0,
      ...secrets.map((secret) => {
        for (let length = secret.length - 1; length >= SHORTEST_SECRET; length--)
          if (before.endsWith(secret.slice(0, length))) return length;
        return 0;
      }),
    );
    if (longest > 0) {
      result = `${before.slice(0, at - longest)}${REDACTED}${result.slice(at)}`;
      at += REDACTED.length - longest;
    }
  }
  return result;
}

export interface Redactor {
  /** Hides `value` from now on, also its URL-encoded and JSON-escaped forms. */
  add(value: string): void;
  /** `text` with every known secret and every secret member's value replaced by {@link REDACTED}. */
  redact(text: string): string;
}

export function createRedactor(initial: readonly string[] = []): Redactor {
  const secrets = new Set<string>();
  let ordered: string[] = [];
  const redactor: Redactor = {
    add(value) {
      if (value.length < SHORTEST_SECRET) return;
      const forms = [value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)];
      const fresh = forms.filter((form) => !secrets.has(form));
      if (fresh.length === 0) return;
      for (const form of fresh) secrets.add(form);
      // Longest first: a token that contains a shorter secret is hidden whole.
      ordered = [...secrets].sort((a, b) => b.length - a.length);
    },
    redact(text) {
      let result = text.replace(SECRET_MEMBERS, (_, open: string, value: string, close: string) =>
        value === "" ? `${open}${close}` : `${open}${REDACTED}${close}`,
      );
      for (const secret of ordered) if (result.includes(secret)) result = result.split(secret).join(REDACTED);
      return result.includes(CUT) ? hideCutSecrets(result, ordered) : result;
    },
  };
  for (const value of initial) redactor.add(value);
  return redactor;
}
