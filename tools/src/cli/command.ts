// One shape for every command of the CLI, so each answers --help the same way and every usage
// mistake is one line naming what was wrong and what is accepted, with exit 2 and no stack trace.
import { parseArgs } from "node:util";

/** A mistake in how the command was called: printed as one line, exit code 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

export interface CommandOption {
  /** `string` takes a value; `boolean` is a flag. */
  type: "string" | "boolean";
  /** What the option does, one line for --help. */
  description: string;
  /** Name of the value in --help, e.g. `PORT`. Default `VALUE`. */
  valueName?: string;
  /** May be given more than once. */
  multiple?: boolean;
  /** The only values accepted; anything else is refused naming them. */
  choices?: readonly string[];
}

export interface CommandPositional {
  name: string;
  description: string;
  /** Default true. */
  required?: boolean;
  /** Takes every remaining argument. */
  variadic?: boolean;
}

export interface ParsedCommandLine {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
  /** The options taken from the environment (not on the command line), each with its variable. */
  fromEnvironment: ReadonlyMap<string, string>;
}

export interface Command {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** What the command does, a few lines for its --help. */
  description: string;
  positionals: readonly CommandPositional[];
  options: Readonly<Record<string, CommandOption>>;
  /** Arguments after a literal `--` are passed through untouched (lint hands them to Spectral). */
  passThrough?: boolean;
  /**
   * Every option may also be given as the environment variable of this prefix ({@link optionVariable}), for a process
   * that is configured by its environment (a container); the command line wins over it.
   */
  environmentPrefix?: string;
  run(parsed: ParsedCommandLine, passedThrough: string[]): Promise<number>;
}

/** The environment variable of `option` under `prefix`: `SANDBOX_` and `state-dir` make `SANDBOX_STATE_DIR`. */
export function optionVariable(prefix: string, option: string): string {
  return `${prefix}${option.replace(/-/g, "_").toUpperCase()}`;
}

function synopsis(command: Command): string {
  const positionals = command.positionals.map((p) => {
    const name = `<${p.name}>${p.variadic ? "..." : ""}`;
    return p.required === false ? `[${name}]` : name;
  });
  const options = Object.keys(command.options).length > 0 ? ["[options]"] : [];
  const rest = command.passThrough ? ["[-- ...]"] : [];
  return ["integration-contracts", command.name, ...positionals, ...options, ...rest].join(" ");
}

/** The text `integration-contracts <command> --help` prints. */
export function helpText(command: Command): string {
  const lines = [`usage: ${synopsis(command)}`, "", ...command.description.split("\n").map((l) => `  ${l}`)];
  const column = (names: readonly string[]) => Math.max(24, ...names.map((name) => name.length + 2));
  if (command.positionals.length > 0) {
    lines.push("", "arguments:");
    const width = column(command.positionals.map((p) => p.name));
    for (const p of command.positionals) lines.push(`  ${p.name.padEnd(width)}${p.description}`);
  }
  const options: [string, string][] = Object.entries(command.options).map(([name, option]) => {
    const flag = option.type === "string" ? `--${name} ${option.valueName ?? "VALUE"}` : `--${name}`;
    const choices = option.choices ? ` (one of: ${option.choices.join(", ")})` : "";
    const repeatable = option.multiple
      ? command.environmentPrefix === undefined
        ? " (repeatable)"
        : " (repeatable; comma-separated in its variable)"
      : "";
    const variable =
      command.environmentPrefix === undefined ? "" : ` [${optionVariable(command.environmentPrefix, name)}]`;
    return [flag, `${option.description}${choices}${repeatable}${variable}`];
  });
  options.push(["--help", "print this help and exit"]);
  lines.push("", "options:");
  // The column fits the longest flag, so a flag and its description never run together.
  const width = column(options.map(([flag]) => flag));
  for (const [flag, text] of options) lines.push(`  ${flag.padEnd(width)}${text}`);
  if (command.environmentPrefix !== undefined)
    lines.push(
      "",
      "Every option may be given instead as the environment variable in brackets (a flag as true, false, 1 or 0);",
      "the command line wins over the environment.",
    );
  return lines.join("\n");
}

function optionFlags(command: Command): string {
  return [...Object.keys(command.options), "help"].map((n) => `--${n}`).join(", ");
}

/** The value of `option` given as `variable=raw`, or a {@link UsageError} naming the variable. */
function environmentValue(
  option: CommandOption,
  name: string,
  variable: string,
  raw: string,
): string | boolean | string[] | undefined {
  if (option.type === "boolean") {
    const flag = { true: true, "1": true, false: false, "0": false }[raw.trim().toLowerCase()];
    if (flag === undefined)
      throw new UsageError(`${variable}=${JSON.stringify(raw)} must be true, false, 1 or 0 (it sets --${name})`);
    return flag ? true : undefined;
  }
  if (!option.multiple) return raw;
  return raw
    .split(",")
    .map((value) => value.trim())
    .filter((value) => value !== "");
}

