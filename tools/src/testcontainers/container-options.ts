// The sandbox container's options as the image reads them: each a SANDBOX_<FLAG> variable the sandbox command checks,
// and the ports, which the container publishes on the host under the numbers it listens on inside.
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { packageRoot } from "../package-root.js";

/** The image's name without its tag; {@link defaultSandboxImage} tags it with this package's version. */
export const SANDBOX_IMAGE_NAME = "localhost/integration-contracts-sandbox";

/** Where `SandboxContainer.withSeed` puts the seed file in the container. */
export const CONTAINER_SEED_PATH = "/run/sandbox/seed";

/** Where `SandboxContainer.withStateDir` mounts the host's state folder in the container. */
export const CONTAINER_STATE_DIR = "/var/lib/sandbox";

/** The label each start gives its container, so a start that failed finds the container to read and remove. */
export const START_LABEL = "org.integration-platform.sandbox-start";

/** How long the sandbox may take to print that it is ready, unless `withStartupTimeout` says otherwise. */
export const DEFAULT_STARTUP_TIMEOUT_MS = 120_000;

/** An option was given a value the container cannot start with; the message names the option and the value. */
export class SandboxContainerOptionError extends Error {
  override readonly name = "SandboxContainerOptionError";
}

/** The container did not become a ready sandbox; the message holds the reason and the container's last lines. */
export class SandboxContainerStartError extends Error {
  override readonly name = "SandboxContainerStartError";
}

/** A started container was asked for something it does not have (a service not running, for one). */
export class SandboxContainerLookupError extends Error {
  override readonly name = "SandboxContainerLookupError";
}

/** `localhost/integration-contracts-sandbox:<version>`: the image `npm run image` builds for this package's version. */
export function defaultSandboxImage(): string {
  const { version } = JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as { version: string };
  return `${SANDBOX_IMAGE_NAME}:${version}`;
}

/**
 * The options whose variable is not `SANDBOX_` and the option's name: the command declares these names
 * (`environmentVariable` in tools/src/cli/sandbox.ts; a unit test compares the two).
 */
const OWN_VARIABLES: Readonly<Record<string, string>> = { database: "SANDBOX_DATABASE_URL" };

/** `--state-dir` -> `SANDBOX_STATE_DIR`: the variable the image reads for a sandbox command option. */
export function optionVariable(option: string): string {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(option))
    throw new SandboxContainerOptionError(
      `withOption: ${JSON.stringify(option)} is no sandbox command option name (lower case words joined by -, ` +
        `without the leading --, for example "upload-limit")`,
    );
  return OWN_VARIABLES[option] ?? `SANDBOX_${option.toUpperCase().replace(/-/g, "_")}`;
}

/** Lowest and highest first port `SandboxContainer` draws, below Linux's ephemeral range (32768 and up). */
const DRAWN_PORTS = { from: 20_000, to: 32_000 } as const;

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    // All interfaces, as a container runtime publishes a port: a port free on loopback alone is not enough.
    server.listen(port, "0.0.0.0", () => server.close(() => resolve(true)));
  });
}

/** A first port with `count` free ports from it on, drawn at random so parallel suites rarely draw the same. */
export async function freeBasePort(count: number): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const base = DRAWN_PORTS.from + Math.floor(Math.random() * (DRAWN_PORTS.to - DRAWN_PORTS.from));
    const free = await Promise.all(Array.from({ length: count }, (_, i) => portFree(base + i)));
    if (free.every(Boolean)) return base;
  }
  throw new SandboxContainerStartError(
    `no ${count} consecutive free ports between ${DRAWN_PORTS.from} and ${DRAWN_PORTS.to} after 50 draws; ` +
      `give one with withBasePort(port)`,
  );
}

export function checkedPort(option: string, port: number, span: number): number {
  if (!Number.isInteger(port) || port < 1 || port + span - 1 > 65_535)
    throw new SandboxContainerOptionError(
      `${option}: ${port} is no port the sandbox's ${span} ports fit after (an integer from 1 to ${65_536 - span})`,
    );
  return port;
}
