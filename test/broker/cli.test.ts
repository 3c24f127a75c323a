// integration-contracts sandbox --amqp-url: the ready table names the broker (password hidden) once
// its exchanges and queues are declared.
import { expect, inject, it } from "vitest";
import { startSandboxCli, stopSandboxCli } from "../support/sandbox-cli.js";

it("the ready table says where events for native data sources go", async () => {
  const { url } = inject("rabbitmq");
  const cli = await startSandboxCli(["--service", "identity-provider", "--amqp-url", url]);
  expect(cli.output()).toContain(
    `Message broker: ${url.replace("guest:guest", "guest:***")} (exchanges and ` +
      `queues declared; events for native data sources, consumer type None)`,
  );
  await stopSandboxCli(cli, "SIGTERM");
  expect(cli.child.exitCode).toBe(0);
});
