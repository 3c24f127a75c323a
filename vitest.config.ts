import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts", "test/spec/**/*.test.ts"],
          // Checking every example of a spec compiles its schemas: about 1 s idle, over 5 s on two busy cores.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "contract",
          include: ["test/contract/**/*.test.ts"],
          globalSetup: ["test/contract/mocks.setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "contract-sandbox",
          include: ["test/contract/operations.test.ts"],
          globalSetup: ["test/contract/sandbox.setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "sandbox",
          include: ["test/sandbox/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "hostile",
          include: ["test/hostile/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "broker",
          include: ["test/broker/**/*.test.ts"],
          globalSetup: ["test/broker/rabbitmq.setup.ts"],
          // One RabbitMQ for all files, and one file restarts it: the files run one at a time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "package",
          include: ["test/package/**/*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: "examples",
          include: ["test/examples/**/*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: "inspector",
          include: ["test/inspector/**/*.test.ts"],
          globalSetup: ["test/inspector/build.setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: "docs",
          include: ["test/docs/**/*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
