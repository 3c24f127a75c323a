import {
  DEFAULT_BASE_PORT,
  DEFAULT_LIMITS,
  DEFAULT_UPLOAD_LIMIT_BYTES,
  DELIVERIES_PER_TENANT,
  DELIVERY_HISTORY_BYTES_PER_TENANT,
  MULTIPART_OVERHEAD_BYTES,
  startSandbox,
  type SandboxLimits,
} from "../sandbox/index.js";
import { runUntilStopped } from "./until-stopped.js";
import { integerOption, UsageError, type Command, type ParsedCommandLine } from "./command.js";
import { bytesInWords } from "../sandbox/kernel/limits.js";
import { printReady } from "./sandbox-ready.js";
import { basePortOption, placementOptions } from "./services.js";
import { readInputFile } from "../input-file.js";

/**
 * The control token from --control-token-file (or SANDBOX_CONTROL_TOKEN_FILE), SANDBOX_CONTROL_TOKEN or
 * --control-token. A file or the environment keeps it out of the process list, where any user of the
 * machine reads a command line.
 */
function controlTokenOf(
  { values, fromEnvironment }: ParsedCommandLine,
  log: (line: string) => void,
): string | undefined {
  const file = values["control-token-file"] as string | undefined;
  const given = values["control-token"] as string | undefined;
  const onCommandLine = given !== undefined && !fromEnvironment.has("control-token");
  if (file !== undefined && onCommandLine)
    throw new UsageError("give --control-token-file or --control-token, not both");
  if (file !== undefined) {
    let text: string;
    try {
      text = readInputFile(file);
    } catch (error) {
      throw new UsageError(`--control-token-file ${file} cannot be read: ${(error as Error).message}`);
    }
    // Files written by echo or an editor end with a line break, which is no part of the secret.
    return text.replace(/\r?\n$/, "");
  }
  if (onCommandLine)
    log(
      "sandbox: --control-token is visible to every user of this machine in the process " +
        "list (ps); give it with --control-token-file or SANDBOX_CONTROL_TOKEN instead",
    );
  return given;
}

/** The listener's and bodies' limits given on the command line, each a whole number of at least 1. */
function limitsOf(values: ParsedCommandLine["values"]): Partial<Record<keyof SandboxLimits, number>> {
  const limits: Partial<Record<keyof SandboxLimits, number>> = {};
  const limitOptions = {
    "token-body-limit": "tokenBodyBytes",
    "control-body-limit": "controlBodyBytes",
    "state-body-limit": "stateBodyBytes",
    "data-body-limit": "dataBodyBytes",
    "body-limit": "bodyBytes",
    "json-depth": "jsonDepth",
    "connection-limit": "connections",
    "headers-timeout": "headersTimeoutMs",
    "body-idle-timeout": "bodyIdleMs",
    "min-body-rate": "minBodyBytesPerSecond",
  } as const;
  for (const [option, name] of Object.entries(limitOptions)) {
    const raw = values[option] as string | undefined;
    if (raw !== undefined) limits[name] = integerOption(option, raw, 1, Number.MAX_SAFE_INTEGER);
  }
  return limits;
}

