// integration-contracts trigger: cause a platform event in a running sandbox from a tenant's real
// state (POST /_sandbox/triggers), or run a fixture of steps.
import { SandboxInvalidRuleValues } from "../../../generated/facts.js";
import { eventCatalogue, isMessageType } from "../../../src/events/index.js";
import { DEFAULT_TENANT_ID, SandboxTriggerError, triggerSandboxEvent, type TriggerRequest } from "../sandbox/index.js";
import { integerOption, UsageError, type Command, type ParsedCommandLine } from "./command.js";
import { FixtureError, loadFixture } from "./fixtures/load.js";
import { runFixture, type FixtureRunOptions } from "./fixtures/run.js";
import { shippedFixtures, shippedFixturesDir } from "./fixtures/shipped.js";
import { triggerLines } from "./trigger-output.js";
import { readInputFile } from "../input-file.js";

const DEFAULT_SANDBOX = "http://127.0.0.1:4010";

/** `PATH=VALUE`: the value is JSON when it parses as JSON (`true`, `3`, `"text"`, `{...}`), else the text itself. */
export function parseSet(raw: string): [string, unknown] {
  const eq = raw.indexOf("=");
  if (eq <= 0)
    throw new UsageError(
      `--set ${JSON.stringify(raw)} must be PATH=VALUE, e.g. --set productId=83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8`,
    );
  const text = raw.slice(eq + 1);
  try {
    return [raw.slice(0, eq), JSON.parse(text)];
  } catch {
    return [raw.slice(0, eq), text];
  }
}

function listOf(value: string | boolean | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
}

/** The request the flags make. */
export function requestOf(messageType: string, values: ParsedCommandLine["values"]): TriggerRequest {
  const set: Record<string, unknown> = {};
  for (const [path, value] of listOf(values.set).map(parseSet)) {
    // An object keeps one value per key: the later --set would replace the earlier one unseen.
    if (Object.hasOwn(set, path)) throw new UsageError(`--set ${path} is given twice; set a field once`);
    set[path] = value;
  }
  const unset = listOf(values.unset);
  return {
    tenantId: (values.tenant as string | undefined) ?? DEFAULT_TENANT_ID,
    messageType,
    ...(values.on === undefined ? {} : { on: values.on as string }),
    ...(Object.keys(set).length === 0 ? {} : { set }),
    ...(unset.length === 0 ? {} : { unset }),
    ...(values.count === undefined ? {} : { count: integerOption("count", values.count as string, 1, 100) }),
    ...(values.invalid === undefined ? {} : { invalid: values.invalid as TriggerRequest["invalid"] & string }),
  };
}

function controlToken(file: string | undefined): string | undefined {
  if (file === undefined) return process.env.SANDBOX_CONTROL_TOKEN || undefined;
  try {
    return readInputFile(file).trim();
  } catch (error) {
    throw new UsageError(`--control-token-file ${file}: ${(error as Error).message}`);
  }
}

function listLines(): string[] {
  const fixtures = shippedFixtures();
  const width = Math.max(...fixtures.map((f) => f.name.length));
  return [
    "message types:",
    ...Object.keys(eventCatalogue).map((t) => `  ${t}`),
    "",
    `shipped fixtures (${shippedFixturesDir()}):`,
    ...fixtures.map((f) => `  ${f.name.padEnd(width)}  ${f.description}`),
  ];
}

/** Runs a fixture file: 0 when every step passed, 1 naming the step that failed. */
async function runFixtureFile(file: string, options: FixtureRunOptions, json: boolean): Promise<number> {
  try {
    const fixture = await loadFixture(file);
    const outcome = await runFixture(file, fixture, {
      ...options,
      ...(json ? {} : { log: (line: string) => console.log(line) }),
    });
    if (json) console.log(JSON.stringify(outcome, null, 2));
    else console.log(`${file}: ${fixture.steps.length} step(s) passed`);
    return 0;
  } catch (error) {
    if (!(error instanceof FixtureError)) throw error;
    console.error(`integration-contracts trigger: ${error.message}`);
    return 1;
  }
}

