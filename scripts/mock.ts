// npm start: the mock platform. Every service's Prism mock on its port (base port 4010, or
// --base-port N, or MOCK_BASE_PORT), a table once all answer, and a clean stop on Ctrl-C or SIGTERM.
import { DEFAULT_BASE_PORT, startMocks } from "../src/mock/index.js";

function basePortFrom(args: readonly string[]): number {
  const flag = args.indexOf("--base-port");
  const raw = flag >= 0 ? args[flag + 1] : process.env.MOCK_BASE_PORT;
  if (raw === undefined || raw === "") return DEFAULT_BASE_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`mock: base port must be an integer from 1 to 65535 (found ${JSON.stringify(raw)})`);
    process.exit(2);
  }
  return port;
}

const verbose = process.argv.includes("--verbose");
try {
  const platform = await startMocks({
    basePort: basePortFrom(process.argv.slice(2)),
    onLog: verbose ? (service, line) => console.log(`[${service}] ${line}`) : undefined,
  });
  const width = Math.max(...platform.mocks.map((m) => m.name.length));
  console.log("Mock platform ready (Prism, one process per spec):");
  for (const mock of platform.mocks) console.log(`  ${mock.name.padEnd(width)}  ${mock.url}  ${mock.title}`);
  console.log("Stop with Ctrl-C.");
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the mocks`);
    void platform.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
} catch (error) {
  console.error(`mock: ${(error as Error).message}`);
  process.exit(1);
}
