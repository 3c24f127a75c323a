// A PostgreSQL server of the test's own: Debian's postgresql-15 in a temporary folder, listening on a Unix socket in
// that folder only (no TCP port, so no port race with another test), started as a child of the test and stopped by
// its PID. PostgreSQL refuses to run as root: as root the server runs as the `postgres` user Debian's package makes.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postgresqlBin } from "../../scripts/system-packages.js";

/** A PostgreSQL server this test started; the superuser `postgres` connects without a password. */
export interface TestPostgres {
  readonly pid: number;
  /** The folder of its Unix socket (and its data). */
  readonly socketDir: string;
  /** A URL of `database` on this server as `user` (default the superuser), with `password` if given. */
  url(database?: string, user?: string, password?: string): string;
  /** Runs SQL as the superuser on `database` (default `postgres`) through psql; throws with psql's message. */
  sql(statement: string, database?: string): string;
  /** Stops the server by its PID (fast shutdown), waits until it has exited and removes its folder. */
  stop(): Promise<void>;
}

const MISSING =
  "PostgreSQL 15 is not installed: the hosted sandbox's tests need Debian's postgresql-15 " +
  "(apt-get install postgresql; npm test's first step installs it when missing)";

/** The uid and gid of the `postgres` user when this process is root (PostgreSQL refuses root), else none. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  if (line === undefined) throw new Error(`${MISSING}: no postgres user in /etc/passwd`);
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Makes a cluster in a new folder and starts its server; resolves once it logs that it accepts connections, so no
 * test waits a guessed time. Clients other than the superuser authenticate with a password (scram-sha-256), so a
 * wrong password is refused as on a real server.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresqlBin();
  const user = serverUser();
  const socketDir = mkdtempSync(join(tmpdir(), "sandbox-postgres-"));
  const data = join(socketDir, "data");
  if (user !== undefined) chownSync(socketDir, user.uid, user.gid);
  const asServer = user === undefined ? {} : { uid: user.uid, gid: user.gid };
  const initdb = spawnSync(
    join(bin, "initdb"),
    ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"],
    { ...asServer, encoding: "utf8", env: { ...process.env, LC_ALL: "C" } },
  );
  if (initdb.error !== undefined) {
    rmSync(socketDir, { recursive: true, force: true });
    throw (initdb.error as NodeJS.ErrnoException).code === "ENOENT" ? new Error(MISSING) : initdb.error;
  }
  if (initdb.status !== 0) {
    rmSync(socketDir, { recursive: true, force: true });
    throw new Error(`initdb failed (exit ${initdb.status}):\n${initdb.stderr}`);
  }
  writeFileSync(join(data, "pg_hba.conf"), "local all postgres trust\nlocal all all scram-sha-256\n");
  const child = spawn(
    join(bin, "postgres"),
    ["-D", data, "-c", "listen_addresses=", "-k", socketDir, "-c", "fsync=off", "-c", "max_connections=200"],
    { ...asServer, stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  try {
    await new Promise<void>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`postgres exited with ${code} before it was ready:\n${log}`)));
      const read = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes("database system is ready to accept connections")) resolve();
      };
      child.stdout?.on("data", read);
      child.stderr?.on("data", read);
    });
  } catch (error) {
    if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, "SIGKILL");
    await exited(child);
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  child.removeAllListeners("exit");
  const pid = child.pid!;
  return {
    pid,
    socketDir,
    url(database = "postgres", role = "postgres", password) {
      const credentials = password === undefined ? role : `${role}:${encodeURIComponent(password)}`;
      return `postgresql://${credentials}@localhost/${database}?host=${encodeURIComponent(socketDir)}`;
    },
    sql(statement, database = "postgres") {
      const psql = spawnSync(
        join(bin, "psql"),
        ["-h", socketDir, "-U", "postgres", "-d", database, "-v", "ON_ERROR_STOP=1", "-At", "-c", statement],
        { encoding: "utf8" },
      );
      if (psql.status !== 0) throw new Error(`psql: ${statement}: ${psql.stderr}`);
      return psql.stdout.trim();
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, "SIGINT");
      await exited(child);
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
