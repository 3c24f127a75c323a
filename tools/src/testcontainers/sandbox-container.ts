// The sandbox's container image as a Testcontainers module: options become the SANDBOX_<FLAG> variables the
// image reads, and the started container answers with what the sandbox printed once ready. Each service
// listens inside on the same port it is mapped to on the host, because the sandbox names its own addresses
// (the identity provider's issuer is the `iss` of every token it signs, and discovery lists its endpoints):
// with equal ports those addresses work from the host as they are, with no second name to keep in step.
import { randomBytes } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { GenericContainer, getContainerRuntimeClient, Wait, type StartedTestContainer } from "testcontainers";
import type { Readable } from "node:stream";
import { listMockServices } from "../mock/services.js";
import { packageRoot } from "../package-root.js";
import {
  checkedPort,
  CONTAINER_SEED_PATH,
  CONTAINER_STATE_DIR,
  defaultSandboxImage,
  DEFAULT_STARTUP_TIMEOUT_MS,
  freeBasePort,
  optionVariable,
  SandboxContainerOptionError,
  SandboxContainerStartError,
  START_LABEL,
} from "./container-options.js";
import { READY_LINE, readReadyLines } from "./ready-lines.js";
import { StartedSandboxContainer } from "./started-sandbox-container.js";

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
