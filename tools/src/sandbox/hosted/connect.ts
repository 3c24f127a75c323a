// Reaching the database: the `pg` client is loaded only when a database is named (a sandbox in memory or on a state
// folder never loads it), and every way a connection fails becomes one line naming the option, what answered and what
// to do.
import type { Pool, PoolClient } from "pg";
import { DatabaseStartError } from "./database-option.js";

/** Real milliseconds a connection may take before the start gives up on it. */
const CONNECT_TIMEOUT_MS = 10_000;

/** Connections one sandbox process holds at most: a write holds one, and reads take one each while they catch up. */
const POOL_SIZE = 8;

/** Where the URL points, as an operator would look for it: host and port, or the socket folder. */
function placeOf(url: string): string {
  const parsed = new URL(url);
  const socket = parsed.searchParams.get("host");
  if (socket !== null && socket.startsWith("/")) return `the Unix socket in ${socket}`;
  return `${parsed.hostname || "localhost"}:${parsed.port || "5432"}`;
}

/** What answered, and what to do, for a failed connection. */
export function connectionFailure(url: string, error: unknown): DatabaseStartError {
  const failure = error as { code?: string; message?: string };
  const message = failure.message ?? String(error);
  const user = decodeURIComponent(new URL(url).username) || "(none given)";
  const database = decodeURIComponent(new URL(url).pathname.slice(1)) || user;
  const place = placeOf(url);
  switch (failure.code) {
    case "ECONNREFUSED":
    case "ENOENT":
      return new DatabaseStartError(
        url,
        `nothing answered at ${place} (${message}): start PostgreSQL there, or correct the host and port`,
      );
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new DatabaseStartError(url, `the host is not known (${message}): correct the host name`);
    case "28P01":
    case "28000":
      return new DatabaseStartError(
        url,
        `PostgreSQL at ${place} refused the login of user ${user} (${message}): ` +
          `correct the user and password in the URL`,
      );
    case "3D000":
      return new DatabaseStartError(
        url,
        `PostgreSQL at ${place} has no database ${database} (${message}): ` +
          `create it (CREATE DATABASE "${database}") or name another`,
      );
    default:
      if (/password must be a string/.test(message))
        return new DatabaseStartError(
          url,
          `PostgreSQL at ${place} asks user ${user} for a password and the URL gives none: add it to the URL`,
        );
      if (/timeout/i.test(message))
        return new DatabaseStartError(
          url,
          `nothing answered at ${place} within ${CONNECT_TIMEOUT_MS / 1000} s (${message}): ` +
            `check that PostgreSQL runs there and that the network lets the sandbox reach it`,
        );
      return new DatabaseStartError(url, `PostgreSQL at ${place} refused the connection: ${message}`);
  }
}

/**
 * A pool over the database and its first connection; throws DatabaseStartError when the client is missing or the
 * database cannot be reached. Errors of idle connections are logged, not thrown: they come outside any request.
 */
export async function connect(
  url: string,
  log: (line: string) => void,
): Promise<{ readonly pool: Pool; readonly first: PoolClient }> {
  let pg: (typeof import("pg"))["default"];
  try {
    pg = (await import("pg")).default;
  } catch (error) {
    throw new DatabaseStartError(
      url,
      `the PostgreSQL client (the npm package pg) cannot be loaded (${(error as Error).message}): ` +
        `install the tools package with its dependencies (npm install @integration-platform/contracts-tools)`,
    );
  }
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on("error", (error) => log(`sandbox: a connection to the database failed while idle: ${error.message}`));
  try {
    return { pool, first: await pool.connect() };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw connectionFailure(url, error);
  }
}