/**
 * Adds the options the command line left out that the environment gives (under the command's prefix) to `values`;
 * returns them with their variables.
 */
function fromEnvironment(
  command: Command,
  values: ParsedCommandLine["values"],
  env: NodeJS.ProcessEnv,
): Map<string, string> {
  const taken = new Map<string, string>();
  const prefix = command.environmentPrefix;
  if (prefix === undefined) return taken;
  for (const [name, option] of Object.entries(command.options)) {
    const variable = optionVariable(prefix, name);
    const raw = env[variable];
    if (values[name] !== undefined || raw === undefined || raw === "") continue;
    const value = environmentValue(option, name, variable, raw);
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      if (option.choices && !option.choices.includes(String(one)))
        throw new UsageError(
          `${variable} ${JSON.stringify(one)} is not accepted (it sets --${name}); ` +
            `accepted: ${option.choices.join(", ")}`,
        );
    }
    values[name] = value;
    taken.set(name, variable);
  }
  return taken;
}

/**
 * Parses `args` against the command's declaration, and the environment for a command with an
 * {@link Command.environmentPrefix}; every mistake is a {@link UsageError}.
 */
export function parseCommandLine(
  command: Command,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): ParsedCommandLine {
  const parseOptions = Object.fromEntries(
    Object.entries(command.options).map(([name, o]) => [name, { type: o.type, multiple: o.multiple ?? false }]),
  );
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...args], options: parseOptions, allowPositionals: true, strict: true });
  } catch (error) {
    const message = (error as Error).message;
    const unknown = /Unknown option '([^']+)'/.exec(message);
    if (unknown) throw new UsageError(`unknown option ${unknown[1]}; accepted: ${optionFlags(command)}`);
    throw new UsageError(message.split("\n")[0]!.replace(/\.$/, ""));
  }
  for (const [name, option] of Object.entries(command.options)) {
    const given = parsed.values[name];
    const list = given === undefined ? [] : Array.isArray(given) ? given : [given];
    for (const value of list) {
      if (option.choices && !option.choices.includes(String(value))) {
        throw new UsageError(
          `--${name} ${JSON.stringify(value)} is not accepted; accepted: ${option.choices.join(", ")}`,
        );
      }
    }
  }
  const required = command.positionals.filter((p) => p.required !== false);
  if (parsed.positionals.length < required.length) {
    const missing = required.slice(parsed.positionals.length).map((p) => `<${p.name}>`);
    throw new UsageError(`missing ${missing.join(" ")}; usage: ${synopsis(command)}`);
  }
  const variadic = command.positionals.some((p) => p.variadic);
  if (!variadic && parsed.positionals.length > command.positionals.length) {
    const extra = parsed.positionals.slice(command.positionals.length);
    throw new UsageError(
      `unexpected argument ${extra.map((e) => JSON.stringify(e)).join(" ")}; usage: ${synopsis(command)}`,
    );
  }
  const values = { ...parsed.values } as ParsedCommandLine["values"];
  return { values, positionals: parsed.positionals, fromEnvironment: fromEnvironment(command, values, env) };
}

/** An integer option value within bounds, or a {@link UsageError} naming the option and the bounds. */
export function integerOption(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max} (found ${JSON.stringify(raw)})`);
  }
  return value;
}

/** Runs a command with --help and usage errors handled; resolves with the process exit code. */
export async function runCommand(
  command: Command,
  args: readonly string[],
  io: { out(text: string): void; err(text: string): void },
): Promise<number> {
  const dashDash = command.passThrough ? args.indexOf("--") : -1;
  const own = dashDash === -1 ? args : args.slice(0, dashDash);
  const passedThrough = dashDash === -1 ? [] : args.slice(dashDash + 1);
  if (own.includes("--help") || own.includes("-h")) {
    io.out(helpText(command));
    return 0;
  }
  let parsed: ParsedCommandLine | undefined;
  try {
    parsed = parseCommandLine(command, own);
    return await command.run(parsed, passedThrough);
  } catch (error) {
    if (error instanceof UsageError) {
      // A value checked by the command names its flag; the user set a variable, which the line must name too.
      const variables = [...(parsed?.fromEnvironment ?? [])]
        .filter(([name]) => new RegExp(`--${name}(?![\\w-])`).test(error.message))
        .map(([name, variable]) => `; --${name} came from ${variable}`)
        .join("");
      io.err(
        `integration-contracts ${command.name}: ${error.message}${variables} ` +
          `(see integration-contracts ${command.name} --help)`,
      );
      return 2;
    }
    throw error;
  }
}