export const sandboxCommand: Command = {
  name: "sandbox",
  summary: "the stateful platform: every service in one process, real tokens, state per tenant",
  description: `Every service in one process on 127.0.0.1, each on base port + its x-mock-port-offset
(base port 4010, or SANDBOX_BASE_PORT), with real client-credentials tokens, state per tenant,
requests and answers validated against the specs, and the control API under /_sandbox/ on every
port. Prints the services, the seed's credentials and the message gateway's identity (issuer,
JWKS, client_id, audience, redelivery schedule) once every port listens. The identity provider
always runs. With --state-dir the state survives a restart (on the same ports, so tokens and
webhook signatures issued before still verify). With --database (or SANDBOX_DATABASE_URL) the state
is kept in PostgreSQL, and every sandbox process started on that database serves the same state.
With --amqp-url, events for native data sources (consumer type None) are published to that AMQP
broker's exchanges. Ctrl-C, SIGTERM or SIGHUP
stops it, and so does the end of any process that started it (npm, npx, a shell, a test runner),
even when that one was killed with SIGKILL. One sandbox at a time owns a --state-dir; a damaged
folder is refused unless --repair is given.

A --host other than a loopback address needs a control token (--control-token-file, or
SANDBOX_CONTROL_TOKEN): the control API then requires Authorization: Bearer <token>. Limits:
docs/sandbox-security.md. GET /_sandbox/health on any port answers 200 once every port listens,
without the control token (a container's health check). Every option is also an environment
variable (SANDBOX_ and the option in upper snake case), as a container is configured.`,
  positionals: [],
  environmentPrefix: "SANDBOX_",
  options: {
    ...placementOptions("only this service (and the identity provider)"),
    seed: {
      type: "string",
      valueName: "FILE",
      description:
        "YAML or JSON seed: tenants, service accounts and connector providers, or a tenant " +
        "state document (GET /_sandbox/state/{tenantId}) (default: one of each, printed)",
    },
    "state-dir": {
      type: "string",
      valueName: "DIR",
      description:
        "keep the whole state in DIR across restarts (resumed when it holds " +
        "one; the seed applies to a new one); default memory only",
    },
    database: {
      type: "string",
      valueName: "URL",
      description:
        "keep the whole state in this PostgreSQL database (postgresql://user:password@host:port/database): " +
        "every sandbox process on it serves the same state; needs a control token",
      environmentVariable: "SANDBOX_DATABASE_URL",
    },
    repair: {
      type: "boolean",
      description:
        "start on a damaged --state-dir anyway: keep what is whole, log what is dropped, write the folder whole again",
    },
    "amqp-url": {
      type: "string",
      valueName: "URL",
      description:
        "AMQP broker that events for native data sources (consumer " +
        "type None) are published to (default: no broker channel)",
    },
    "control-token-file": {
      type: "string",
      valueName: "FILE",
      description:
        "control API needs Authorization: Bearer <the file's text> " +
        "(required with a non-loopback --host; or SANDBOX_CONTROL_TOKEN)",
    },
    "control-token": {
      type: "string",
      valueName: "SECRET",
      description:
        "the control token on the command line, where ps shows it to every user: prefer --control-token-file",
    },
    "public-url": {
      type: "string",
      valueName: "URL",
      description:
        "identity provider address callers use: discovery and the " +
        "tokens' iss name it (default the address it listens on)",
    },
    "token-body-limit": {
      type: "string",
      valueName: "BYTES",
      description: `largest POST /connect/token body (default ${DEFAULT_LIMITS.tokenBodyBytes})`,
    },
    "control-body-limit": {
      type: "string",
      valueName: "BYTES",
      description: `largest control API body (default ${DEFAULT_LIMITS.controlBodyBytes})`,
    },
    "data-body-limit": {
      type: "string",
      valueName: "BYTES",
      description: `largest data integration body (default ${DEFAULT_LIMITS.dataBodyBytes})`,
    },
    "body-limit": {
      type: "string",
      valueName: "BYTES",
      description: `largest body of any other call (default ${DEFAULT_LIMITS.bodyBytes})`,
    },
    "state-body-limit": {
      type: "string",
      valueName: "BYTES",
      description:
        `largest PUT /_sandbox/state/{tenantId} body, a tenant's ` + `state (default ${DEFAULT_LIMITS.stateBodyBytes})`,
    },
    "json-depth": {
      type: "string",
      valueName: "LEVELS",
      description: `deepest nesting of a JSON body (default ${DEFAULT_LIMITS.jsonDepth})`,
    },
    "deliveries-per-tenant": {
      type: "string",
      valueName: "COUNT",
      description:
        `finished deliveries kept per tenant; pending ones are ` + `always kept (default ${DELIVERIES_PER_TENANT})`,
    },
    "delivery-history-bytes": {
      type: "string",
      valueName: "BYTES",
      description: `bytes of finished deliveries kept per tenant (default ${DELIVERY_HISTORY_BYTES_PER_TENANT})`,
    },
    "connection-limit": {
      type: "string",
      valueName: "COUNT",
      description:
        `most connections open at once over all ports; one more ` + `gets 503 (default ${DEFAULT_LIMITS.connections})`,
    },
    "headers-timeout": {
      type: "string",
      valueName: "MS",
      description: `milliseconds a connection has to send its headers (default ${DEFAULT_LIMITS.headersTimeoutMs})`,
    },
    "body-idle-timeout": {
      type: "string",
      valueName: "MS",
      description: `milliseconds a body may send nothing (default ${DEFAULT_LIMITS.bodyIdleMs})`,
    },
    "min-body-rate": {
      type: "string",
      valueName: "BYTES",
      description: `bytes per second a body must arrive at (default ${DEFAULT_LIMITS.minBodyBytesPerSecond})`,
    },
    "upload-limit": {
      type: "string",
      valueName: "BYTES",
      description:
        `largest file FileUpload accepts, in bytes of the file (its body may ` +
        `be ${MULTIPART_OVERHEAD_BYTES} more for the multipart framing); larger ` +
        `ones get 413 (default ${bytesInWords(DEFAULT_UPLOAD_LIMIT_BYTES)})`,
    },
  },
  async run(parsed) {
    const { values } = parsed;
    const limits = limitsOf(values);
    const count = (option: string) =>
      values[option] === undefined
        ? undefined
        : integerOption(option, values[option] as string, 1, Number.MAX_SAFE_INTEGER);
    const deliveriesPerTenant = count("deliveries-per-tenant");
    const deliveryHistoryBytes = count("delivery-history-bytes");
    const controlToken = controlTokenOf(parsed, (line) => console.error(line));
    const database = values.database as string | undefined;
    const sandbox = await startSandbox({
      limits,
      ...(controlToken === undefined ? {} : { controlToken }),
      ...(values["public-url"] === undefined ? {} : { publicUrl: values["public-url"] as string }),
      basePort: basePortOption(values["base-port"] as string | undefined, DEFAULT_BASE_PORT, undefined),
      host: values.host as string | undefined,
      services: values.service as string[] | undefined,
      seed: values.seed as string | undefined,
      ...(values["amqp-url"] === undefined ? {} : { amqpUrl: values["amqp-url"] as string }),
      ...(values["state-dir"] === undefined ? {} : { stateDir: values["state-dir"] as string }),
      ...(database === undefined ? {} : { database }),
      ...(values.repair === true ? { repairStateDir: true } : {}),
      gateway: {
        ...(deliveriesPerTenant === undefined ? {} : { deliveriesPerTenant }),
        ...(deliveryHistoryBytes === undefined ? {} : { deliveryHistoryBytes }),
      },
      ...(values["upload-limit"] === undefined
        ? {}
        : {
            uploadLimitBytes: integerOption(
              "upload-limit",
              values["upload-limit"] as string,
              0,
              Number.MAX_SAFE_INTEGER,
            ),
          }),
    });
    return runUntilStopped(
      "the sandbox",
      () => sandbox.stop(),
      () => printReady(sandbox, { stateDir: values["state-dir"] as string | undefined, database }),
    );
  },
};
