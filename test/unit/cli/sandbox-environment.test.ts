// The sandbox command configured by its environment, as a container is (issue 47): every option of its table has
// a SANDBOX_<OPTION> variable, --help names it, and a bad value names the variable it came from.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { helpText, optionVariable, parseCommandLine } from "../../../tools/src/cli/command.js";
import { sandboxCommand } from "../../../tools/src/cli/sandbox.js";
import { projectRoot } from "../../support/openapi.js";
import { scaled } from "../../support/time.js";

const options = Object.entries(sandboxCommand.options);

/** A value the option accepts, as its variable gives it. */
function sample(name: string): { raw: string; parsed: string | boolean | string[] } {
  const option = sandboxCommand.options[name]!;
  if (option.type === "boolean") return { raw: "true", parsed: true };
  if (option.choices !== undefined) {
    const [first, second] = option.choices;
    return { raw: `${first}, ${second}`, parsed: [first!, second!] };
  }
  return { raw: `value of ${name}`, parsed: `value of ${name}` };
}

describe("every option of the sandbox command has a SANDBOX_<OPTION> variable, named in --help", () => {
  it("the variables are the options in upper snake case, and the table has every one of them", () => {
    expect(optionVariable("SANDBOX_", "state-dir")).toBe("SANDBOX_STATE_DIR");
    expect(optionVariable("SANDBOX_", "control-token-file")).toBe("SANDBOX_CONTROL_TOKEN_FILE");
    expect(optionVariable("SANDBOX_", "database", sandboxCommand.options.database)).toBe("SANDBOX_DATABASE_URL");
    expect(options.length).toBeGreaterThan(20);
  });

  it.each(options.map(([name]) => name))("--%s is taken from its variable and listed with it in --help", (name) => {
    const variable = optionVariable("SANDBOX_", name, sandboxCommand.options[name]);
    const { raw, parsed } = sample(name);
    const line = parseCommandLine(sandboxCommand, [], { [variable]: raw });
    expect(line.values[name]).toEqual(parsed);
    expect(line.fromEnvironment.get(name)).toBe(variable);
    expect(
      helpText(sandboxCommand)
        .split("\n")
        .find((l) => l.trimStart().startsWith(`--${name} `)),
    ).toContain(`[${variable}]`);
  });
});

describe("the command line wins over the environment, and an empty variable is no value", () => {
  it("--seed beats SANDBOX_SEED; SANDBOX_STATE_DIR= sets nothing", () => {
    const line = parseCommandLine(sandboxCommand, ["--seed", "given.yaml"], {
      SANDBOX_SEED: "from-env.yaml",
      SANDBOX_STATE_DIR: "",
    });
    expect(line.values.seed).toBe("given.yaml");
    expect(line.values["state-dir"]).toBeUndefined();
    expect([...line.fromEnvironment]).toEqual([]);
  });

  it("a flag's variable of false or 0 leaves the flag off", () => {
    expect(parseCommandLine(sandboxCommand, [], { SANDBOX_REPAIR: "false" }).values.repair).toBeUndefined();
    expect(parseCommandLine(sandboxCommand, [], { SANDBOX_REPAIR: "0" }).values.repair).toBeUndefined();
    expect(parseCommandLine(sandboxCommand, [], { SANDBOX_REPAIR: "1" }).values.repair).toBe(true);
  });
});

describe("a bad value from the environment is refused naming its variable", () => {
  it("a flag's variable that is no boolean, and a service that is none, name the variable and what is accepted", () => {
    expect(() => parseCommandLine(sandboxCommand, [], { SANDBOX_REPAIR: "yes" })).toThrow(
      'SANDBOX_REPAIR="yes" must be true, false, 1 or 0 (it sets --repair)',
    );
    expect(() => parseCommandLine(sandboxCommand, [], { SANDBOX_SERVICE: "identity-provider,nope" })).toThrow(
      'SANDBOX_SERVICE "nope" is not accepted (it sets --service); accepted: ',
    );
  });

  it(
    "a value the command checks (SANDBOX_BASE_PORT=70000) is one line naming the option and the variable, exit 2",
    async () => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", join(projectRoot, "tools", "src", "cli", "main.ts"), "sandbox"],
        { cwd: projectRoot, env: { ...process.env, SANDBOX_BASE_PORT: "70000" }, stdio: ["ignore", "pipe", "pipe"] },
      );
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
      expect(code).toBe(2);
      expect(stderr.trim().split("\n")).toEqual([
        'integration-contracts sandbox: --base-port must be a whole number from 1 to 65530 (found "70000"); ' +
          "--base-port came from SANDBOX_BASE_PORT (see integration-contracts sandbox --help)",
      ]);
    },
    scaled(30_000),
  );
});
