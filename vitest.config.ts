import { defineConfig } from "vitest/config";
import { scaled } from "./test/support/time.js";

// Every timeout holds on an idle machine and stretches with the load at the start of the run (test/support/time.ts).

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts", "test/spec/**/*.test.ts"],
          expect: { poll: { timeout: scaled(1_000) } },
          // Checking every example of a spec compiles its schemas: about 1 s idle, over 5 s on two busy cores.
          testTimeout: scaled(30_000),
        },
      },
      {
        test: {
          name: "contract",
          include: ["test/contract/**/*.test.ts"],
          globalSetup: ["test/contract/mocks.setup.ts"],
          testTimeout: scaled(30_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        test: {
          name: "contract-sandbox",
          include: ["test/contract/operations.test.ts"],
          globalSetup: ["test/contract/sandbox.setup.ts"],
          testTimeout: scaled(30_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        test: {
          name: "sandbox",
          include: ["test/sandbox/**/*.test.ts"],
          testTimeout: scaled(30_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        test: {
          name: "hostile",
          include: ["test/hostile/**/*.test.ts"],
          testTimeout: scaled(60_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        test: {
          name: "broker",
          include: ["test/broker/**/*.test.ts"],
          globalSetup: ["test/broker/rabbitmq.setup.ts"],
          // One RabbitMQ for all files, and one file restarts it: the files run one at a time.
          fileParallelism: false,
          testTimeout: scaled(60_000),
          hookTimeout: scaled(120_000),
        },
      },
      {
        test: {
          name: "package",
          include: ["test/package/**/*.test.ts"],
          testTimeout: scaled(180_000),
          hookTimeout: scaled(300_000),
        },
      },
      {
        test: {
          name: "examples",
          include: ["test/examples/**/*.test.ts"],
          testTimeout: scaled(180_000),
          hookTimeout: scaled(300_000),
        },
      },
      {
        test: {
          name: "inspector",
          // A page read each second, in a browser that shares the machine's cores.
          expect: { poll: { timeout: scaled(1_000) } },
          include: ["test/inspector/**/*.test.ts"],
          globalSetup: ["test/inspector/build.setup.ts"],
          testTimeout: scaled(60_000),
          hookTimeout: scaled(180_000),
        },
      },
      {
        test: {
          name: "docs",
          include: ["test/docs/**/*.test.ts"],
          testTimeout: scaled(180_000),
          hookTimeout: scaled(300_000),
        },
      },
    ],
  },
});
