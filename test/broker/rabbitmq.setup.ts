// One RabbitMQ for every file of the broker project: it takes seconds to start, so the files share
// it (they run one after another, since one of them restarts it) and each declares what it needs.
import type { TestProject } from "vitest/node";
import { startRabbitMq, type RabbitMqAddress, type TestRabbitMq } from "../support/rabbitmq-server.js";

declare module "vitest" {
  export interface ProvidedContext {
    rabbitmq: RabbitMqAddress;
  }
}

let broker: TestRabbitMq | undefined;

export async function setup(project: TestProject): Promise<void> {
  broker = await startRabbitMq();
  const { url, port, node, folder, epmdPort } = broker;
  project.provide("rabbitmq", { url, port, node, folder, epmdPort });
}

export async function teardown(): Promise<void> {
  await broker?.stop();
}
