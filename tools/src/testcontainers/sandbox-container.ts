// The sandbox's container image as a Testcontainers module: options become the SANDBOX_<FLAG> variables the
// image reads, and the started container answers with what the sandbox printed once ready. Each service
// listens inside on the same port it is mapped to on the host, because the sandbox names its own addresses
// (the identity provider's issuer is the `iss` of every token it signs, and discovery lists its endpoints):
// with equal ports those addresses work from the host as they are, with no second name to keep in step.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { extname, join, resolve } from "node:path";
import {
  AbstractStartedContainer,
  GenericContainer,
  getContainerRuntimeClient,
  Wait,
  type StartedTestContainer,
} from "testcontainers";
import type { Readable } from "node:stream";
import { listMockServices } from "../mock/services.js";
import { packageRoot } from "../package-root.js";
import {
  READY_LINE,
  readReadyLines,
  type PrintedGatewayIdentity,
  type PrintedServiceAccount,
  type ReadyLines,
} from "./ready-lines.js";

/** The image's name without its tag; {@link defaultSandboxImage} tags it with this package's version. */
export const SANDBOX_IMAGE_NAME = "localhost/integration-contracts-sandbox";

/** Where {@link SandboxContainer.withSeed} puts the seed file in the container. */
export const CONTAINER_SEED_PATH = "/run/sandbox/seed";

/** Where {@link SandboxContainer.withStateDir} mounts the host's state folder in the container. */
export const CONTAINER_STATE_DIR = "/var/lib/sandbox";

/** The label each start gives its container, so a start that failed finds the container to read and remove. */
export const START_LABEL = "org.integration-platform.sandbox-start";

/** How long the sandbox may take to print that it is ready, unless `withStartupTimeout` says otherwise. */
export const DEFAULT_STARTUP_TIMEOUT_MS = 120_000;

/** Lowest and highest first port {@link SandboxContainer} draws, below Linux's ephemeral range (32768 and up). */
const DRAWN_PORTS = { from: 20_000, to: 32_000 } as const;

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

/** A log of Docker's API as text: stdout and stderr frames (an 8-byte header each) joined, or the text as it came. */
export function logText(log: Buffer): string {
  const frames: Buffer[] = [];
  let at = 0;
  while (at + 8 <= log.length && log[at]! <= 2 && log.readUIntBE(at + 1, 3) === 0) {
    const end = at + 8 + log.readUInt32BE(at + 4);
    frames.push(log.subarray(at + 8, end));
    at = end;
  }
  return at === log.length && frames.length > 0 ? Buffer.concat(frames).toString("utf8") : log.toString("utf8");
}

/**
 * The whole output of the container a failed start left, then the container removed: Testcontainers attaches its log
 * reader only once the ports are bound, so a sandbox that exited at once (a seed that does not validate, an image
 * without the sandbox) would otherwise fail with no word of why, and a container that never got ready would stay.
 */
async function outputOfFailedStart(startId: string): Promise<string> {
  try {
    const client = await getContainerRuntimeClient();
    const container = await client.container.fetchByLabel(START_LABEL, startId);
    if (container === undefined) return "";
    // Read without following, so the read ends whether the container still runs or not.
    const log = await container.logs({ stdout: true, stderr: true, follow: false });
    await container.remove({ force: true, v: true });
    return logText(log);
  } catch (error) {
    return `(its output could not be read: ${(error as Error).message})`;
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    // All interfaces, as a container runtime publishes a port: a port free on loopback alone is not enough.
    server.listen(port, "0.0.0.0", () => server.close(() => resolve(true)));
  });
}

