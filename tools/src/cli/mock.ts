import { DEFAULT_BASE_PORT, startMocks } from "../mock/start-mocks.js";
import { runUntilStopped } from "./until-stopped.js";
import type { Command } from "./command.js";
import { basePortOption, placementOptions, printServiceTable } from "./services.js";

export const mockCommand: Command = {
  name: "mock",
  summary: "stateless Prism mocks of every service",
  description: `Prism mocks of every service, one process per spec, each on base port + its
x-mock-port-offset (base port 4010, or MOCK_BASE_PORT). Answers come from the specs' examples;
\`Prefer: code=<status>\` and \`Prefer: example=<name>\` pick another documented answer.
Ctrl-C, SIGTERM or SIGHUP stops them all, and so does the end of the process that started the
command (npm, a script, a test runner), even when it was killed with SIGKILL.`,
  positionals: [],
  options: {
    ...placementOptions("only this service"),
    verbose: { type: "boolean", description: "print every line Prism logs" },
  },
  async run({ values }) {
    const chosen = values.service as string[] | undefined;
    const platform = await startMocks({
      basePort: basePortOption(
        (values["base-port"] as string | undefined) ?? process.env.MOCK_BASE_PORT,
        DEFAULT_BASE_PORT,
        chosen,
      ),
      host: values.host as string | undefined,
      services: chosen,
      onLog: values.verbose ? (service, line) => console.log(`[${service}] ${line}`) : undefined,
    });
    return runUntilStopped(
      "the mocks",
      () => platform.stop(),
      () => {
        printServiceTable("Mock platform ready (Prism, one process per spec):", platform.mocks);
        console.log("Stop with Ctrl-C.");
      },
    );
  },
};
