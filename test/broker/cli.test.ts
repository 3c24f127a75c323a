// integration-contracts sandbox --amqp-url: the ready table names the broker (password hidden) once
// its exchanges and queues are declared.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { expect, inject, it } from "vitest";
import { projectRoot } from "../support/openapi.js";
import { freePort } from "../support/ports.js";

it("the ready table says where events for native data sources go", async () => {
  const { url } = inject("rabbitmq");
  const child = spawn(process.execPath, [join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs"), join(projectRoot, "src", "cli", "main.ts"), "sandbox", "--base-port", String((await freePort()) - 2), "--service", "identity-provider", "--amqp-url", url], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Stop with Ctrl-C.")) resolve();
    });
    child.once("exit", () => reject(new Error(`exited early: ${output}`)));
  });
  expect(output).toContain(`Message broker: ${url.replace("guest:guest", "guest:***")} (exchanges and queues declared; events for native data sources, consumer type None)`);
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
});