/** A first port with `count` free ports from it on, drawn at random so parallel suites rarely draw the same. */
async function freeBasePort(count: number): Promise<number> {
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

function checkedPort(option: string, port: number, span: number): number {
  if (!Number.isInteger(port) || port < 1 || port + span - 1 > 65_535)
    throw new SandboxContainerOptionError(
      `${option}: ${port} is no port the sandbox's ${span} ports fit after (an integer from 1 to ${65_536 - span})`,
    );
  return port;
}

/**
 * The integration platform's sandbox in a container: every service in one process, real tokens, state per
 * tenant. Configure it with the `with...` methods (each returns the container), then `start()` it:
 *
 * ```ts
 * const sandbox = await new SandboxContainer().withSeed("test/seed.yaml").start();
 * const dataIntegration = sandbox.getServiceUrl("data-integration");
 * await sandbox.stop();
 * ```
 */
export class SandboxContainer extends GenericContainer {
  private controlToken: string = randomBytes(24).toString("base64url");
  private basePort: number | undefined;
  private readonly portSpan: number;

  /**
   * @param image The sandbox's image; default {@link defaultSandboxImage}, the one `npm run image` builds for
   *   this package's version.
   */
  constructor(image: string = defaultSandboxImage()) {
    super(image);
    this.portSpan =
      Math.max(...listMockServices(join(packageRoot(), "generated", "specs")).map((s) => s.portOffset)) + 1;
    this.withStartupTimeout(DEFAULT_STARTUP_TIMEOUT_MS);
  }

  /**
   * The control API's bearer token (`SANDBOX_CONTROL_TOKEN`). The container listens on all of its interfaces, so
   * the sandbox requires one; default a random one, which {@link StartedSandboxContainer.getControlToken} gives.
   */
  withControlToken(token: string): this {
    if (token.length < 16 || /\s/.test(token))
      throw new SandboxContainerOptionError(
        `withControlToken: the token must be at least 16 characters without white space (found ${token.length} ` +
          `characters${/\s/.test(token) ? " with white space" : ""})`,
      );
    this.controlToken = token;
    return this;
  }

  /**
   * A seed file on this machine (YAML or JSON: tenants, service accounts and connector providers, or a tenant state
   * document from `GET /_sandbox/state/{tenantId}`), copied into the container and given as `--seed`. Default: the
   * sandbox's default seed, one tenant and one service account ({@link StartedSandboxContainer.getServiceAccounts}).
   */
  withSeed(file: string): this {
    const source = resolve(file);
    if (!existsSync(source) || !statSync(source).isFile())
      throw new SandboxContainerOptionError(`withSeed: ${source} is no file`);
    const target = `${CONTAINER_SEED_PATH}${extname(source) || ".yaml"}`;
    this.withCopyFilesToContainer([{ source, target, mode: 0o444 }]);
    return this.withEnvironment({ SANDBOX_SEED: target });
  }

  /**
   * A folder on this machine that keeps the sandbox's whole state across container restarts (`--state-dir`),
   * mounted read-write at {@link CONTAINER_STATE_DIR}; the image's user must be able to write it. Default: state in
   * memory, gone with the container.
   */
  withStateDir(hostDir: string): this {
    const source = resolve(hostDir);
    if (!existsSync(source) || !statSync(source).isDirectory())
      throw new SandboxContainerOptionError(`withStateDir: ${source} is no folder`);
    this.withBindMounts([{ source, target: CONTAINER_STATE_DIR, mode: "rw" }]);
    return this.withEnvironment({ SANDBOX_STATE_DIR: CONTAINER_STATE_DIR });
  }

  /**
   * The PostgreSQL database that holds the sandbox's state (`--database`, as `SANDBOX_DATABASE_URL`), a
   * `postgres://` or `postgresql://` URL the container reaches (a host name of the container's network, not
   * this machine's 127.0.0.1).
   */
  withDatabase(url: string): this {
    if (!URL.canParse(url) || !/^postgres(ql)?:$/.test(new URL(url).protocol))
      throw new SandboxContainerOptionError(
        `withDatabase: ${JSON.stringify(url)} is no postgres:// or postgresql:// URL`,
      );
    return this.withEnvironment({ [optionVariable("database")]: url });
  }

  /** The AMQP broker that events for native data sources go to (`--amqp-url`), as the container reaches it. */
  withAmqpUrl(url: string): this {
    if (!URL.canParse(url) || !/^amqps?:$/.test(new URL(url).protocol))
      throw new SandboxContainerOptionError(`withAmqpUrl: ${JSON.stringify(url)} is no amqp:// or amqps:// URL`);
    return this.withEnvironment({ SANDBOX_AMQP_URL: url });
  }

  /**
   * The first of the sandbox's ports, on the host and in the container alike (each service is on this port plus its
   * offset: data integration +0, order integration +1, the identity provider +2, file content +3, connector
   * catalogue +4, the webhook consumer +5). Default: a free one drawn between 20000 and 32000.
   */
  withBasePort(port: number): this {
    this.basePort = checkedPort("withBasePort", port, this.portSpan);
    return this;
  }

  /**
   * Any other option of the `sandbox` command, by its name without `--` (`"upload-limit"`, `"deliveries-per-tenant"`,
   * `"public-url"`), given to the image as `SANDBOX_<NAME>` (`SANDBOX_UPLOAD_LIMIT`); the sandbox checks the value.
   */
  withOption(option: string, value: string): this {
    return this.withEnvironment({ [optionVariable(option)]: value });
  }

  /** Starts the container and waits until the sandbox printed that every port listens. */
  override async start(): Promise<StartedSandboxContainer> {
    const basePort = this.basePort ?? (await freeBasePort(this.portSpan));
    const startId = randomBytes(8).toString("hex");
    let output = "";
    let printed: (value: void) => void = () => undefined;
    const read = new Promise<void>((resolve) => (printed = resolve));
    this.withLabels({ [START_LABEL]: startId })
      .withEnvironment({
        SANDBOX_HOST: "0.0.0.0",
        SANDBOX_BASE_PORT: String(basePort),
        SANDBOX_CONTROL_TOKEN: this.controlToken,
      })
      .withExposedPorts(
        ...Array.from({ length: this.portSpan }, (_, i) => ({ container: basePort + i, host: basePort + i })),
      )
      .withWaitStrategy(Wait.forLogMessage(READY_LINE))
      .withLogConsumer((stream: Readable) => {
        stream.on("data", (chunk: Buffer | string) => {
          output += chunk.toString();
          if (output.includes(READY_LINE)) printed();
        });
        stream.on("end", () => printed());
      });
    let started: StartedTestContainer;
    try {
      started = await super.start();
    } catch (error) {
      // Read (and removed) whether or not Testcontainers got to attach its reader, so no failed start leaves one.
      const left = await outputOfFailedStart(startId);
      const printedSoFar = output === "" ? left : output;
      throw new SandboxContainerStartError(
        `the sandbox container (${this.imageName.string}) did not get ready: ${(error as Error).message}` +
          (printedSoFar === "" ? "" : `\nits last lines:\n${printedSoFar.trimEnd().split("\n").slice(-20).join("\n")}`),
        { cause: error },
      );
    }
    // The wait strategy and this consumer read two streams of the same log: the line the one saw, the other gets too
    // (or its end, and the lines it lacks are named below).
    await read;
    try {
      return new StartedSandboxContainer(started, readReadyLines(output), this.controlToken);
    } catch (error) {
      await started.stop();
      throw new SandboxContainerStartError((error as Error).message, { cause: error });
    }
  }
}

/** A running sandbox container: its services' addresses, identity provider, control token and gateway identity. */
export class StartedSandboxContainer extends AbstractStartedContainer {
  constructor(
    started: StartedTestContainer,
    private readonly ready: ReadyLines,
    private readonly controlToken: string,
  ) {
    super(started);
  }

  /**
   * The address of `service` (`data-integration`, `order-integration`, `identity-provider`, `file-content`,
   * `connector-catalogue`, `webhook-consumer`) from this machine, through its mapped port.
   */
  getServiceUrl(service: string): string {
    const inside = this.ready.services.get(service);
    if (inside === undefined)
      throw new SandboxContainerLookupError(
        `getServiceUrl: no service ${JSON.stringify(service)} runs in this sandbox; ` +
          `it runs ${[...this.ready.services.keys()].join(", ")}`,
      );
    const port = this.getMappedPort(Number(new URL(inside).port));
    return `http://${this.getHost()}:${port}`;
  }

  /** Every running service's address from this machine, by service name. */
  getServiceUrls(): Record<string, string> {
    return Object.fromEntries([...this.ready.services.keys()].map((name) => [name, this.getServiceUrl(name)]));
  }

  /** The identity provider's issuer: the `iss` of its tokens, and where its discovery document is. */
  getIssuer(): string {
    return this.ready.gateway.issuer;
  }

  /** The control API's bearer token (`Authorization: Bearer <token>` on `/_sandbox/` of every port). */
  getControlToken(): string {
    return this.controlToken;
  }

  /** Issuer, JWKS address, `client_id` and audience of the message gateway's webhook deliveries. */
  getMessageGateway(): PrintedGatewayIdentity {
    return this.ready.gateway;
  }

  /** The service accounts the sandbox started with (the seed's, or a resumed state folder's). */
  getServiceAccounts(): readonly PrintedServiceAccount[] {
    return this.ready.serviceAccounts;
  }
}
