// examples/native-broker-consumer runs against the sandbox (broker channel on) and a real RabbitMQ,
// its package imports resolved to this checkout's sources: it registers a native data source,
// publishes a record and prints the RecordCreated that reached it through the broker.
import { spawn } from "node:child_process";
import { connect } from "amqplib";
import { join } from "node:path";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { serviceUrl } from "../sandbox/support.js";
import { projectRoot } from "../support/openapi.js";

const { url } = inject("rabbitmq");
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ basePort: "free", services: ["data-integration"], amqpUrl: url, onLog: () => {} });
  // DS.Data is shared by the broker tests: the example's first message must be its own.
  const connection = await connect(url);
  await (await connection.createChannel()).purgeQueue("DS.Data");
  await connection.close();
});
afterAll(async () => {
  await sandbox?.stop();
});

it("the example's native application receives its own RecordCreated from DS.Data", async () => {
  const child = spawn(process.execPath, [join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs"), "--tsconfig", join(projectRoot, "test", "broker", "example.tsconfig.json"), join(projectRoot, "examples", "native-broker-consumer", "src", "main.ts")], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, AMQP_URL: url, DATA_URL: serviceUrl(sandbox, "data-integration"), ISSUER: sandbox.identity.issuer },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(output).toMatch(/published queue item [0-9a-f-]{36} as native data source [0-9a-f-]{36}/);
  expect(output).toMatch(/created record [0-9a-f-]{36} of model 5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d in tenant 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61/);
  expect(code, output).toBe(0);
});
