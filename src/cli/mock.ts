import { parseArgs } from "node:util";
import { DEFAULT_BASE_PORT, startMocks } from "../mock/index.js";

export const mockUsage = `integration-contracts mock [--base-port N] [--service NAME]... [--verbose]
  Prism mocks of every service on 127.0.0.1, each on base port + its x-mock-port-offset
  (base port 4010, or MOCK_BASE_PORT). Ctrl-C or SIGTERM stops them all.`;

function basePort(raw: string | undefined): number {
  if (raw === undefined || raw === "") return DEFAULT_BASE_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`base port must be an integer from 1 to 65535 (found ${JSON.stringify(raw)})`);
  return port;
}

/** Runs the mock platform until a signal; resolves with the process exit code. */
export async function runMock(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      "base-port": { type: "string" },
      service: { type: "string", multiple: true },
      verbose: { type: "boolean", default: false },
    },
  });
  const platform = await startMocks({
    basePort: basePort(values["base-port"] ?? process.env.MOCK_BASE_PORT),
    services: values.service,
    onLog: values.verbose ? (service, line) => console.log(`[${service}] ${line}`) : undefined,
  });
  const width = Math.max(...platform.mocks.map((m) => m.name.length));
  console.log("Mock platform ready (Prism, one process per spec):");
  for (const mock of platform.mocks) console.log(`  ${mock.name.padEnd(width)}  ${mock.url}  ${mock.title}`);
  console.log("Stop with Ctrl-C.");
  return new Promise((resolve) => {
    const shutdown = (signal: NodeJS.Signals) => {
      process.off("SIGINT", shutdown);
      process.off("SIGTERM", shutdown);
      console.log(`${signal}: stopping the mocks`);
      void platform.stop().then(() => resolve(0));
    };
    process.on("SIGINT", shutdown);
    process.on("SIGTERM", shutdown);
  });
}
