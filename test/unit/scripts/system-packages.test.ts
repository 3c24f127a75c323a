// npm test's first step on a machine that lacks some of the Debian packages the suite drives. The
// programs, apt-get and sudo are stand-ins in a folder of their own: PATH, CHROMIUM_PATH and
// RABBITMQ_SCRIPTS point the check there, so nothing on this machine is installed or removed.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureSystemPackages } from "../../../scripts/system-packages.js";
import { projectRoot } from "../../support/openapi.js";

/** What the container image's tests drive: present in every test that is about the others. */
const CONTAINERS = ["podman", "runc", "slirp4netns", "uidmap", "mmdebstrap"];
const ALL = ["chromium", "redis-server", "rabbitmq-server", "openssl", ...CONTAINERS, "postgresql", "haproxy"];

let dir: string;
let bin: string;
let log: string;
let env: NodeJS.ProcessEnv;

/** Where each package's program goes when the stand-in apt-get installs it. */
const programOf = (name: string) =>
  ({
    chromium: join(dir, "chromium", "chromium"),
    "redis-server": join(bin, "redis-server"),
    "rabbitmq-server": join(dir, "rabbitmq", "rabbitmq-server"),
    openssl: join(bin, "openssl"),
    podman: join(bin, "podman"),
    runc: join(bin, "runc"),
    slirp4netns: join(bin, "slirp4netns"),
    uidmap: join(bin, "newuidmap"),
    mmdebstrap: join(bin, "mmdebstrap"),
    postgresql: join(dir, "postgresql", "postgres"),
    haproxy: join(dir, "haproxy", "haproxy"),
  })[name]!;

function executable(file: string, body: string): void {
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
}

function present(...names: string[]): void {
  for (const name of names) executable(programOf(name), "exit 0");
}

/**
 * apt-get that logs each call and, on install, puts the named packages' programs in place (or fails with `exitCode`).
 */
function aptGet(options: { exitCode?: number; installs?: boolean } = {}): void {
  const placed = ALL.map(
    (name) => `  ${name}) printf '#!/bin/sh\\n' > '${programOf(name)}'; /bin/chmod +x '${programOf(name)}';;`,
  ).join("\n");
  const install =
    options.installs === false
      ? ""
      : `if [ "$1" = install ]; then for p in "$@"; do case "$p" in\n${placed}\n  esac; done; fi`;
  executable(
    join(bin, "apt-get"),
    [
      `echo "$DEBIAN_FRONTEND apt-get $*" >> '${log}'`,
      options.exitCode === undefined ? install : `echo "E: Unable to locate package" >&2; exit ${options.exitCode}`,
    ].join("\n"),
  );
}

/**
 * sudo that logs each call and runs it (without a password; the system's folders added to PATH, as
 * its secure_path does), or refuses as one that needs a password does.
 */
function sudo(asksForPassword: boolean): void {
  executable(
    join(bin, "sudo"),
    asksForPassword
      ? `echo "sudo $*" >> '${log}'; exit 1`
      : `echo "sudo $*" >> '${log}'; [ "$1" = -n ] && shift; PATH="$PATH:/usr/bin:/bin" exec "$@"`,
  );
}

const calls = () => (existsSync(log) ? readFileSync(log, "utf8").trim().split("\n") : []);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "system-packages-"));
  bin = join(dir, "bin");
  log = join(dir, "calls.log");
  for (const folder of ["bin", "chromium", "rabbitmq", "postgresql", "haproxy"]) mkdirSync(join(dir, folder));
  env = {
    PATH: bin,
    CHROMIUM_PATH: programOf("chromium"),
    RABBITMQ_SCRIPTS: join(dir, "rabbitmq"),
    POSTGRESQL_BIN: join(dir, "postgresql"),
    HAPROXY_PATH: programOf("haproxy"),
  };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("every package the suite drives is found: nothing is installed", () => {
  it(
    "finds chromium, rabbitmq-server, postgresql and haproxy where CHROMIUM_PATH, " +
      "RABBITMQ_SCRIPTS, POSTGRESQL_BIN and HAPROXY_PATH say, redis-server and openssl on PATH, and runs no " +
      "apt-get",
    () => {
      present(...ALL);
      aptGet();
      expect(ensureSystemPackages(env, 0)).toEqual({ code: 0, lines: [] });
      expect(calls()).toEqual([]);
    },
  );
});

