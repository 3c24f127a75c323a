// npm test's first step: the Debian packages the suite drives are found, or installed now through
// apt-get where that needs no password (root, or sudo -n), or the run stops at once with one line
// naming them and the command that installs them, instead of failing half an hour later in the
// first test that starts one. Nothing is downloaded from anywhere but Debian's own archive.
import { spawnSync, type StdioOptions } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the suite finds a package's program: a fixed file of Debian's layout, or a command on PATH. */
export type Probe = { readonly file: string } | { readonly command: string };

export interface SystemPackage {
  /** The Debian package, as `apt-get install` names it. */
  readonly name: string;
  /** The tests that drive it. */
  readonly usedBy: string;
  readonly probe: Probe;
}

/**
 * Debian's rabbitmq-server scripts (those in /usr/sbin drop root through su; these run the node as
 * the test's own user), or the folder `RABBITMQ_SCRIPTS` names.
 */
export function rabbitmqScripts(env: NodeJS.ProcessEnv = process.env): string {
  return env.RABBITMQ_SCRIPTS ?? "/usr/lib/rabbitmq/bin";
}

/** Debian's Chromium, or the one `CHROMIUM_PATH` names. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

/** Debian's PostgreSQL 15 programs (initdb, postgres, psql), or the folder `POSTGRESQL_BIN` names. */
export function postgresqlBin(env: NodeJS.ProcessEnv = process.env): string {
  return env.POSTGRESQL_BIN ?? "/usr/lib/postgresql/15/bin";
}

/** Debian's HAProxy (in /usr/sbin, which a user's PATH may leave out), or the file `HAPROXY_PATH` names. */
export function haproxyPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.HAPROXY_PATH ?? "/usr/sbin/haproxy";
}

export function systemPackages(env: NodeJS.ProcessEnv = process.env): SystemPackage[] {
  return [
    { name: "chromium", usedBy: "the inspector and reference docs tests", probe: { file: chromiumPath(env) } },
    { name: "redis-server", usedBy: "the Redis idempotency store's tests", probe: { command: "redis-server" } },
    {
      name: "rabbitmq-server",
      usedBy: "the broker tests and the native broker example",
      probe: { file: join(rabbitmqScripts(env), "rabbitmq-server") },
    },
    { name: "openssl", usedBy: "the conformance kit's https test", probe: { command: "openssl" } },
    { name: "podman", usedBy: "the container image's tests", probe: { command: "podman" } },
    // podman's default crun fails on this kind of machine's cgroups (test/support/podman.ts).
    { name: "runc", usedBy: "the container image's tests", probe: { command: "runc" } },
    {
      name: "slirp4netns",
      usedBy: "the container image's tests (podman's port mapping)",
      probe: { command: "slirp4netns" },
    },
    {
      name: "uidmap",
      usedBy: "the container image's tests (podman's user namespaces)",
      probe: { command: "newuidmap" },
    },
    {
      name: "mmdebstrap",
      usedBy: "npm run image:base and the container image's tests",
      probe: { command: "mmdebstrap" },
    },
    {
      name: "postgresql",
      usedBy: "the hosted sandbox's tests (--database)",
      probe: { file: join(postgresqlBin(env), "postgres") },
    },
    { name: "haproxy", usedBy: "the hosted sandbox's tests of several processes", probe: { file: haproxyPath(env) } },
  ];
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command: string, env: NodeJS.ProcessEnv): boolean {
  return (env.PATH ?? "").split(delimiter).some((dir) => dir !== "" && isExecutable(join(dir, command)));
}

function found(probe: Probe, env: NodeJS.ProcessEnv): boolean {
  return "file" in probe ? isExecutable(probe.file) : onPath(probe.command, env);
}

const where = (probe: Probe) => ("file" in probe ? probe.file : `${probe.command} on PATH`);

/** The packages whose program is not where the suite looks for it. */
export function missingPackages(env: NodeJS.ProcessEnv = process.env): SystemPackage[] {
  return systemPackages(env).filter((p) => !found(p.probe, env));
}

/** How apt-get runs as root here without a password: directly, through sudo, or not at all. */
function aptAsRoot(env: NodeJS.ProcessEnv, uid: number): "directly" | "sudo" | undefined {
  if (!onPath("apt-get", env)) return undefined;
  if (uid === 0) return "directly";
  if (onPath("sudo", env) && spawnSync("sudo", ["-n", "true"], { env, stdio: "ignore" }).status === 0) return "sudo";
  return undefined;
}

function aptGet(how: "directly" | "sudo", args: string[], env: NodeJS.ProcessEnv): ReturnType<typeof spawnSync> {
  const stdio: StdioOptions = ["ignore", "inherit", "inherit"];
  // sudo resets the environment, so the frontend setting goes through env(1) behind it.
  return how === "directly"
    ? spawnSync("apt-get", args, { env: { ...env, DEBIAN_FRONTEND: "noninteractive" }, stdio })
    : spawnSync("sudo", ["-n", "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", ...args], { env, stdio });
}

export interface Outcome {
  /** The exit code for npm test: 0 when every package is there (now). */
  readonly code: number;
  /** What was said, one line each: the installation, or why the run stops. */
  readonly lines: string[];
}

/**
 * Finds the packages and installs the missing ones through apt-get where it can. `uid` is the
 * user's id (0 runs apt-get directly; anyone else needs sudo without a password).
 */
export function ensureSystemPackages(env: NodeJS.ProcessEnv, uid: number): Outcome {
  const missing = missingPackages(env);
  if (missing.length === 0) return { code: 0, lines: [] };
  const names = missing.map((p) => p.name);
  const install = `sudo apt-get install ${names.join(" ")}`;
  const how = aptAsRoot(env, uid);
  if (how === undefined) {
    return {
      code: 1,
      lines: [
        `npm test needs the Debian packages ${names.join(", ")}, which ` +
          `are not installed: run \`${install}\`, then npm test again`,
      ],
    };
  }
  const lines = [`npm test: installing ${missing.map((p) => `${p.name} (${p.usedBy})`).join(", ")} through apt-get`];
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", ...names],
  ]) {
    const result = aptGet(how, args, env);
    if (result.status !== 0) {
      return {
        code: 1,
        lines: [
          ...lines,
          `npm test: apt-get ${args.join(" ")} failed ` +
            `(${result.error?.message ?? `exit ${result.status}`}); run \`${install}\` ` +
            `yourself, then npm test again`,
        ],
      };
    }
  }
  const still = missingPackages(env);
  if (still.length > 0) {
    return {
      code: 1,
      lines: [
        ...lines,
        `npm test: apt-get installed ${names.join(", ")}, but the tests still find ` +
          `no ${still.map((p) => `${p.name} (${where(p.probe)})`).join(", ")}`,
      ],
    };
  }
  return { code: 0, lines };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { code, lines } = ensureSystemPackages(process.env, process.getuid?.() ?? -1);
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  process.exit(code);
}
