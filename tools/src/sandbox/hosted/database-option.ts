// The `--database` option (SANDBOX_DATABASE_URL, startSandbox({ database })): a PostgreSQL URL, checked before anything
// connects, and the one line a start that cannot use it stops with: the option, what answered, what to do.

/** How the option is named in every message, so an operator finds it whichever way it was given. */
export const DATABASE_OPTION = "--database (SANDBOX_DATABASE_URL, database)";

/** The URL with its password replaced: a message or a log line never carries the secret. */
export function redactedUrl(url: string): string {
  if (!URL.canParse(url)) return url.replace(/\/\/([^/@:]*):[^/@]*@/, "//$1:***@");
  const parsed = new URL(url);
  if (parsed.password !== "") parsed.password = "***";
  return parsed.toString();
}

/** A database the sandbox cannot start on; its message is the one line to show. */
export class DatabaseStartError extends Error {
  override readonly name = "DatabaseStartError";
  constructor(url: string, what: string) {
    super(`${DATABASE_OPTION} ${redactedUrl(url)}: ${what}`);
  }
}

/** Refuses a value that is no postgres:// or postgresql:// URL, naming what was given. */
export function checkDatabaseUrl(url: unknown): string {
  if (typeof url !== "string" || !URL.canParse(url) || !/^postgres(ql)?:$/.test(new URL(url).protocol))
    throw new DatabaseStartError(
      typeof url === "string" ? url : String(url),
      "is not a PostgreSQL URL: give postgresql://user:password@host:port/database " +
        "(a Unix socket as ?host=/its/folder)",
    );
  return url;
}