describe("a missing package is installed through apt-get when that needs no password", () => {
  it(
    "as root, runs apt-get update, then apt-get install -y of the " +
      "missing packages only, noninteractive, and goes on",
    () => {
      present("chromium", "rabbitmq-server", ...CONTAINERS, "postgresql", "haproxy");
      aptGet();
      const outcome = ensureSystemPackages(env, 0);
      expect(calls()).toEqual([
        "noninteractive apt-get update -qq",
        "noninteractive apt-get install -y -qq redis-server openssl",
      ]);
      expect(outcome).toEqual({
        code: 0,
        lines: [
          "npm test: installing redis-server (the Redis idempotency store's " +
            "tests), openssl (the conformance kit's https test) through apt-get",
        ],
      });
    },
  );

  it("as another user, goes through sudo -n once sudo answered without a password", () => {
    present("redis-server", "rabbitmq-server", "openssl", ...CONTAINERS, "postgresql", "haproxy");
    aptGet();
    sudo(false);
    const outcome = ensureSystemPackages(env, 1000);
    expect(calls()).toEqual([
      "sudo -n true",
      "sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq",
      "noninteractive apt-get update -qq",
      "sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium",
      "noninteractive apt-get install -y -qq chromium",
    ]);
    expect(outcome.code).toBe(0);
  });
});

describe(
  "where nothing can install them, the run stops at once " + "with one line naming the packages and the command",
  () => {
    it("without apt-get (not Debian), the script exits 1 with that one line and prints nothing else", () => {
      const tsx = join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs");
      const result = spawnSync(process.execPath, [tsx, join(projectRoot, "scripts", "system-packages.ts")], {
        env,
        encoding: "utf8",
      });
      expect(result.stdout).toBe("");
      expect(result.stderr).toBe(
        "npm test needs the Debian packages chromium, redis-server, " +
          "rabbitmq-server, openssl, podman, runc, slirp4netns, uidmap, mmdebstrap, postgresql, haproxy, which are " +
          "not installed: run `sudo apt-get install chromium redis-server rabbitmq-server openssl podman runc " +
          "slirp4netns uidmap mmdebstrap postgresql haproxy`, then npm test again\n",
      );
      expect(result.status).toBe(1);
    });

    it("as a user whose sudo asks for a password, stops with the same line and never runs apt-get", () => {
      present("chromium", "redis-server", "openssl", ...CONTAINERS, "postgresql", "haproxy");
      aptGet();
      sudo(true);
      expect(ensureSystemPackages(env, 1000)).toEqual({
        code: 1,
        lines: [
          "npm test needs the Debian packages rabbitmq-server, which are not " +
            "installed: run `sudo apt-get install rabbitmq-server`, then npm test again",
        ],
      });
      expect(calls()).toEqual(["sudo -n true"]);
    });
  },
);

describe("an installation that does not end with every program in place stops the run, saying why", () => {
  it("apt-get failing stops at its first failure, naming the call and the command to run by hand", () => {
    present("chromium", "rabbitmq-server", "openssl", ...CONTAINERS, "postgresql", "haproxy");
    aptGet({ exitCode: 100 });
    const outcome = ensureSystemPackages(env, 0);
    expect(calls()).toEqual(["noninteractive apt-get update -qq"]);
    expect(outcome).toEqual({
      code: 1,
      lines: [
        expect.any(String),
        "npm test: apt-get update -qq failed (exit 100); run `sudo " +
          "apt-get install redis-server` yourself, then npm test again",
      ],
    });
  });

  it(
    "a package installed where the tests do not look (CHROMIUM_PATH " +
      "names another file) is named with the place looked at",
    () => {
      present("redis-server", "rabbitmq-server", "openssl", ...CONTAINERS, "postgresql", "haproxy");
      aptGet({ installs: false });
      const outcome = ensureSystemPackages(env, 0);
      expect(outcome.code).toBe(1);
      expect(outcome.lines.at(-1)).toBe(
        `npm test: apt-get installed chromium, but the tests still find no chromium (${programOf("chromium")})`,
      );
    },
  );
});
