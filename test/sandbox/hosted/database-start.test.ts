// startSandbox({ database }): the schema is made at the start under an advisory lock (two sandboxes starting together
// migrate and seed once), and a database the sandbox cannot use stops the start with one line naming the option, what
// answered and what to do. PostgreSQL is this file's own, started and stopped by PID (test/support/postgres.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SandboxStartError, type RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { SCHEMA_VERSION } from "../../../tools/src/sandbox/hosted/schema.js";
import { deadPort } from "../../support/ports.js";
import { startPostgres, type TestPostgres } from "../../support/postgres.js";
import { startTestSandbox } from "../../support/sandbox.js";

const CONTROL_TOKEN = "hosted-control-token-0123456789";
const OPTION = "--database (SANDBOX_DATABASE_URL, database)";

let postgres: TestPostgres;
let databases = 0;
const started: RunningSandbox[] = [];

/** A new empty database of its own for one test. */
function newDatabase(): string {
  const name = `sandbox_${++databases}`;
  postgres.sql(`CREATE DATABASE ${name}`);
  return name;
}

async function start(database: string): Promise<RunningSandbox> {
  const sandbox = await startTestSandbox({ database, controlToken: CONTROL_TOKEN });
  started.push(sandbox);
  return sandbox;
}

/** The message of the start's refusal; fails the test when the start succeeds. */
async function refusal(options: Parameters<typeof startTestSandbox>[0]): Promise<string> {
  const error = await startTestSandbox(options).then(
    async (sandbox) => {
      await sandbox.stop();
      throw new Error("the sandbox started");
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SandboxStartError);
  return (error as Error).message;
}

beforeAll(async () => {
  postgres = await startPostgres();
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((sandbox) => sandbox.stop()));
});
afterAll(async () => {
  await postgres?.stop();
});

describe("the schema is migrated at the start under an advisory lock: processes starting together migrate once", () => {
  it("two sandboxes started together on an empty database both start: one row a version, one key ring", async () => {
    const database = newDatabase();
    const [first, second] = await Promise.all([start(postgres.url(database)), start(postgres.url(database))]);
    expect(
      postgres.sql("SELECT string_agg(version::text, ',') FROM integration_contracts.schema_versions", database),
    ).toBe(Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1).join(","));
    // The seed was applied by one of them only: both sign with the one key ring the database holds.
    expect(first.identity.jwks()).toEqual(second.identity.jwks());
    expect(
      postgres.sql("SELECT count(*) FROM integration_contracts.units WHERE store = 'identity.signing-keys'", database),
    ).toBe("1");
  });
});

describe("a database the sandbox cannot use stops the start in one line: the option, what answered, what to do", () => {
  it("a URL where nothing listens names the address and says to start PostgreSQL there", async () => {
    const port = await deadPort();
    const message = await refusal({
      database: `postgresql://postgres@127.0.0.1:${port}/sandbox`,
      controlToken: CONTROL_TOKEN,
    });
    expect(message).toBe(
      `${OPTION} postgresql://postgres@127.0.0.1:${port}/sandbox: nothing answered at 127.0.0.1:${port} ` +
        `(connect ECONNREFUSED 127.0.0.1:${port}): start PostgreSQL there, or correct the host and port`,
    );
  });

  it("a wrong password names the user, hides the password and says to correct them", async () => {
    const database = newDatabase();
    postgres.sql("CREATE ROLE partner LOGIN PASSWORD 'right-password'");
    const message = await refusal({
      database: postgres.url(database, "partner", "wrong-password"),
      controlToken: CONTROL_TOKEN,
    });
    expect(message).toContain(`${OPTION} postgresql://partner:***@localhost/${database}?host=`);
    expect(message).toContain(
      `refused the login of user partner (password authentication failed for user "partner"): ` +
        `correct the user and password in the URL`,
    );
    expect(message).not.toContain("wrong-password");
    expect(message.split("\n")).toHaveLength(1);
  });

  it("a database that does not exist is named with the statement that creates it", async () => {
    const message = await refusal({ database: postgres.url("no_such_database"), controlToken: CONTROL_TOKEN });
    expect(message).toContain(
      `has no database no_such_database (database "no_such_database" does not exist): ` +
        `create it (CREATE DATABASE "no_such_database") or name another`,
    );
  });

  it("a database of another program is refused, naming its tables, and is left as it was", async () => {
    const database = newDatabase();
    postgres.sql("CREATE TABLE invoices (id integer); CREATE TABLE customers (id integer)", database);
    const message = await refusal({ database: postgres.url(database), controlToken: CONTROL_TOKEN });
    expect(message).toBe(
      `${OPTION} ${postgres.url(database)}: the database holds tables of another program ` +
        `(public.customers, public.invoices) and none of the sandbox (no integration_contracts schema): ` +
        `name an empty database of its own (CREATE DATABASE sandbox), or one a sandbox started on`,
    );
    expect(postgres.sql("SELECT count(*) FROM pg_namespace WHERE nspname = 'integration_contracts'", database)).toBe(
      "0",
    );
  });

  it("a database of a newer schema is refused, naming both versions", async () => {
    const database = newDatabase();
    await (await start(postgres.url(database))).stop();
    postgres.sql(
      `INSERT INTO integration_contracts.schema_versions (version) VALUES (${SCHEMA_VERSION + 1})`,
      database,
    );
    const message = await refusal({ database: postgres.url(database), controlToken: CONTROL_TOKEN });
    expect(message).toBe(
      `${OPTION} ${postgres.url(database)}: the database holds the sandbox's schema version ${SCHEMA_VERSION + 1}, ` +
        `newer than this sandbox's ${SCHEMA_VERSION}: start the integration-contracts version that made it ` +
        `(or a newer one), or name another database`,
    );
  });

  it("a value that is no PostgreSQL URL is refused before anything connects", async () => {
    const message = await refusal({ database: "mysql://root@localhost/sandbox", controlToken: CONTROL_TOKEN });
    expect(message).toBe(
      `${OPTION} mysql://root@localhost/sandbox: is not a PostgreSQL URL: give ` +
        `postgresql://user:password@host:port/database (a Unix socket as ?host=/its/folder)`,
    );
  });

  it("a database without a control token is refused: every process's control API reaches every tenant", async () => {
    const message = await refusal({ database: postgres.url(newDatabase()) });
    expect(message).toMatch(/^database \(--database, SANDBOX_DATABASE_URL\) needs a control token/);
  });

  it("a database and a state folder together are refused: the state has one home", async () => {
    const message = await refusal({
      database: postgres.url(newDatabase()),
      stateDir: "/tmp/x",
      controlToken: CONTROL_TOKEN,
    });
    expect(message).toBe(
      "database and stateDir (--database, --state-dir) name two homes for the state: give one of them",
    );
  });
});
