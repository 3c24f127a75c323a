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
  run(parsed: ParsedCommandLine, passedThrough: string[]): Promise<number>;
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
    return [flag, `${option.description}${choices}${option.multiple ? " (repeatable)" : ""}`];
  });
  options.push(["--help", "print this help and exit"]);
  lines.push("", "options:");
  // The column fits the longest flag, so a flag and its description never run together.
  const width = column(options.map(([flag]) => flag));
  for (const [flag, text] of options) lines.push(`  ${flag.padEnd(width)}${text}`);
  return lines.join("\n");
}

function optionFlags(command: Command): string {
  return [...Object.keys(command.options), "help"].map((n) => `--${n}`).join(", ");
}

/** Parses `args` against the command's declaration; every mistake is a {@link UsageError}. */
export function parseCommandLine(command: Command, args: readonly string[]): ParsedCommandLine {
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
  return { values: parsed.values as ParsedCommandLine["values"], positionals: parsed.positionals };
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
  try {
    return await command.run(parseCommandLine(command, own), passedThrough);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(
        `integration-contracts ${command.name}: ${error.message} (see integration-contracts ${command.name} --help)`,
      );
      return 2;
    }
    throw error;
  }
}