export const triggerCommand: Command = {
  name: "trigger",
  summary: "cause a platform event in a running sandbox from real state",
  description: `Causes one of the platform's message types in a running sandbox by driving the platform's own
transition on the tenant's state (publishes a record, releases an order, changes the integration
profile, sends a remote command), so every event that transition causes reaches the tenant's
consumers, and GET of the record or order agrees with the event. Prints what was created or
changed and every event with its messageId, channel, status and address (--json for scripts).
--on acts on an existing record, order, data source or queue item; --set and --unset change the
payload by JSON path, checked against the message's schema first; --invalid sends a deliberately
invalid event instead (nothing changes). The same as POST /_sandbox/triggers.`,
  positionals: [
    {
      name: "messageType | fixture.yaml",
      description:
        `one of the catalogue's message types (${Object.keys(eventCatalogue).length}), e.g. ` +
        `PLATFORM.PlatformStore.OrderReleased; or a fixture file, or a shipped fixture's name`,
      required: false,
    },
  ],
  options: {
    sandbox: {
      type: "string",
      valueName: "URL",
      description: `any service address of the running sandbox (default ${DEFAULT_SANDBOX})`,
    },
    tenant: {
      type: "string",
      valueName: "TID",
      description: `the tenant (default ${DEFAULT_TENANT_ID}, the default seed's)`,
    },
    on: {
      type: "string",
      valueName: "ID",
      description: "an existing record (Id.RecordId), order, data source or queue item to act on",
    },
    set: {
      type: "string",
      valueName: "PATH=VALUE",
      multiple: true,
      description: "a payload field by JSON path; VALUE is JSON when it parses, else text",
    },
    unset: {
      type: "string",
      valueName: "PATH",
      multiple: true,
      description: "a payload field by JSON path to leave out",
    },
    count: { type: "string", valueName: "N", description: "run the transition N times (1 to 100; default 1)" },
    invalid: {
      type: "string",
      valueName: "RULE",
      choices: SandboxInvalidRuleValues,
      description: "send a deliberately invalid event instead",
    },
    json: { type: "boolean", description: "print the result as JSON" },
    list: { type: "boolean", description: "list the message types and the shipped fixtures, and exit" },
    "control-token-file": {
      type: "string",
      valueName: "FILE",
      description: "the sandbox's control token (default SANDBOX_CONTROL_TOKEN)",
    },
  },
  async run({ values, positionals }) {
    if (values.list === true) {
      console.log(listLines().join("\n"));
      return 0;
    }
    const [target] = positionals;
    if (target === undefined)
      throw new UsageError(
        "missing <messageType | fixture.yaml>; usage: integration-contracts " +
          "trigger <messageType | fixture.yaml> [options] (--list lists them)",
      );
    const sandboxUrl = (values.sandbox as string | undefined) ?? DEFAULT_SANDBOX;
    if (!URL.canParse(sandboxUrl))
      throw new UsageError(`--sandbox ${JSON.stringify(sandboxUrl)} is no URL; e.g. ${DEFAULT_SANDBOX}`);
    const token = controlToken(values["control-token-file"] as string | undefined);
    if (!isMessageType(target)) {
      const fixture = /\.(ya?ml|json)$/.test(target) ? target : shippedFixtures().find((f) => f.name === target)?.file;
      if (fixture !== undefined)
        return runFixtureFile(
          fixture,
          {
            sandboxUrl,
            tenantId: (values.tenant as string | undefined) ?? DEFAULT_TENANT_ID,
            ...(token === undefined ? {} : { controlToken: token }),
          },
          values.json === true,
        );
      throw new UsageError(
        `${JSON.stringify(target)} is no message type, shipped fixture or .yaml file; ` +
          `accepted: ${Object.keys(eventCatalogue).join(", ")}, a fixture.yaml (--list lists the ` +
          `shipped ones)`,
      );
    }
    const request = requestOf(target, values);
    try {
      const result = await triggerSandboxEvent(
        { sandboxUrl, ...(token === undefined ? {} : { controlToken: token }) },
        request,
      );
      console.log(values.json === true ? JSON.stringify(result, null, 2) : triggerLines(result).join("\n"));
      return 0;
    } catch (error) {
      if (error instanceof SandboxTriggerError) {
        console.error(`integration-contracts trigger: refused (${error.status}): ${error.detail}`);
        return 1;
      }
      if (error instanceof TypeError)
        throw new Error(
          `no sandbox answers at ${sandboxUrl}: ${(error.cause as Error | undefined)?.message ?? error.message}`,
          { cause: error },
        );
      throw error;
    }
  },
};
